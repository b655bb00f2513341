import 'server-only';
import { eq } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import { cardLast4 } from '@/lib/payments/card';
import { SANDBOX_OTP_CODE, type SandboxDeclineCode, sandboxCardOutcome } from '@/lib/payments/test-cards';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type SandboxAcquirerOrder, sandboxAcquirerOrders, type User } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';
import { deliverSandboxCallback, queueSandboxCallback } from './deliver-callback';
import { sandboxOperationId, sandboxOrderState } from './orders';
import { sandboxOrderFor } from './page-order';

export type SandboxAnswer = { status: 'succeeded' | 'failed' | 'otp_required'; failure_code: SandboxDeclineCode | null; return_url: string | null };

type Card = { card_number: string; expiry: string; cvc: string; holder: string };

/**
 * The order a card or a code is for, locked: the caller's own (anyone else: 404), in the state the
 * step needs. A lapsed, cancelled or decided order takes nothing, and says why.
 */
async function lockOrderFor(user: User, reference: string, step: 'card' | 'otp', now: Date): Promise<SandboxAcquirerOrder> {
  const order = await sandboxOrderFor(user.id, reference, { lock: true });
  if (!order) throw new AppError('not_found');
  const state = sandboxOrderState(order, now);
  if (state === 'expired') throw new AppError('payment_expired');
  if (state === 'cancelled') throw new AppError('payment_cancelled');
  if (state === 'paid') throw new AppError('payment_already_paid');
  if (state === 'declined') throw new AppError('payment_declined');
  if (state !== (step === 'card' ? 'open' : 'otp')) throw new AppError('conflict');
  return order;
}

/** Records the bank's decision and queues the callback's durable retry, in the deciding transaction. */
async function decide(order: SandboxAcquirerOrder, declined: SandboxDeclineCode | null, last4: string, now: Date): Promise<SandboxAcquirerOrder> {
  const db = await getDb();
  const [decided] = await db
    .update(sandboxAcquirerOrders)
    .set({ status: declined ? 'declined' : 'paid', failureCode: declined, cardLast4: last4, operationId: sandboxOperationId(), decidedAt: now })
    .where(eq(sandboxAcquirerOrders.id, order.id))
    .returning();
  await queueSandboxCallback(order.id, now);
  log.info({ reference: order.reference, status: decided!.status, failureCode: declined }, 'sandbox acquirer decided an order');
  return decided!;
}

/**
 * Once the decision has committed, the merchant is called back at once (the durable job retries
 * if this try fails), so the renter usually finds the booking paid when sent back to it.
 */
async function answer(order: SandboxAcquirerOrder, now: Date): Promise<SandboxAnswer> {
  try {
    await deliverSandboxCallback(order.id, now);
  } catch (error) {
    log.warn({ err: error, reference: order.reference }, 'sandbox acquirer callback failed; the retry job will deliver it');
  }
  const paid = order.status === 'paid';
  return { status: paid ? 'succeeded' : 'failed', failure_code: paid ? null : (order.failureCode as SandboxDeclineCode), return_url: order.returnUrl };
}

/** The hosted page's "Pay": the card number decides (lib/payments/test-cards.ts). */
export async function sandboxPay(user: User, reference: string, card: Card, now = new Date()): Promise<SandboxAnswer> {
  const outcome = sandboxCardOutcome(card.card_number);
  const last4 = cardLast4(card.card_number);
  const decided = await inTransaction(async () => {
    const order = await lockOrderFor(user, reference, 'card', now);
    if (outcome.kind === 'otp') {
      await (await getDb()).update(sandboxAcquirerOrders).set({ status: 'otp', cardLast4: last4 }).where(eq(sandboxAcquirerOrders.id, order.id));
      return null;
    }
    return decide(order, outcome.kind === 'decline' ? outcome.code : null, last4, now);
  });
  if (!decided) return { status: 'otp_required', failure_code: null, return_url: null };
  return answer(decided, now);
}

/** The 3-D Secure step: the right one-time code pays the order, any other declines it. */
export async function sandboxConfirm(user: User, reference: string, code: string, now = new Date()): Promise<SandboxAnswer> {
  const decided = await inTransaction(async () => {
    const order = await lockOrderFor(user, reference, 'otp', now);
    return decide(order, code.trim() === SANDBOX_OTP_CODE ? null : 'authentication_failed', order.cardLast4 ?? '', now);
  });
  return answer(decided, now);
}
