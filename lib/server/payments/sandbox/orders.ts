import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type SandboxAcquirerOrder, sandboxAcquirerOrders, sandboxAcquirerRefunds } from '@/lib/server/db/schema';
import type { CheckoutRequest, OrderStatus, RefundRequest, RefundResult } from '../provider';

/**
 * The sandbox acquirer's side of an order: what the bank records and answers. Nothing here reads
 * our `payments`; the merchant is known only through what it sent (docs/payments.md).
 */

/** An order as its page and its status answer see it: an undecided order past its time is expired. */
export type SandboxOrderState = 'open' | 'otp' | 'paid' | 'declined' | 'cancelled' | 'expired';

export function sandboxOrderState(order: Pick<SandboxAcquirerOrder, 'status' | 'expiresAt'>, now: Date): SandboxOrderState {
  const undecided = order.status === 'created' || order.status === 'otp';
  if (undecided && now.getTime() >= order.expiresAt.getTime()) return 'expired';
  return order.status === 'created' ? 'open' : (order.status as SandboxOrderState);
}

/** The bank's own id of an operation, as it would print it on a statement. */
export const sandboxOperationId = () => `sbx-${randomBytes(8).toString('hex')}`;

/** Opens an order (idempotent on the merchant's reference: asked twice, the first one stands). */
export async function openSandboxOrder(request: CheckoutRequest, merchant: string): Promise<SandboxAcquirerOrder> {
  const db = await getDb();
  await db
    .insert(sandboxAcquirerOrders)
    .values({
      reference: request.reference,
      merchant,
      customerRef: request.customerRef,
      description: request.description,
      amountKop: request.amountKop,
      currency: request.currency,
      locale: request.locale,
      returnUrl: request.returnUrl,
      callbackUrl: request.callbackUrl,
      expiresAt: request.expiresAt,
    })
    .onConflictDoNothing({ target: sandboxAcquirerOrders.reference });
  const order = await findSandboxOrder(request.reference);
  if (!order) throw new Error(`sandbox order ${request.reference} could not be stored`);
  return order;
}

export async function findSandboxOrder(reference: string, options: { lock?: boolean } = {}): Promise<SandboxAcquirerOrder | null> {
  const db = await getDb();
  const query = db.select().from(sandboxAcquirerOrders).where(eq(sandboxAcquirerOrders.reference, reference));
  const [order] = options.lock ? await query.for('update') : await query;
  return order ?? null;
}

/**
 * The merchant withdraws an unpaid order: its page takes no card from now on. A decided order stays
 * as it is, and so does a lapsed one (it already takes nothing, and its page says it ran out).
 */
export async function cancelSandboxOrder(reference: string, now = new Date()): Promise<void> {
  const db = await getDb();
  await db
    .update(sandboxAcquirerOrders)
    .set({ status: 'cancelled', decidedAt: now })
    .where(and(eq(sandboxAcquirerOrders.reference, reference), inArray(sandboxAcquirerOrders.status, ['created', 'otp']), gt(sandboxAcquirerOrders.expiresAt, now)));
}

/** The status answer: the order's state in the interface's words, with what the bank knows. */
export async function sandboxOrderStatus(reference: string, now = new Date()): Promise<OrderStatus> {
  const order = await findSandboxOrder(reference);
  if (!order) return { reference, state: 'unknown', amountKop: null, currency: null, failureCode: null, data: { status: 'not_found' } };
  const state = sandboxOrderState(order, now);
  const ours = { open: 'pending', otp: 'pending', paid: 'succeeded', declined: 'failed', cancelled: 'cancelled', expired: 'expired' } as const;
  return {
    reference,
    state: ours[state],
    amountKop: order.amountKop,
    currency: order.currency,
    failureCode: order.failureCode,
    data: { status: state, operation_id: order.operationId, card_last4: order.cardLast4, refunded_kop: order.refundedKop },
  };
}

/**
 * A refund of a paid order, once per refund reference: a repeated request answers with the first
 * refund's outcome and moves no money again. Declined when the order was never paid or the
 * refunds would exceed what it took.
 */
export function refundSandboxOrder(request: RefundRequest): Promise<RefundResult> {
  return inTransaction(async () => {
    const db = await getDb();
    const answer = (refund: typeof sandboxAcquirerRefunds.$inferSelect): RefundResult => ({
      state: refund.status === 'succeeded' ? 'succeeded' : 'failed',
      providerRef: `sbx-refund-${refund.id}`,
      failureCode: refund.failureCode,
      data: { status: refund.status, amount_kop: refund.amountKop, failure_code: refund.failureCode },
    });
    const order = await findSandboxOrder(request.reference, { lock: true });
    // Under the order's lock, so two tries of the same refund cannot both miss the first.
    const [earlier] = await db.select().from(sandboxAcquirerRefunds).where(eq(sandboxAcquirerRefunds.reference, request.refundReference));
    if (earlier) return answer(earlier);
    if (!order) return { state: 'failed', providerRef: null, failureCode: 'order_not_found', data: { status: 'declined' } };
    const failureCode =
      order.status !== 'paid' ? 'order_not_paid' : request.currency !== order.currency ? 'currency_mismatch' : order.refundedKop + request.amountKop > order.amountKop ? 'exceeds_amount' : null;
    const [refund] = await db
      .insert(sandboxAcquirerRefunds)
      .values({ orderId: order.id, reference: request.refundReference, amountKop: request.amountKop, status: failureCode ? 'declined' : 'succeeded', failureCode })
      .returning();
    if (!failureCode) {
      await db
        .update(sandboxAcquirerOrders)
        .set({ refundedKop: order.refundedKop + request.amountKop })
        .where(eq(sandboxAcquirerOrders.id, order.id));
    }
    return answer(refund!);
  });
}
