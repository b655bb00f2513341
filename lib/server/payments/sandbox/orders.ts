import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { isPaymentReference } from '@/lib/payments/reference';
import { getDb } from '@/lib/server/db/client';
import { type SandboxAcquirerOrder, sandboxAcquirerCards, sandboxAcquirerOrders } from '@/lib/server/db/schema';
import type { CardCheckRequest, CheckoutRequest, OrderStatus } from '../provider';
import { sandboxHoldLapsed, sandboxHoldLapsesAt } from './hold-lifetime';

/**
 * The sandbox acquirer's side of an order: what the bank records and answers. Nothing here reads
 * our `payments`; the merchant is known only through what it sent (docs/payments.md).
 */

/**
 * An order as its page and its status answer see it: an undecided order past its time is expired,
 * and a hold past its lifetime is voided (it lapsed).
 */
export type SandboxOrderState = 'open' | 'otp' | 'paid' | 'held' | 'verified' | 'voided' | 'declined' | 'cancelled' | 'expired';

export function sandboxOrderState(order: Pick<SandboxAcquirerOrder, 'status' | 'expiresAt' | 'decidedAt'>, now: Date): SandboxOrderState {
  const undecided = order.status === 'created' || order.status === 'otp';
  if (undecided && now.getTime() >= order.expiresAt.getTime()) return 'expired';
  if (sandboxHoldLapsed(order, now)) return 'voided';
  return order.status === 'created' ? 'open' : (order.status as SandboxOrderState);
}

/** The bank's own id of an operation, as it would print it on a statement. */
export const sandboxOperationId = () => `sbx-${randomBytes(8).toString('hex')}`;

/** A hosted page's order needs a reference its page path can carry (`kp-` and 20 hex digits). */
function assertPageReference(reference: string): void {
  if (!isPaymentReference(reference)) throw new Error(`a sandbox page order needs a kp-… reference, not "${reference}"`);
}

/**
 * Opens an order for a payment page (idempotent on the merchant's reference: asked twice, the first
 * one stands): a charge, or with `mode: 'hold'` a hold; `saveCard` tokenises the card on success.
 */
export function openSandboxOrder(request: CheckoutRequest, merchant: string): Promise<SandboxAcquirerOrder> {
  return storePageOrder({
    reference: request.reference,
    merchant,
    customerRef: request.customerRef,
    description: request.description,
    mode: request.mode ?? 'charge',
    saveCard: request.saveCard ?? false,
    cardPurpose: request.saveCard ? 'payment' : null,
    amountKop: request.amountKop,
    currency: request.currency,
    locale: request.locale,
    returnUrl: request.returnUrl,
    callbackUrl: request.callbackUrl,
    expiresAt: request.expiresAt,
  });
}

/**
 * Opens a card check (`verifyCard`): the same page, amount 0, nothing charged; the card is
 * tokenised for the purpose asked ('payment' or 'payout'). Idempotent on the reference.
 */
export function openSandboxCardCheck(request: CardCheckRequest, merchant: string): Promise<SandboxAcquirerOrder> {
  return storePageOrder({
    reference: request.reference,
    merchant,
    customerRef: request.customerRef,
    // The page names a card check in the customer's language itself.
    description: '',
    mode: 'verify',
    saveCard: true,
    cardPurpose: request.purpose,
    amountKop: 0,
    currency: 'UAH',
    locale: request.locale,
    returnUrl: request.returnUrl,
    callbackUrl: request.callbackUrl,
    expiresAt: request.expiresAt,
  });
}

/** A hosted page's order, stored once per reference (asked twice, the first one stands). */
async function storePageOrder(values: typeof sandboxAcquirerOrders.$inferInsert): Promise<SandboxAcquirerOrder> {
  assertPageReference(values.reference);
  const db = await getDb();
  await db.insert(sandboxAcquirerOrders).values(values).onConflictDoNothing({ target: sandboxAcquirerOrders.reference });
  const order = await findSandboxOrder(values.reference);
  if (!order) throw new Error(`sandbox order ${values.reference} could not be stored`);
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

const ORDER_STATE = {
  open: 'pending',
  otp: 'pending',
  paid: 'succeeded',
  held: 'held',
  // OrderState has no word for a passed card check: it succeeded, with amount 0 and the card.
  verified: 'succeeded',
  voided: 'voided',
  declined: 'failed',
  cancelled: 'cancelled',
  expired: 'expired',
} as const;

/** The status answer: the order's state in the interface's words, with what the bank knows. */
export async function sandboxOrderStatus(reference: string, now = new Date()): Promise<OrderStatus> {
  const order = await findSandboxOrder(reference);
  if (!order) return { reference, state: 'unknown', amountKop: null, currency: null, failureCode: null, data: { status: 'not_found' } };
  const state = sandboxOrderState(order, now);
  const lapsed = sandboxHoldLapsed(order, now);
  const hold = order.mode === 'hold';
  const heldKop = hold ? (lapsed ? 0 : (order.heldKop ?? 0)) : null;
  const capturedKop = hold ? (order.capturedKop ?? 0) : null;
  const card = order.cardId ? (await (await getDb()).select().from(sandboxAcquirerCards).where(eq(sandboxAcquirerCards.id, order.cardId)))[0] : undefined;
  return {
    reference,
    state: ORDER_STATE[state],
    amountKop: order.amountKop,
    currency: order.currency,
    failureCode: lapsed ? 'hold_expired' : order.failureCode,
    heldKop,
    capturedKop,
    card: card ? { token: card.token, panMasked: card.panMasked } : null,
    data: {
      status: state,
      mode: order.mode,
      operation_id: order.operationId,
      card_last4: order.cardLast4,
      pan_masked: order.panMasked,
      refunded_kop: order.refundedKop,
      held_kop: heldKop,
      captured_kop: capturedKop,
      hold_expires_at: hold && order.status === 'held' && order.decidedAt ? sandboxHoldLapsesAt(order.decidedAt).toISOString() : null,
    },
  };
}
