import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type SandboxAcquirerRefund, sandboxAcquirerOrders, sandboxAcquirerRefunds } from '@/lib/server/db/schema';
import type { RefundRequest, RefundResult } from '../provider';
import { sandboxCardById, sandboxCardToken } from './cards';
import { recordSandboxCallback, sendSandboxCallbacks } from './deliver-callback';
import { assertAmount } from './operation-result';
import { findSandboxOrder } from './orders';

const answer = (refund: SandboxAcquirerRefund): RefundResult => ({
  state: refund.status === 'succeeded' ? 'succeeded' : 'failed',
  providerRef: `sbx-refund-${refund.id}`,
  failureCode: refund.failureCode,
  data: { status: refund.status, amount_kop: refund.amountKop, failure_code: refund.failureCode },
});

/**
 * A refund of a paid order — a charge, a charge by token, or a captured hold — once per refund
 * reference: a repeated request answers with the first refund's outcome and moves no money again.
 * Never beyond what was taken (the whole charge; of a hold, what was captured). Declined
 * (`order_not_paid`, `exceeds_amount`, `currency_mismatch`) and recorded; `order_not_found` for an
 * unknown order, `duplicate_reference` for a refund reference already used on another order. A refund that succeeds is reported to the merchant by a signed `refunded` callback.
 */
export async function refundSandboxOrder(request: RefundRequest, now = new Date()): Promise<RefundResult> {
  assertAmount(request.amountKop, 'refund');
  const done = await inTransaction(async () => {
    const db = await getDb();
    const order = await findSandboxOrder(request.reference, { lock: true });
    // Under the order's lock, so two tries of the same refund cannot both miss the first.
    const [earlier] = await db.select().from(sandboxAcquirerRefunds).where(eq(sandboxAcquirerRefunds.reference, request.refundReference));
    if (earlier) {
      // The same reference on another order is no repetition but a clash of the merchant's keys.
      if (earlier.orderId !== order?.id) return { result: { state: 'failed', providerRef: null, failureCode: 'duplicate_reference', data: { status: 'declined' } } satisfies RefundResult, callbackId: null };
      return { result: answer(earlier), callbackId: null };
    }
    if (!order) return { result: { state: 'failed', providerRef: null, failureCode: 'order_not_found', data: { status: 'declined' } } satisfies RefundResult, callbackId: null };
    const taken = order.mode === 'hold' ? (order.capturedKop ?? 0) : order.amountKop;
    const failureCode =
      order.status !== 'paid' ? 'order_not_paid' : request.currency !== order.currency ? 'currency_mismatch' : order.refundedKop + request.amountKop > taken ? 'exceeds_amount' : null;
    const [refund] = await db
      .insert(sandboxAcquirerRefunds)
      .values({ orderId: order.id, reference: request.refundReference, amountKop: request.amountKop, status: failureCode ? 'declined' : 'succeeded', failureCode, createdAt: now })
      .returning();
    if (failureCode) return { result: answer(refund!), callbackId: null };
    const [changed] = await db
      .update(sandboxAcquirerOrders)
      .set({ refundedKop: order.refundedKop + request.amountKop })
      .where(eq(sandboxAcquirerOrders.id, order.id))
      .returning();
    const callbackId = await recordSandboxCallback(
      changed!,
      sandboxCardToken(await sandboxCardById(changed!.cardId)),
      { event: 'refunded', operation: 'refund', operationReference: request.refundReference, operationId: `sbx-refund-${refund!.id}`, amountKop: request.amountKop, failureCode: null, at: now },
      now,
    );
    return { result: answer(refund!), callbackId };
  });
  if (done.callbackId) await sendSandboxCallbacks([done.callbackId], now);
  return done.result;
}
