import 'server-only';
import { and, eq } from 'drizzle-orm';
import { refundConfirmed, refundFailed } from '@/lib/ledger/postings';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { paymentRefunds, payments } from '@/lib/server/db/schema';
import { postLedger } from '@/lib/server/ledger/post-ledger';
import { log } from '@/lib/server/log';
import { providerNamed } from './providers';
import { refundReference } from './refund-reference';

export { refundReference } from './refund-reference';

/**
 * The `payments.refund` job: asks the payment's acquirer for a pending refund and records its
 * answer. Not transactional (it talks to the acquirer), and safe to run twice: a refund no longer
 * pending is left alone, and the acquirer answers a repeated reference with the first refund. An
 * acquirer still working on it fails the try, so it is asked again with backoff.
 */
export async function runRefund(refundId: number, now = new Date()): Promise<'succeeded' | 'failed' | 'unchanged'> {
  const db = await getDb();
  const [refund] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  if (!refund || refund.status !== 'pending') return 'unchanged';
  const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId));
  if (!payment) throw new Error(`refund ${refundId} names no payment`);
  const result = await providerNamed(payment.provider).refund({
    reference: payment.providerRef,
    refundReference: refundReference(payment.providerRef, refund.id),
    amountKop: refund.amountKop,
    currency: 'UAH',
    reason: refund.reason,
  });
  if (result.state === 'pending') throw new Error(`the acquirer has not finished refund ${refundId} yet`);
  const state = result.state;
  // The answer and its money in the books commit together.
  const done = await inTransaction(async (tx) => {
    const [updated] = await tx
      .update(paymentRefunds)
      .set({ status: state, providerRef: result.providerRef, settledAt: now })
      .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'pending')))
      .returning({ id: paymentRefunds.id });
    if (!updated) return false;
    const moved = { provider: payment.provider, amountKop: refund.amountKop };
    await postLedger({
      key: `refund:${refund.id}:${state}`,
      kind: state === 'succeeded' ? 'refund_confirmed' : 'refund_failed',
      at: now,
      bookingId: payment.bookingId,
      paymentId: payment.id,
      refundId: refund.id,
      entries: state === 'succeeded' ? refundConfirmed(moved) : refundFailed(moved),
      details: state === 'failed' ? { failure_code: result.failureCode } : undefined,
    });
    return true;
  });
  if (!done) return 'unchanged';
  if (result.state === 'failed') log.error({ refundId, paymentId: payment.id, failureCode: result.failureCode }, 'the acquirer declined a refund');
  else log.info({ refundId, paymentId: payment.id, amountKop: refund.amountKop }, 'refund made');
  return result.state;
}
