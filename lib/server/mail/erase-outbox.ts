import 'server-only';
import { inArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { outbox } from '@/lib/server/db/schema';

/** Removes outbox rows that had to outlive an account's erasure only long enough to be delivered. */
export async function eraseOutboxRows(ids: number[]): Promise<number> {
  const valid = ids.filter((id) => Number.isInteger(id));
  if (!valid.length) return 0;
  const db = await getDb();
  const removed = await db.delete(outbox).where(inArray(outbox.id, valid)).returning({ id: outbox.id });
  return removed.length;
}
