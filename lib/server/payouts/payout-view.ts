import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import { cardLastFour } from '@/lib/payments/pan-masked';
import type { TPayoutView } from '@/lib/payouts/contracts';
import { getDb } from '@/lib/server/db/client';
import { type Payout, payouts } from '@/lib/server/db/schema';

/** A payout as the API and the owner's page show it (the card by its last four, spec §3 Card). */
export function toPayoutView(payout: Payout): TPayoutView {
  return {
    id: payout.id,
    amount: payout.amountKop,
    method: payout.method as TPayoutView['method'],
    status: payout.status as TPayoutView['status'],
    failure_code: payout.failureCode,
    card_last_four: payout.method === 'card' ? cardLastFour(payout.cardMask) : null,
    note: payout.note,
    created_at: payout.createdAt.toISOString(),
    settled_at: payout.settledAt?.toISOString() ?? null,
  };
}

/** A page of the owner's payouts, newest first, and how many there are. */
export async function ownerPayouts(ownerId: number, { offset = 0, limit = 20 } = {}): Promise<{ payouts: Payout[]; total: number }> {
  const db = await getDb();
  const [counted] = await db.select({ total: count() }).from(payouts).where(eq(payouts.ownerId, ownerId));
  const rows = await db.select().from(payouts).where(eq(payouts.ownerId, ownerId)).orderBy(desc(payouts.createdAt), desc(payouts.id)).limit(limit).offset(offset);
  return { payouts: rows, total: Number(counted?.total ?? 0) };
}
