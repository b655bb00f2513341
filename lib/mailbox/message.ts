/** One message of the embedded installation's local mailbox (lib/server/mailbox). */
export type MailboxMessage = {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  text: string;
  /** The code or link the message carries, shown apart so it is easy to copy. */
  code: string | null;
  link: string | null;
  createdAt: Date;
};
