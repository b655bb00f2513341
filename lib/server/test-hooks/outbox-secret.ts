import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { outbox } from '@/lib/server/db/schema';

export type OutboxSecret = { id: number; template: string; subject: string | null; code: string | null; link: string | null; created_at: string };

/**
 * TESTS ONLY: the code or link of the newest message to a recipient (optionally of one template),
 * read from the outbox. Integration tests call it directly (tests/support/outbox.ts); the
 * end-to-end suite through /api/test-hooks/outbox, which exists only in a KERMO_TEST_HOOKS build.
 * No operator-facing code may use this: operators never see a message's secrets.
 */
export async function latestOutboxSecret(recipient: string, template?: string): Promise<OutboxSecret | null> {
  const db = await getDb();
  const byRecipient = eq(sql`lower(${outbox.recipient})`, recipient.toLowerCase());
  const [row] = await db
    .select()
    .from(outbox)
    .where(template ? and(byRecipient, eq(outbox.template, template)) : byRecipient)
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!row) return null;
  const text = (key: string) => (typeof row.payload[key] === 'string' ? (row.payload[key] as string) : null);
  return { id: row.id, template: row.template, subject: row.subject, code: text('code'), link: text('link'), created_at: row.createdAt.toISOString() };
}
