import 'server-only';
import { type BookLine, countResults, lineKey, type OurLine, type ReconcileLine, type ReconcileResult, reconcileLines, type TotalsRow, totalsRows } from '@/lib/payments/reconcile';
import type { ReconcilePeriod } from '@/lib/payments/reconcile-period';
import { assertStaff } from '@/lib/server/auth/assert-staff';
import type { User } from '@/lib/server/db/schema';
import { trialBalance } from '@/lib/server/ledger/balances';
import { sandboxInPeriod, sandboxSide, statusSide, type Unavailable } from './acquirer-lines';
import { ledgerFigures } from './ledger-figures';
import { addRecordsByReference, type OurRecords, ourLines, ourRecordsInPeriod } from './our-records';

export type ReconciliationReport = {
  period: ReconcilePeriod;
  generatedAt: Date;
  /** Every compared operation, in the order they happened. */
  lines: ReconcileLine[];
  counts: Record<ReconcileResult, number>;
  /** Per provider: the ledger's money figures for these records against the acquirer's. */
  totals: TotalsRow[];
  /** Orders and payouts the acquirer could not be asked about (their lines are not compared). */
  unavailable: Unavailable[];
  /** The whole ledger sums to zero (it always should: the database refuses anything else). */
  booksBalanced: boolean;
};

/** Acquirers whose own books we can read; any other is asked order by order (`orderStatus`). */
const BOOKS = new Set(['sandbox']);

/** Our records the sandbox's operations in the period name, added when they fell outside it. */
async function addNamedBySandbox(records: OurRecords, ours: readonly OurLine[], theirs: readonly BookLine[]): Promise<boolean> {
  const known = new Set(ours.map(lineKey));
  const unknown = theirs.filter((line) => !known.has(lineKey(line)));
  if (!unknown.length) return false;
  const of = (...kinds: BookLine['kind'][]) => unknown.filter((line) => kinds.includes(line.kind)).map((line) => line.reference);
  await addRecordsByReference(records, 'sandbox', { orders: of('charge', 'hold', 'release'), refunds: of('refund'), operations: of('capture', 'void'), payouts: of('payout') });
  return true;
}

/** Leaves a payment (and its refunds and operations) out of the ledger's figures. */
function withoutPayment(records: OurRecords, paymentId: number): void {
  records.payments.delete(paymentId);
  for (const [id, refund] of records.refunds) if (refund.paymentId === paymentId) records.refunds.delete(id);
  for (const [id, operation] of records.operations) if (operation.paymentId === paymentId) records.operations.delete(id);
}

const earliestOpened = (records: OurRecords): Date =>
  new Date(Math.min(Date.now(), ...[...records.payments.values(), ...records.payouts.values()].filter((row) => row.provider === 'sandbox').map((row) => row.createdAt.getTime())));

/**
 * The reconciliation of a period (docs/reconciliation.md), without a check of who asks: for the
 * daily job. Operators reach it through `reconciliationReport`.
 */
export async function buildReconciliation(period: ReconcilePeriod, now = new Date()): Promise<ReconciliationReport> {
  const records = await ourRecordsInPeriod(period.fromAt, period.toAt);
  let ours = await ourLines(records);
  if (await addNamedBySandbox(records, ours, await sandboxInPeriod(period, now))) ours = await ourLines(records);

  const theirs: BookLine[] = [];
  const unavailable: Unavailable[] = [];
  const providers = new Set(ours.map((line) => line.provider));
  theirs.push(...(await sandboxSide(ours, earliestOpened(records), period, now)));
  for (const provider of [...providers].filter((name) => !BOOKS.has(name)).sort()) {
    const side = await statusSide(provider, ours);
    theirs.push(...side.lines);
    unavailable.push(...side.unavailable);
  }
  // What could not be asked is not compared: it would read as missing at the acquirer.
  const unasked = new Set(unavailable.map((item) => `${item.provider}|${item.reference}`));
  const compared = ours.filter((line) => !unasked.has(`${line.provider}|${line.orderReference ?? line.reference}`));
  const lines = reconcileLines(compared, theirs);
  for (const payment of records.payments.values()) if (unasked.has(`${payment.provider}|${payment.providerRef}`)) withoutPayment(records, payment.id);
  for (const payout of records.payouts.values()) if (unasked.has(`${payout.provider}|${payout.reference}`)) records.payouts.delete(payout.id);
  const balances = await trialBalance();
  return {
    period,
    generatedAt: now,
    lines,
    counts: countResults(lines),
    totals: totalsRows(lines, await ledgerFigures(records)),
    unavailable,
    booksBalanced: [...balances.values()].reduce((sum, value) => sum + value, 0) === 0,
  };
}

/** The reconciliation report for an operator (staff only). */
export async function reconciliationReport(actor: User, period: ReconcilePeriod, now = new Date()): Promise<ReconciliationReport> {
  assertStaff(actor);
  return buildReconciliation(period, now);
}
