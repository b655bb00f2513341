import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { assertStaff } from '@/lib/server/auth/assert-staff';
import { getDb } from '@/lib/server/db/client';
import { outbox, type User } from '@/lib/server/db/schema';

const HIDDEN = '••••';

/**
 * A subject with every secret taken out: the values the message carries in its payload (codes,
 * links), and — in case a template ever puts one in the subject without the payload — any URL and
 * any run of four or more digits.
 */
export function redactSecrets(text: string, payload: Record<string, unknown>): string {
  let redacted = text;
  for (const value of Object.values(payload)) {
    if (typeof value === 'string' && value.length >= 4) redacted = redacted.split(value).join(HIDDEN);
  }
  return redacted.replace(/\bhttps?:\/\/\S+/gi, HIDDEN).replace(/\d{4,}/g, HIDDEN);
}

/** `o•••a@test.kermo.ua`, `067•••••67`: enough to tell messages apart, not to read the address. */
export function maskRecipient(channel: string, recipient: string): string {
  if (channel === 'email') {
    const at = recipient.lastIndexOf('@');
    if (at > 0) {
      const local = recipient.slice(0, at);
      return `${local[0]}${'•'.repeat(3)}${local.length > 1 ? local.at(-1) : ''}${recipient.slice(at)}`;
    }
  }
  return recipient.length > 5 ? `${recipient.slice(0, 3)}${'•'.repeat(recipient.length - 5)}${recipient.slice(-2)}` : '•'.repeat(recipient.length);
}

/**
 * The 20 newest messages to one recipient, for support staff answering "I got no e-mail": that a
 * message was sent, when, and how delivery went — never its body, link or code, which would let an
 * operator take over the account (a reset link, a confirmation code).
 */
export async function listOutbox(actor: User, recipient: string) {
  assertStaff(actor);
  const db = await getDb();
  const rows = await db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      recipient: outbox.recipient,
      template: outbox.template,
      locale: outbox.locale,
      subject: outbox.subject,
      payload: outbox.payload,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(eq(sql`lower(${outbox.recipient})`, recipient.toLowerCase()))
    .orderBy(desc(outbox.id))
    .limit(20);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: maskRecipient(row.channel, row.recipient),
    template: row.template,
    locale: row.locale,
    subject: row.subject === null ? null : redactSecrets(row.subject, row.payload),
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError === null ? null : redactSecrets(row.lastError, row.payload).slice(0, 500),
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  }));
}
