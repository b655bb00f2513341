import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { paymentRefunds, payments } from '@/lib/server/db/schema';
import { refundReference } from '../refund-reference';

/**
 * WayForPay's REFUND carries no reference of ours: asked again after a crash between its answer and
 * our record, a partial refund would be made twice. So before asking, what WayForPay says it has
 * refunded on the order (`refundAmount` of CHECK_STATUS) is compared with what we recorded as
 * refunded; the difference can only be a refund we asked and did not get to record.
 *
 * That reading needs to know which refund the difference is. It is this one when no other refund
 * of the order can be under way: the refunds of one order are asked one at a time, oldest first — a
 * refund waits while an earlier one of the same order is still pending.
 */
export type RecordedRefunds = {
  refundId: number;
  /** What our records say WayForPay has refunded on the order (refunds recorded as made). */
  confirmedKop: number;
  /** Earlier refunds of the order still pending: this one waits for them. */
  earlierPending: number[];
};

/** Our record of the order's refunds, or null when the refund is not one of ours (the order or the reference unknown). */
export async function recordedRefunds(reference: string, refundRef: string): Promise<RecordedRefunds | null> {
  const db = await getDb();
  const [payment] = await db
    .select({ id: payments.id, providerRef: payments.providerRef })
    .from(payments)
    .where(and(eq(payments.provider, 'wayforpay'), eq(payments.providerRef, reference)));
  if (!payment) return null;
  const refunds = await db
    .select({ id: paymentRefunds.id, amountKop: paymentRefunds.amountKop, status: paymentRefunds.status })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, payment.id))
    .orderBy(asc(paymentRefunds.id));
  const mine = refunds.find((refund) => refundReference(payment.providerRef, refund.id) === refundRef);
  if (!mine) return null;
  return {
    refundId: mine.id,
    confirmedKop: refunds.filter((refund) => refund.status === 'succeeded').reduce((sum, refund) => sum + refund.amountKop, 0),
    earlierPending: refunds.filter((refund) => refund.status === 'pending' && refund.id < mine.id).map((refund) => refund.id),
  };
}
