import 'server-only';
import { and, eq } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import type { PaymentOutcome } from '@/lib/payments/payment-states';
import { onPaymentSettled } from '@/lib/server/bookings/on-payment-settled';
import { paymentReceived } from '@/lib/ledger/postings';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { bookings, type Payment, paymentRefunds, payments } from '@/lib/server/db/schema';
import { PAYMENT_EXPIRE_JOB } from '@/lib/server/jobs/job-names';
import { cancelJob } from '@/lib/server/jobs/schedule-job';
import { postLedger } from '@/lib/server/ledger/post-ledger';
import { log } from '@/lib/server/log';
import type { CallbackEvent } from './provider';
import { queueRefund } from './request-refund';

/** The key of a payment's `payments.expire` run. */
export const expireJobKey = (paymentId: number) => `payment-${paymentId}`;

/** What the acquirer (a callback, a status answer) or its clock says happened to a payment. */
export type SettlementReport = {
  outcome: PaymentOutcome;
  /** The amount and currency the acquirer reports; null for an expiry, which moves no money. */
  amountKop: number | null;
  currency: string | null;
  failureCode: string | null;
  data: Record<string, unknown>;
};

/**
 * Locks a payment for settling, its booking first: every booking transaction (pay, cancel, the
 * timed jobs) locks the booking before its payments, so settling in the same order can never
 * deadlock with them on PostgreSQL.
 */
export async function lockPayment(paymentId: number): Promise<Payment | null> {
  const db = await getDb();
  const [peek] = await db.select({ bookingId: payments.bookingId }).from(payments).where(eq(payments.id, paymentId));
  if (!peek) return null;
  await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, peek.bookingId)).for('update');
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return payment ?? null;
}

/**
 * Settles a locked payment once. A payment no longer pending is left as it is — a replayed,
 * duplicated or reordered report changes nothing — except that money the acquirer says it took
 * for a payment we had closed (cancelled, lapsed or failed meanwhile) is refunded in full, once.
 * A success or failure whose amount or currency is not the payment's is refused and logged. The
 * booking moves in the same transaction (`onPaymentSettled`).
 */
export async function settleLocked(payment: Payment, report: SettlementReport, now: Date): Promise<{ changed: boolean; payment: Payment }> {
  if (payment.status !== 'pending') {
    if (report.outcome === 'succeeded' && payment.status !== 'succeeded') await refundStraySuccess(payment);
    return { changed: false, payment };
  }
  if (report.outcome !== 'expired' && (report.amountKop !== payment.amountKop || report.currency !== 'UAH')) {
    log.error(
      { paymentId: payment.id, reference: payment.providerRef, expected: { amountKop: payment.amountKop, currency: 'UAH' }, reported: { amountKop: report.amountKop, currency: report.currency } },
      'payment report does not match the payment: not settled',
    );
    throw new AppError('payment_mismatch');
  }
  const db = await getDb();
  const [updated] = await db
    .update(payments)
    .set({
      status: report.outcome,
      failureCode: report.outcome === 'succeeded' ? null : (report.failureCode ?? report.outcome),
      providerData: report.data,
      settledAt: now,
    })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
    .returning();
  if (!updated) return { changed: false, payment };
  if (updated.status === 'succeeded') await bookPaymentReceived(updated, now);
  // Its lapse has nothing left to do (when the expiry job itself settles, its run is not queued and this is a no-op).
  await cancelJob(PAYMENT_EXPIRE_JOB, expireJobKey(payment.id));
  await onPaymentSettled(updated, report.outcome);
  log.info({ paymentId: payment.id, bookingId: payment.bookingId, outcome: report.outcome }, 'payment settled');
  return { changed: true, payment: updated };
}

/** A success for a payment we had closed: the renter's money goes back, whole, and only once. */
async function refundStraySuccess(payment: Payment): Promise<void> {
  const db = await getDb();
  const [earlier] = await db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, payment.id), eq(paymentRefunds.reason, STRAY_SUCCESS_REASON)));
  if (earlier) return;
  // The money did reach the acquirer: the books say so before they send it back.
  await bookPaymentReceived(payment, new Date());
  log.warn({ paymentId: payment.id, status: payment.status }, 'the acquirer took money for a closed payment: refunding it');
  await queueRefund(payment, payment.amountKop, STRAY_SUCCESS_REASON);
}

/** Money a payment took, in the ledger: at the acquirer, owed onward by the booking (once per payment). */
function bookPaymentReceived(payment: Payment, at: Date): Promise<boolean> {
  return postLedger({
    key: `payment:${payment.id}`,
    kind: 'payment',
    at,
    bookingId: payment.bookingId,
    paymentId: payment.id,
    entries: paymentReceived({ provider: payment.provider, bookingId: payment.bookingId, amountKop: payment.amountKop }),
    details: { purpose: payment.purpose, reference: payment.providerRef },
  });
}

/** The refund reason of money taken for a payment we had already closed. */
export const STRAY_SUCCESS_REASON = 'paid_after_close';

/**
 * A verified callback (the callback route has checked its signature): settles the payment it
 * names, in one transaction. An unknown reference is a 404 (the acquirer retries; nothing changes).
 */
export function settlePayment(providerName: string, event: CallbackEvent, now = new Date()): Promise<{ changed: boolean; payment: Payment }> {
  return inTransaction(async () => {
    const db = await getDb();
    const [found] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.provider, providerName), eq(payments.providerRef, event.reference)));
    const payment = found && (await lockPayment(found.id));
    if (!payment) throw new AppError('not_found');
    // A rental payment ends paid or declined; reports of other operations on it (a refund's own
    // callback) change nothing here: the refund records its answer through its job.
    if (event.outcome !== 'succeeded' && event.outcome !== 'failed') return { changed: false, payment };
    return settleLocked(payment, { outcome: event.outcome, amountKop: event.amountKop, currency: event.currency, failureCode: event.failureCode, data: event.data }, now);
  });
}
