import 'server-only';
import { eq } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import { cardLast4 } from '@/lib/payments/card';
import { type CardOutcome, SANDBOX_OTP_CODE, type SandboxDeclineCode, sandboxCardOutcome, sandboxCheckOutcome, sandboxPanMask } from '@/lib/payments/test-cards';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type SandboxAcquirerOrder, sandboxAcquirerOrders, type User } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';
import { issueSandboxCard, sandboxCardToken } from './cards';
import { decisionReport } from './callback-body';
import { recordSandboxCallback, sendSandboxCallbacks } from './deliver-callback';
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
  if (state === 'cancelled' || state === 'voided') throw new AppError('payment_cancelled');
  if (state === 'paid' || state === 'held' || state === 'verified') throw new AppError('payment_already_paid');
  if (state === 'declined') throw new AppError('payment_declined');
  if (state !== (step === 'card' ? 'open' : 'otp')) throw new AppError('conflict');
  return order;
}

/**
 * Records the bank's decision and queues its callback's durable retry, in the deciding transaction:
 * a charge is paid, a hold blocks the amount, a card check is verified — and, when the order asked
 * for it (or is a card check), the card is tokenised for its customer.
 */
async function decide(order: SandboxAcquirerOrder, declined: SandboxDeclineCode | null, card: { last4: string; panMasked: string | null }, now: Date): Promise<{ order: SandboxAcquirerOrder; callbackId: number }> {
  const db = await getDb();
  const accepted = { charge: 'paid', hold: 'held', verify: 'verified' }[order.mode as 'charge' | 'hold' | 'verify'];
  const saved = !declined && order.saveCard && card.panMasked ? await issueSandboxCard(order.customerRef, (order.cardPurpose ?? 'payment') as 'payment' | 'payout', card.panMasked, card.last4) : null;
  const [decided] = await db
    .update(sandboxAcquirerOrders)
    .set({
      status: declined ? 'declined' : accepted,
      failureCode: declined,
      cardLast4: card.last4,
      panMasked: card.panMasked,
      cardId: saved?.id ?? null,
      ...(order.mode === 'hold' ? { heldKop: declined ? 0 : order.amountKop, capturedKop: 0 } : {}),
      operationId: sandboxOperationId(),
      decidedAt: now,
    })
    .where(eq(sandboxAcquirerOrders.id, order.id))
    .returning();
  const callbackId = await recordSandboxCallback(decided!, sandboxCardToken(saved), decisionReport(decided!), now);
  log.info({ reference: order.reference, mode: order.mode, status: decided!.status, failureCode: declined }, 'sandbox acquirer decided an order');
  return { order: decided!, callbackId };
}

/**
 * Once the decision has committed, the merchant is called back at once (as the delivery switch
 * allows; the durable job retries if this try fails), so the renter usually finds the booking paid
 * when sent back to it.
 */
async function answer({ order, callbackId }: { order: SandboxAcquirerOrder; callbackId: number }, now: Date): Promise<SandboxAnswer> {
  await sendSandboxCallbacks([callbackId], now);
  const declined = order.status === 'declined';
  return { status: declined ? 'failed' : 'succeeded', failure_code: declined ? (order.failureCode as SandboxDeclineCode) : null, return_url: order.returnUrl };
}

/** What the bank answers a card on this order's page: a card check moves no money (test-cards.ts). */
const outcomeFor = (order: SandboxAcquirerOrder, number: string): CardOutcome => (order.mode === 'verify' ? sandboxCheckOutcome(number) : sandboxCardOutcome(number));

/** The hosted page's "Pay" (or "Hold", "Check the card"): the card number decides (lib/payments/test-cards.ts). */
export async function sandboxPay(user: User, reference: string, card: Card, now = new Date()): Promise<SandboxAnswer> {
  const last4 = cardLast4(card.card_number);
  const panMasked = sandboxPanMask(card.card_number);
  const decided = await inTransaction(async () => {
    const order = await lockOrderFor(user, reference, 'card', now);
    const outcome = outcomeFor(order, card.card_number);
    if (outcome.kind === 'otp') {
      await (await getDb()).update(sandboxAcquirerOrders).set({ status: 'otp', cardLast4: last4, panMasked }).where(eq(sandboxAcquirerOrders.id, order.id));
      return null;
    }
    return decide(order, outcome.kind === 'decline' ? outcome.code : null, { last4, panMasked }, now);
  });
  if (!decided) return { status: 'otp_required', failure_code: null, return_url: null };
  return answer(decided, now);
}

/** The 3-D Secure step: the right one-time code decides the order as its card would, any other declines it. */
export async function sandboxConfirm(user: User, reference: string, code: string, now = new Date()): Promise<SandboxAnswer> {
  const decided = await inTransaction(async () => {
    const order = await lockOrderFor(user, reference, 'otp', now);
    return decide(order, code.trim() === SANDBOX_OTP_CODE ? null : 'authentication_failed', { last4: order.cardLast4 ?? '', panMasked: order.panMasked }, now);
  });
  return answer(decided, now);
}
