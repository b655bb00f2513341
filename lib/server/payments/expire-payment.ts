import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { type Payment, payments } from '@/lib/server/db/schema';
import { eq } from 'drizzle-orm';
import { providerNamed } from './providers';
import { lockPayment, settleLocked } from './settle-payment';

/**
 * Settles a locked pending payment by what its acquirer says now: paid or declined as it says
 * (a success whose callback has not arrived is never lost), else — once the page's time is up —
 * expired, and the page is withdrawn at the acquirer. Returns false when the page still has time
 * and the acquirer has not decided.
 */
export async function settleByProviderStatus(payment: Payment, now: Date): Promise<boolean> {
  const provider = providerNamed(payment.provider);
  const status = await provider.orderStatus(payment.providerRef);
  // A hold the acquirer has placed reads `held` (or `succeeded` once captured); one it reads as
  // released is no hold to rely on, and counts as refused.
  const placed = status.state === 'held' || (status.state === 'succeeded' && (status.capturedKop ?? 0) > 0);
  const decided = payment.mode === 'hold' ? (placed ? 'held' : status.state === 'voided' ? 'failed' : status.state) : status.state;
  if (decided === 'succeeded' || decided === 'failed' || decided === 'held') {
    await settleLocked(payment, { outcome: decided, amountKop: status.amountKop, currency: status.currency, failureCode: status.failureCode, card: status.card ?? null, data: status.data }, now);
    return true;
  }
  if (now.getTime() < payment.expiresAt.getTime()) return false;
  await provider.cancelCheckout(payment.providerRef);
  await settleLocked(payment, { outcome: 'expired', amountKop: null, currency: null, failureCode: 'expired', data: status.data }, now);
  return true;
}

/**
 * The `payments.expire` job, queued for each payment at its `expires_at` (transactional: the
 * settlement and the job's completion commit together). A payment already settled is left alone.
 */
export async function expirePayment(paymentId: number, now: Date): Promise<void> {
  const db = await getDb();
  const [found] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId));
  if (found?.status !== 'pending') return;
  const payment = await lockPayment(paymentId);
  if (payment?.status !== 'pending') return;
  // Run early (an operator's "Run again"): fail the try, so it comes back after the backoff.
  if (!(await settleByProviderStatus(payment, now))) throw new Error(`payment ${paymentId} has not lapsed yet`);
}
