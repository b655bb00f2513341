import 'server-only';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { FINAL_STATUSES } from '@/lib/bookings/status';
import { ACCOUNT } from '@/lib/ledger/accounts';
import { expectedNet, type OwnerMoney, ownerMoney } from '@/lib/payouts/amounts';
import { getDb } from '@/lib/server/db/client';
import { type PaymentCard, paymentCards } from '@/lib/server/db/schema';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The owner's balance, payouts in progress and paid out, read in ONE statement, so they come from
 * one snapshot: a payout finishing meanwhile (its ledger movement and its status commit together)
 * is seen wholly or not at all — never half, which could show its money twice.
 */
async function balances(ownerId: number): Promise<{ ledger: number; inFlight: number; paidOut: number }> {
  const db = await getDb();
  const [row] = rowsOf<{ ledger: string; in_flight: string; paid_out: string }>(
    await db.execute(sql`
      select
        (select coalesce(sum(amount_kop), 0) from ledger_entries where account = ${ACCOUNT.owner(ownerId)})::text as ledger,
        (select coalesce(sum(amount_kop), 0) from payouts where owner_id = ${ownerId} and status = 'pending')::text as in_flight,
        (select coalesce(sum(amount_kop), 0) from payouts where owner_id = ${ownerId} and status = 'succeeded')::text as paid_out`),
  );
  return { ledger: Number(row?.ledger ?? 0), inFlight: Number(row?.in_flight ?? 0), paidOut: Number(row?.paid_out ?? 0) };
}

/** What can be paid out now (`owner:{id}` less payouts in progress), from one snapshot. */
export async function availableKop(ownerId: number): Promise<number> {
  const { ledger, inFlight } = await balances(ownerId);
  return -ledger - inFlight;
}

/** The expected share of every unfinished booking of the owner that holds money. */
async function pendingEarningsKop(ownerId: number): Promise<number> {
  const db = await getDb();
  const rows = rowsOf<{ commission_bp: number; held: string }>(
    await db.execute(sql`
      select b.commission_bp, (-sum(e.amount_kop))::text as held
      from bookings b
      join ledger_entries e on e.account = 'booking:' || b.id
      where b.owner_id = ${ownerId} and b.status not in (${sql.join(FINAL_STATUSES.map((s) => sql`${s}`), sql`, `)})
      group by b.id, b.commission_bp`),
  );
  return rows.reduce((sum, row) => sum + expectedNet(Number(row.held), Number(row.commission_bp)), 0);
}

/** Pending, available, in progress and paid out for one owner (docs/payouts.md). */
export async function ownerMoneyOf(ownerId: number): Promise<OwnerMoney> {
  const { ledger, inFlight, paidOut } = await balances(ownerId);
  const pendingKop = await pendingEarningsKop(ownerId);
  return ownerMoney({ ownerLedgerKop: ledger, inFlightKop: inFlight, paidOutKop: paidOut, pendingKop });
}

/** The owner's payout card at this acquirer (one at a time; a card of another acquirer cannot be paid there). */
export async function activePayoutCard(ownerId: number, provider: string): Promise<PaymentCard | null> {
  const db = await getDb();
  const [card] = await db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.userId, ownerId), eq(paymentCards.purpose, 'payout'), eq(paymentCards.provider, provider), isNull(paymentCards.removedAt)))
    .orderBy(desc(paymentCards.id))
    .limit(1);
  return card ?? null;
}

export const toApiMoney = (money: OwnerMoney) => ({ pending: money.pendingKop, available: money.availableKop, paid_out: money.paidOutKop, in_progress: money.inFlightKop });
