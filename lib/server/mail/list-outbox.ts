import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { outbox } from '@/lib/server/db/schema';

/** The 20 newest messages to one recipient, for support staff answering "I got no e-mail". */
export async function listOutbox(recipient: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(outbox)
    .where(eq(sql`lower(${outbox.recipient})`, recipient.toLowerCase()))
    .orderBy(desc(outbox.id))
    .limit(20);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    template: row.template,
    locale: row.locale,
    subject: row.subject,
    body_text: row.bodyText,
    link: typeof row.payload.link === 'string' ? row.payload.link : null,
    code: typeof row.payload.code === 'string' ? row.payload.code : null,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }));
}
