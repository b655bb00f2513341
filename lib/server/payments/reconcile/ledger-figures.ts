import 'server-only';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { ACCOUNT } from '@/lib/ledger/accounts';
import type { MoneyFigures } from '@/lib/payments/reconcile';
import { getDb } from '@/lib/server/db/client';
import { ledgerEntries, ledgerTransactions } from '@/lib/server/db/schema';
import type { OurRecords } from './our-records';

/**
 * What the ledger says moved through each acquirer for the report's records — the movements booked
 * against these payments, refunds and payouts, whenever they were booked (so nothing falls on the
 * wrong side of the period's edges): money in (`payment`, `capture` debits of `acquirer:{p}`), out
 * (`refund_confirmed`, `payout` credits of it), deposits still blocked (`holds:{p}`) and refunds
 * asked but not yet confirmed or declined (`refunds-in-flight:{p}`).
 */
export async function ledgerFigures(records: OurRecords): Promise<Map<string, MoneyFigures>> {
  const paymentIds = [...records.payments.keys()];
  const refundIds = [...records.refunds.keys()];
  const payoutIds = [...records.payouts.keys()];
  const linked = [
    paymentIds.length ? and(inArray(ledgerTransactions.paymentId, paymentIds), inArray(ledgerTransactions.kind, ['payment', 'capture', 'hold', 'hold_released'])) : undefined,
    refundIds.length ? and(inArray(ledgerTransactions.refundId, refundIds), inArray(ledgerTransactions.kind, ['refund_requested', 'refund_confirmed', 'refund_failed'])) : undefined,
    payoutIds.length ? and(inArray(ledgerTransactions.payoutId, payoutIds), eq(ledgerTransactions.kind, 'payout')) : undefined,
  ].filter(Boolean);
  const figures = new Map<string, MoneyFigures>();
  const providers = new Set([...[...records.payments.values()].map((p) => p.provider), ...[...records.payouts.values()].flatMap((p) => (p.provider ? [p.provider] : []))]);
  for (const provider of providers) figures.set(provider, { inKop: 0, outKop: 0, heldKop: 0, inFlightKop: 0 });
  if (!linked.length) return figures;
  const db = await getDb();
  const rows = await db
    .select({ kind: ledgerTransactions.kind, account: ledgerEntries.account, total: sql<string>`sum(${ledgerEntries.amountKop})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(or(...linked))
    .groupBy(ledgerTransactions.kind, ledgerEntries.account);
  for (const provider of providers) {
    const sum = (account: string, kinds: string[]) => rows.filter((row) => row.account === account && kinds.includes(row.kind)).reduce((total, row) => total + Number(row.total), 0);
    figures.set(provider, {
      inKop: sum(ACCOUNT.acquirer(provider), ['payment', 'capture']),
      outKop: -sum(ACCOUNT.acquirer(provider), ['refund_confirmed', 'payout']),
      heldKop: sum(ACCOUNT.holds(provider), ['hold', 'hold_released', 'capture']),
      inFlightKop: -sum(ACCOUNT.refundsInFlight(provider), ['refund_requested', 'refund_confirmed', 'refund_failed']),
    });
  }
  return figures;
}
