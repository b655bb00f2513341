import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { type User, users } from '@/lib/server/db/schema';

/**
 * Locks the owner's account row for the rest of the open transaction: every decision that takes
 * money out of an owner's available balance (a payout asked for, a manual payout recorded) holds it
 * from its check to its insert, so two at once are decided one after the other and never together
 * pay out more than is there.
 */
export async function lockOwner(ownerId: number): Promise<User | null> {
  const db = await getDb();
  const [owner] = await db.select().from(users).where(eq(users.id, ownerId)).for('update');
  return owner ?? null;
}
