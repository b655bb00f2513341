import 'server-only';
import { and, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { LineState, OurLine } from '@/lib/payments/reconcile';
import { getDb } from '@/lib/server/db/client';
import { ledgerTransactions, type Payment, type PaymentOperation, paymentOperations, paymentRefunds, payments, type Payout, payouts } from '@/lib/server/db/schema';
import { refundReference } from '../refund-reference';

type PaymentRefund = typeof paymentRefunds.$inferSelect;

/** Our records a report covers: payments, their refunds and hold operations, and payouts to cards. */
export type OurRecords = {
  payments: Map<number, Payment>;
  refunds: Map<number, PaymentRefund>;
  operations: Map<number, PaymentOperation>;
  payouts: Map<number, Payout>;
};

export const emptyRecords = (): OurRecords => ({ payments: new Map(), refunds: new Map(), operations: new Map(), payouts: new Map() });

const within = (column: Parameters<typeof gte>[0], fromAt: Date, toAt: Date) => and(gte(column, fromAt), lt(column, toAt));

/** Adds rows, and the payments that refunds and operations belong to (their order is what the acquirer knows). */
async function addRows(records: OurRecords, rows: { payments?: Payment[]; refunds?: PaymentRefund[]; operations?: PaymentOperation[]; payouts?: Payout[] }): Promise<void> {
  for (const row of rows.payments ?? []) records.payments.set(row.id, row);
  for (const row of rows.refunds ?? []) records.refunds.set(row.id, row);
  for (const row of rows.operations ?? []) records.operations.set(row.id, row);
  for (const row of rows.payouts ?? []) records.payouts.set(row.id, row);
  const parents = [...(rows.refunds ?? []), ...(rows.operations ?? [])].map((row) => row.paymentId).filter((id) => !records.payments.has(id));
  if (parents.length) {
    const db = await getDb();
    for (const row of await db.select().from(payments).where(inArray(payments.id, [...new Set(parents)]))) records.payments.set(row.id, row);
  }
}

/** Records opened or settled in `[fromAt, toAt)`. Manual payouts never went through an acquirer and are left out. */
export async function ourRecordsInPeriod(fromAt: Date, toAt: Date): Promise<OurRecords> {
  const db = await getDb();
  const records = emptyRecords();
  await addRows(records, {
    payments: await db.select().from(payments).where(or(within(payments.createdAt, fromAt, toAt), within(payments.settledAt, fromAt, toAt))),
    refunds: await db.select().from(paymentRefunds).where(or(within(paymentRefunds.createdAt, fromAt, toAt), within(paymentRefunds.settledAt, fromAt, toAt))),
    operations: await db.select().from(paymentOperations).where(or(within(paymentOperations.createdAt, fromAt, toAt), within(paymentOperations.settledAt, fromAt, toAt))),
    payouts: await db
      .select()
      .from(payouts)
      .where(and(eq(payouts.method, 'card'), or(within(payouts.createdAt, fromAt, toAt), within(payouts.settledAt, fromAt, toAt)))),
  });
  return records;
}

/** A refund's id from its reference (`kr-{order}-{id}`); checked below against the reference that id makes. */
const refundIdOf = (reference: string) => Number(/-(\d+)$/.exec(reference)?.[1] ?? NaN);

/**
 * Adds our records the acquirer names by reference (its operations in the period whose record of
 * ours lies outside it, or does not exist): orders by `provider_ref`, refunds by their reference,
 * hold operations and payouts by theirs.
 */
export async function addRecordsByReference(records: OurRecords, provider: string, references: { orders: string[]; refunds: string[]; operations: string[]; payouts: string[] }): Promise<void> {
  const db = await getDb();
  const refundIds = references.refunds.map(refundIdOf).filter(Number.isInteger);
  const refundRows = refundIds.length ? await db.select().from(paymentRefunds).where(inArray(paymentRefunds.id, refundIds)) : [];
  await addRows(records, {
    payments: references.orders.length ? await db.select().from(payments).where(and(eq(payments.provider, provider), inArray(payments.providerRef, references.orders))) : [],
    operations: references.operations.length ? await db.select().from(paymentOperations).where(inArray(paymentOperations.reference, references.operations)) : [],
    payouts: references.payouts.length ? await db.select().from(payouts).where(and(eq(payouts.method, 'card'), inArray(payouts.reference, references.payouts))) : [],
    refunds: refundRows,
  });
  // A refund id read from a reference is ours only if that reference is what the refund makes.
  for (const refund of refundRows) {
    const payment = records.payments.get(refund.paymentId);
    if (!payment || payment.provider !== provider || !references.refunds.includes(refundReference(payment.providerRef, refund.id))) records.refunds.delete(refund.id);
  }
}

const stateOf = (status: string): LineState => (status === 'succeeded' ? 'succeeded' : status === 'pending' ? 'pending' : 'declined');

/**
 * Our records as lines. A payment is its order's decision — a charge taken (also one we had closed
 * and the acquirer took all the same: the ledger has its money), or a hold placed — and a hold
 * released without a release of ours (it lapsed at the acquirer) adds a `release`. Refunds, hold
 * operations and card payouts are one line each, under the reference the acquirer knows them by.
 */
export async function ourLines(records: OurRecords): Promise<OurLine[]> {
  const db = await getDb();
  const ids = [...records.payments.keys()];
  const booked = ids.length
    ? await db
        .select({ paymentId: ledgerTransactions.paymentId, kind: ledgerTransactions.kind })
        .from(ledgerTransactions)
        .where(and(inArray(ledgerTransactions.paymentId, ids), inArray(ledgerTransactions.kind, ['payment', 'hold'])))
    : [];
  const bookedAs = new Set(booked.map((row) => `${row.kind}:${row.paymentId}`));
  const lines: OurLine[] = [];
  const operations = [...records.operations.values()].sort((a, b) => a.id - b.id);
  for (const payment of [...records.payments.values()].sort((a, b) => a.id - b.id)) {
    const base = { provider: payment.provider, orderReference: payment.providerRef, bookingId: payment.bookingId };
    const at = payment.settledAt ?? payment.createdAt;
    if (payment.mode === 'hold') {
      const placed = ['held', 'captured', 'voided'].includes(payment.status) || bookedAs.has(`hold:${payment.id}`);
      const state: LineState = placed ? 'succeeded' : payment.status === 'pending' ? 'pending' : 'declined';
      lines.push({ ...base, kind: 'hold', reference: payment.providerRef, amountKop: payment.amountKop, state, at, record: { table: 'payments', id: payment.id } });
      const released = operations.some((op) => op.paymentId === payment.id && op.kind === 'void' && op.status === 'succeeded');
      if (payment.status === 'voided' && !released) {
        lines.push({ ...base, kind: 'release', reference: payment.providerRef, amountKop: payment.amountKop, state: 'succeeded', at, record: { table: 'payments', id: payment.id } });
      }
    } else {
      const taken = payment.status === 'succeeded' || bookedAs.has(`payment:${payment.id}`);
      const state: LineState = taken ? 'succeeded' : payment.status === 'pending' ? 'pending' : 'declined';
      lines.push({ ...base, kind: 'charge', reference: payment.providerRef, amountKop: payment.amountKop, state, at, record: { table: 'payments', id: payment.id } });
    }
  }
  for (const refund of [...records.refunds.values()].sort((a, b) => a.id - b.id)) {
    const payment = records.payments.get(refund.paymentId)!;
    lines.push({
      provider: payment.provider,
      kind: 'refund',
      reference: refundReference(payment.providerRef, refund.id),
      orderReference: payment.providerRef,
      amountKop: refund.amountKop,
      state: stateOf(refund.status),
      at: refund.settledAt ?? refund.createdAt,
      record: { table: 'payment_refunds', id: refund.id },
      bookingId: payment.bookingId,
    });
  }
  for (const operation of operations) {
    const payment = records.payments.get(operation.paymentId)!;
    lines.push({
      provider: payment.provider,
      kind: operation.kind === 'capture' ? 'capture' : 'void',
      reference: operation.reference,
      orderReference: payment.providerRef,
      // A release names the whole hold at the acquirer (hold-operation.ts asks it so).
      amountKop: operation.kind === 'void' ? payment.amountKop : operation.amountKop,
      state: stateOf(operation.status),
      at: operation.settledAt ?? operation.createdAt,
      record: { table: 'payment_operations', id: operation.id },
      bookingId: payment.bookingId,
    });
  }
  for (const payout of [...records.payouts.values()].sort((a, b) => a.id - b.id)) {
    if (!payout.provider) continue;
    lines.push({
      provider: payout.provider,
      kind: 'payout',
      reference: payout.reference,
      orderReference: null,
      amountKop: payout.amountKop,
      state: stateOf(payout.status),
      at: payout.settledAt ?? payout.createdAt,
      record: { table: 'payouts', id: payout.id },
      bookingId: null,
    });
  }
  return lines;
}
