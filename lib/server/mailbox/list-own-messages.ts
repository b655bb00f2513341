import 'server-only';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import type { MailboxMessage } from '@/lib/mailbox/message';
import { getDb } from '@/lib/server/db/client';
import { outbox, type User } from '@/lib/server/db/schema';
import { localMailboxEnabled } from './enabled';

export type { MailboxMessage };

/**
 * Messages the mailbox never shows. A password reset link turns a session into a new password:
 * changing the password or the e-mail asks for the current one so that a stolen session is not a
 * takeover, and a reset link read here would skip that (and end the owner's sessions). Whoever
 * really needs one is signed out and could not open this page anyway (README: the outbox table).
 */
const NOT_IN_MAILBOX = ['passwordReset'];

/** How many messages the mailbox shows: the newest, which are the ones a person is waiting for. */
export const MAILBOX_LIMIT = 50;

/**
 * The e-mails and SMS sent to the acting account, newest first, with their codes and links — what
 * a mail catcher such as MailPit shows a developer, for the embedded installation only
 * (localMailboxEnabled; elsewhere `not_found`, as if there were no such thing). Only the actor's own
 * messages: rows the outbox recorded for this account (its user id), never another person's, not
 * even one sent to an address this account uses now (an address may have changed hands).
 */
export async function listOwnMessages(actor: User): Promise<MailboxMessage[]> {
  if (!localMailboxEnabled()) throw new AppError('not_found');
  if (actor.deletedAt) throw new AppError('unauthorized');
  const db = await getDb();
  const rows = await db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      recipient: outbox.recipient,
      subject: outbox.subject,
      text: outbox.bodyText,
      payload: outbox.payload,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(and(eq(outbox.userId, actor.id), notInArray(outbox.template, NOT_IN_MAILBOX)))
    .orderBy(desc(outbox.id))
    .limit(MAILBOX_LIMIT);
  const text = (payload: Record<string, unknown>, key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : null);
  return rows.map(({ payload, channel, ...row }) => ({ ...row, channel: channel === 'sms' ? 'sms' : 'email', code: text(payload, 'code'), link: text(payload, 'link') }));
}
