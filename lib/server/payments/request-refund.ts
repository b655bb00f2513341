import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import { refundRequested } from '@/lib/ledger/postings';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type Payment, paymentRefunds } from '@/lib/server/db/schema';
import { PAYMENT_REFUND_JOB } from '@/lib/server/jobs/job-names';
import { scheduleJob } from '@/lib/server/jobs/schedule-job';
import { postLedger } from '@/lib/server/ledger/post-ledger';
import { lockPayment } from './settle-payment';

export type PaymentRefund = typeof paymentRefunds.$inferSelect;

/** Tries of a refund at the acquirer before it is left to operators (`/admin/jobs`). */
const REFUND_ATTEMPTS = 10;

/**
 * Asks for `amountKop` of a paid payment back to the renter's card, for `reason` (kept on the
 * refund): a pending `payment_refunds` row, and the `payments.refund` job that asks the acquirer,
 * both in the caller's transaction — they exist together with the change that wanted the refund
 * (a cancellation), or not at all. Refunds of one payment never add up to more than it took
 * (`refund_exceeds_payment`); only a succeeded payment can be refunded (`payment_not_refundable`).
 */
export function requestRefund(payment: Payment, amountKop: number, reason: string): Promise<PaymentRefund> {
  return inTransaction(async () => {
    // Locked (the booking first, as every booking transaction locks), so two refunds asked at once
    // are counted one after the other, and the booking's share-out at commit cannot deadlock.
    const current = await lockPayment(payment.id);
    if (!current || refundableKop(current) === 0) throw new AppError('payment_not_refundable');
    return queueRefund(current, amountKop, reason);
  });
}

/** What a payment took and can give back: a paid order all of it, a deposit what was captured of it. */
export const refundableKop = (payment: Payment): number =>
  payment.status === 'succeeded' ? payment.amountKop : payment.status === 'captured' ? (payment.capturedKop ?? 0) : 0;

/**
 * The refund row and its job, for a payment the caller holds locked. Settlement uses it directly
 * for money taken after we had closed the payment (its status is then not `succeeded`).
 */
export async function queueRefund(payment: Payment, amountKop: number, reason: string): Promise<PaymentRefund> {
  if (!Number.isInteger(amountKop) || amountKop <= 0) throw new Error(`a refund must be a positive whole number of kopiyky, not ${amountKop}`);
  const db = await getDb();
  const [asked] = await db
    .select({ total: sql<number>`coalesce(sum(${paymentRefunds.amountKop}), 0)::int` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, payment.id), ne(paymentRefunds.status, 'failed')));
  // A stray success (settle-payment.ts) is refunded whole although we had closed its payment.
  const cap = payment.status === 'succeeded' || payment.status === 'captured' ? refundableKop(payment) : payment.amountKop;
  if ((asked?.total ?? 0) + amountKop > cap) throw new AppError('refund_exceeds_payment');
  const [refund] = await db.insert(paymentRefunds).values({ paymentId: payment.id, amountKop, reason }).returning();
  // From now the booking no longer owes this money onward: it is on its way back to the card.
  await postLedger({
    key: `refund:${refund!.id}:requested`,
    kind: 'refund_requested',
    at: refund!.createdAt,
    bookingId: payment.bookingId,
    paymentId: payment.id,
    refundId: refund!.id,
    entries: refundRequested({ provider: payment.provider, bookingId: payment.bookingId, amountKop }),
    details: { reason },
  });
  await scheduleJob(PAYMENT_REFUND_JOB, { key: `refund-${refund!.id}`, payload: { refundId: refund!.id }, maxAttempts: REFUND_ATTEMPTS });
  return refund!;
}
