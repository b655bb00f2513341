import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { bookingEvents, bookings, type User } from '@/lib/server/db/schema';
import { assertStaff } from '@/lib/server/auth/assert-staff';
import { type PaymentRefund, queueRefund, refundableKop } from './request-refund';
import { lockPayment } from './settle-payment';

/** The reason an operator's refund is recorded under; their words go to the booking's log. */
export const OPERATOR_REFUND_REASON = 'operator';

/**
 * An operator gives part or all of a payment back to the card it came from, with a reason (a
 * complaint upheld, a goodwill gesture): a refund queued like any other, counted on the booking,
 * and written to its event log (who, how much, why) — in one transaction, under the payment's lock
 * (the booking's first), so refunds asked at once never add up to more than the payment took.
 * Operators only; a payment that took nothing (pending, declined, a hold still held) is
 * `payment_not_refundable`.
 */
export function refundByOperator(operator: User, paymentId: number, amountKop: number, reason: string, now = new Date()): Promise<PaymentRefund> {
  assertStaff(operator);
  const why = reason.trim();
  if (!why) throw new AppError('validation_failed', { fields: { reason: { key: 'required' } } });
  return inTransaction(async () => {
    const payment = await lockPayment(paymentId);
    if (!payment) throw new AppError('not_found');
    if (refundableKop(payment) === 0) throw new AppError('payment_not_refundable');
    const refund = await queueRefund(payment, amountKop, OPERATOR_REFUND_REASON);
    const db = await getDb();
    const [booking] = await db
      .update(bookings)
      .set({ refundedKop: sql`${bookings.refundedKop} + ${amountKop}`, updatedAt: now })
      .where(eq(bookings.id, payment.bookingId))
      .returning({ id: bookings.id, status: bookings.status });
    await db.insert(bookingEvents).values({
      bookingId: booking!.id,
      actor: 'operator',
      actorId: operator.id,
      action: 'operator_refund',
      fromStatus: booking!.status,
      toStatus: booking!.status,
      reason: why,
      details: { payment_id: payment.id, refund_id: refund.id, amount: amountKop },
      createdAt: now,
    });
    return refund;
  });
}
