import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as callbackRoute } from '@/app/api/payments/callback/sandbox/route';
import { POST as confirmRoute } from '@/app/api/payments/sandbox/confirm/route';
import { POST as payRoute } from '@/app/api/payments/sandbox/pay/route';
import { POST as deliveryHook } from '@/app/api/test-hooks/sandbox-delivery/route';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { jobs, sandboxAcquirerCallbacks, sandboxAcquirerOperations, sandboxAcquirerOrders } from '@/lib/server/db/schema';
import { SANDBOX_CALLBACK_JOB } from '@/lib/server/jobs/job-names';
import { runDueJobs } from '@/lib/server/jobs/run-due-jobs';
import { paymentJobs } from '@/lib/server/payments/payment-jobs';
import type { CallbackEvent, CardToken, OrderStatus, TokenChargeRequest } from '@/lib/server/payments/provider';
import { sandboxOperations } from '@/lib/server/payments/sandbox/books';
import { revokeSandboxCard } from '@/lib/server/payments/sandbox/cards';
import { sandboxCallbackJobKey } from '@/lib/server/payments/sandbox/deliver-callback';
import { sandboxCallbackDelivery } from '@/lib/server/payments/sandbox/delivery-mode';
import { SANDBOX_HOLD_LIFETIME_DAYS } from '@/lib/server/payments/sandbox/hold-lifetime';
import { findSandboxOrder } from '@/lib/server/payments/sandbox/orders';
import { sandboxPaymentProvider } from '@/lib/server/payments/sandbox/provider';
import { siteUrl } from '@/lib/seo/site-url';
import { api } from '@/tests/support/accounts';
import { callRoute, type ErrorBody } from '@/tests/support/call-route';
import { createSignedInUser } from '@/tests/support/factories';
import { bookingRow, createPayingBooking, createPaymentRow, newPaymentReference, openSandboxCheckout, paymentRow, setSandboxDelivery, startAppServer } from '@/tests/support/payments';

/*
 * The sandbox acquirer's operations beyond a plain charge (docs/payments.md "The sandbox
 * acquirer"): holds, capture and void, saved cards and charges by token, card checks and payouts,
 * its books, and the delivery switch — each through `sandboxPaymentProvider()`, with the bank
 * calling our real callback route over HTTP. What the bank sent is read back from what the route
 * received, and parsed by the provider itself (so every body checked here also verified).
 */

type Answer = { data: { status: string; failure_code: string | null; return_url: string | null } };

const saved = { appUrl: process.env.APP_URL, provider: process.env.PAYMENTS_PROVIDER, secret: process.env.SANDBOX_ACQUIRER_SECRET, hooks: process.env.KERMO_TEST_HOOKS };
let app: Awaited<ReturnType<typeof startAppServer>>;
const provider = sandboxPaymentProvider();

beforeAll(async () => {
  app = await startAppServer({ '/api/payments/callback/sandbox': callbackRoute });
  process.env.APP_URL = app.origin;
  delete process.env.PAYMENTS_PROVIDER;
  delete process.env.SANDBOX_ACQUIRER_SECRET;
});

afterAll(async () => {
  await app.close();
  for (const [key, value] of [['APP_URL', saved.appUrl], ['PAYMENTS_PROVIDER', saved.provider], ['SANDBOX_ACQUIRER_SECRET', saved.secret], ['KERMO_TEST_HOOKS', saved.hooks]] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

afterEach(async () => {
  app.state.down = false;
  vi.useRealTimers();
  await setSandboxDelivery('immediate');
});

const CARDS = { visa: '4242 4242 4242 4242', mastercard: '5555 5555 5555 4444', declined: '4000 0000 0000 0002', noFunds: '4000 0000 0000 9995', secure: '4000 0000 0000 3220', unknown: '4111 1111 1111 1111' };
const card = (number: string) => ({ card_number: number, expiry: '12/39', cvc: '123', holder: 'OLENA KAMIANSKA' });
const pay = (token: string, reference: string, number = CARDS.visa) => api<Answer & ErrorBody>(payRoute, { ...card(number), reference }, { token });
const confirm = (token: string, reference: string, code = '123456') => api<Answer & ErrorBody>(confirmRoute, { reference, code }, { token });
const callbackUrl = () => new URL('/api/payments/callback/sandbox', siteUrl()).toString();

/** Every callback the bank posted about an order, in the order they arrived, as the provider reads them. */
async function sent(reference: string): Promise<CallbackEvent[]> {
  const events: CallbackEvent[] = [];
  for (const post of app.received) {
    if (post.path !== '/api/payments/callback/sandbox' || !post.body.includes(`"reference":"${reference}"`)) continue;
    events.push(await provider.parseCallback(post.body, new Headers({ 'x-sandbox-signature': String(post.headers['x-sandbox-signature']) })));
  }
  return events;
}

const brief = (events: CallbackEvent[]) => events.map((event) => [event.outcome, event.amountKop, event.data.operation]);
const statusOf = (reference: string) => provider.orderStatus(reference);
const opsOf = async (reference: string) => {
  const order = (await findSandboxOrder(reference))!;
  return (await getDb()).select().from(sandboxAcquirerOperations).where(eq(sandboxAcquirerOperations.orderId, order.id));
};
const callbacksOf = async (reference: string) => {
  const order = (await findSandboxOrder(reference))!;
  return (await getDb()).select().from(sandboxAcquirerCallbacks).where(eq(sandboxAcquirerCallbacks.orderId, order.id)).orderBy(sandboxAcquirerCallbacks.id);
};
const capture = (reference: string, operationReference: string, amountKop: number) => provider.capture!({ reference, operationReference, amountKop, currency: 'UAH' });
const release = (reference: string, operationReference: string, amountKop: number) => provider.void!({ reference, operationReference, amountKop, currency: 'UAH' });
const refund = (reference: string, refundReference: string, amountKop: number) => provider.refund({ reference, refundReference, amountKop, currency: 'UAH', reason: 'test' });

/** A booking in 5 whose renter has a hold page open for its deposit (by default with a matching pending payment). */
async function openHold(options: { amountKop?: number; saveCard?: boolean; paymentRow?: boolean } = {}) {
  const setup = await createPayingBooking({ totalKop: options.amountKop ?? 140_000 });
  const checkout = await openSandboxCheckout(setup.booking, { mode: 'hold', saveCard: options.saveCard, paymentRow: options.paymentRow ?? true });
  return { ...setup, ...checkout };
}

/** A held deposit: the hold page paid with a card. */
async function placeHold(options: { amountKop?: number; saveCard?: boolean; number?: string } = {}) {
  const hold = await openHold(options);
  const answer = await pay(hold.renter.token, hold.reference, options.number);
  expect(answer.json.data.status).toBe('succeeded');
  return hold;
}

/** A renter's saved card: a card check of `number` (the card checks issue tokens for every test card). */
async function savedCard(customer: { user: { id: number }; token: string }, number: string, purpose: 'payment' | 'payout' = 'payment'): Promise<CardToken> {
  const reference = newPaymentReference();
  await provider.verifyCard!({ reference, purpose, locale: 'uk', customerRef: String(customer.user.id), returnUrl: `${app.origin}/cabinet/payments`, callbackUrl: callbackUrl(), expiresAt: new Date(Date.now() + 30 * 60_000) });
  const answer = await pay(customer.token, reference, number);
  if (answer.json.data.status === 'otp_required') await confirm(customer.token, reference);
  const status = await statusOf(reference);
  expect(status.card).toBeTruthy();
  return status.card!;
}

const tokenCharge = (customerRef: number | string, token: string, amountKop: number, change: Partial<TokenChargeRequest> = {}): Promise<OrderStatus> =>
  provider.chargeToken!({ reference: newPaymentReference(), token, amountKop, currency: 'UAH', description: 'Extras after the trip', mode: 'charge', customerRef: String(customerRef), callbackUrl: callbackUrl(), ...change });

describe('holds', () => {
  it('blocks the amount on the card, captures part of it (the rest released), and refunds part of the capture — never beyond it', async () => {
    const { reference, payment, booking } = await placeHold({ amountKop: 140_000 });
    expect(await statusOf(reference)).toMatchObject({ state: 'held', amountKop: 140_000, heldKop: 140_000, capturedKop: 0, failureCode: null, card: null });
    expect(brief(await sent(reference))).toEqual([['held', 140_000, 'hold']]);
    // A hold is no payment yet: our side is told, and nothing is settled by it.
    expect(await paymentRow(payment!.id)).toMatchObject({ status: 'pending' });
    expect((await bookingRow(booking.id)).status).toBe(BOOKING_STATUS.paying);
    // Nothing was taken, so nothing can be refunded.
    expect(await refund(reference, 'kr-early', 1000)).toMatchObject({ state: 'failed', failureCode: 'order_not_paid' });

    const captured = await capture(reference, 'kc-deposit-1', 100_000);
    expect(captured).toMatchObject({ state: 'succeeded', providerRef: expect.stringMatching(/^sbx-[0-9a-f]{16}$/), failureCode: null, data: { kind: 'capture', operation_reference: 'kc-deposit-1', captured_kop: 100_000, released_kop: 40_000 } });
    expect(await statusOf(reference)).toMatchObject({ state: 'succeeded', amountKop: 140_000, heldKop: 0, capturedKop: 100_000 });
    const [, captureEvent] = await sent(reference);
    expect(captureEvent).toMatchObject({ outcome: 'succeeded', amountKop: 100_000, data: { operation: 'capture', operation_reference: 'kc-deposit-1', operation_id: captured.providerRef, held_kop: 0, captured_kop: 100_000 } });

    expect(await refund(reference, 'kr-1', 60_000)).toMatchObject({ state: 'succeeded' });
    expect(await refund(reference, 'kr-2', 40_001)).toMatchObject({ state: 'failed', failureCode: 'exceeds_amount' });
    expect(await refund(reference, 'kr-3', 40_000)).toMatchObject({ state: 'succeeded' });
    expect((await findSandboxOrder(reference))!.refundedKop).toBe(100_000);
    expect(brief(await sent(reference))).toEqual([
      ['held', 140_000, 'hold'],
      ['succeeded', 100_000, 'capture'],
      ['refunded', 60_000, 'refund'],
      ['refunded', 40_000, 'refund'],
    ]);
    expect((await sent(reference)).at(-1)!.data).toMatchObject({ operation_reference: 'kr-3', refunded_kop: 100_000 });
  });

  it('answers a repeated capture reference with its first result and moves nothing; a second capture is refused', async () => {
    const { reference } = await placeHold();
    const first = await capture(reference, 'kc-1', 50_000);
    const again = await capture(reference, 'kc-1', 50_000);
    expect(again).toEqual(first);
    // Even asked for another amount, the reference is the operation: the first answer stands.
    expect(await capture(reference, 'kc-1', 140_000)).toEqual(first);
    expect(await capture(reference, 'kc-2', 10_000)).toMatchObject({ state: 'failed', failureCode: 'already_captured' });
    // The same reference on another hold is a clash, not a repetition: refused, and that hold stays as it was.
    const other = await placeHold();
    expect(await capture(other.reference, 'kc-1', 50_000)).toMatchObject({ state: 'failed', failureCode: 'duplicate_reference', providerRef: null });
    expect(await refund(other.reference, 'kc-1', 50_000)).toMatchObject({ state: 'failed' });
    expect(await statusOf(other.reference)).toMatchObject({ state: 'held', heldKop: 140_000 });
    expect(await release(reference, 'kv-1', 140_000)).toMatchObject({ state: 'failed', failureCode: 'already_captured' });
    expect(await statusOf(reference)).toMatchObject({ state: 'succeeded', capturedKop: 50_000, heldKop: 0 });
    expect((await opsOf(reference)).map((op) => [op.kind, op.reference, op.status, op.failureCode])).toEqual([
      ['capture', 'kc-1', 'succeeded', null],
      ['capture', 'kc-2', 'declined', 'already_captured'],
      ['void', 'kv-1', 'declined', 'already_captured'],
    ]);
    expect((await callbacksOf(reference)).map((callback) => callback.event)).toEqual(['held', 'succeeded']);
  });

  it('refuses a capture above the hold, of an order that is not a hold or not held, and a void of another amount', async () => {
    const { reference } = await placeHold({ amountKop: 140_000 });
    expect(await capture(reference, 'kc-over', 140_001)).toMatchObject({ state: 'failed', failureCode: 'exceeds_hold' });
    expect(await release(reference, 'kv-part', 100_000)).toMatchObject({ state: 'failed', failureCode: 'amount_mismatch' });
    expect(await statusOf(reference)).toMatchObject({ state: 'held', heldKop: 140_000 });

    const unpaid = await openHold();
    expect(await capture(unpaid.reference, 'kc-unpaid', 1000)).toMatchObject({ state: 'failed', failureCode: 'order_not_held' });
    const charge = await openSandboxCheckout((await createPayingBooking()).booking, { paymentRow: true });
    expect(await capture(charge.reference, 'kc-charge', 1000)).toMatchObject({ state: 'failed', failureCode: 'not_a_hold' });
    expect(await capture('kp-ffffffffffffffffffff', 'kc-nobody', 1000)).toMatchObject({ state: 'failed', failureCode: 'order_not_found', providerRef: null });
    await expect(capture(reference, 'kc-zero', 0)).rejects.toThrow(RangeError);
    // The refusals are in the books; the hold is untouched and still takes a capture.
    expect((await opsOf(reference)).map((op) => op.failureCode)).toEqual(['exceeds_hold', 'amount_mismatch']);
    expect(await capture(reference, 'kc-ok', 140_000)).toMatchObject({ state: 'succeeded' });
  });

  it('a void releases the hold: nothing is taken, and nothing can be captured or refunded after it', async () => {
    const { reference, payment } = await placeHold({ amountKop: 90_000 });
    const voided = await release(reference, 'kv-void', 90_000);
    expect(voided).toMatchObject({ state: 'succeeded', data: { captured_kop: 0, released_kop: 90_000 } });
    expect(await release(reference, 'kv-void', 90_000)).toEqual(voided);
    expect(await statusOf(reference)).toMatchObject({ state: 'voided', heldKop: 0, capturedKop: 0 });
    expect(brief(await sent(reference))).toEqual([
      ['held', 90_000, 'hold'],
      ['voided', 90_000, 'void'],
    ]);
    expect(await capture(reference, 'kc-after-void', 1000)).toMatchObject({ state: 'failed', failureCode: 'hold_voided' });
    expect(await refund(reference, 'kr-after-void', 1000)).toMatchObject({ state: 'failed', failureCode: 'order_not_paid' });
    expect(await paymentRow(payment!.id)).toMatchObject({ status: 'pending' });
  });

  it('a capture and a void racing on one hold: exactly one wins', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { reference } = await placeHold({ amountKop: 80_000 });
      const [captured, voided] = await Promise.all([capture(reference, `kc-race-${round}`, 80_000), release(reference, `kv-race-${round}`, 80_000)]);
      const winners = [captured, voided].filter((result) => result.state === 'succeeded');
      expect(winners, `round ${round}`).toHaveLength(1);
      const status = await statusOf(reference);
      if (captured.state === 'succeeded') {
        expect(voided.failureCode).toBe('already_captured');
        expect(status).toMatchObject({ state: 'succeeded', capturedKop: 80_000 });
      } else {
        expect(captured.failureCode).toBe('hold_voided');
        expect(status).toMatchObject({ state: 'voided', capturedKop: 0 });
      }
      expect((await callbacksOf(reference)).map((callback) => callback.event)).toEqual(['held', captured.state === 'succeeded' ? 'succeeded' : 'voided']);
    }
  });

  it(`lapses ${SANDBOX_HOLD_LIFETIME_DAYS} days after it was placed: then voided, and a capture is refused`, async () => {
    const T0 = new Date();
    vi.useFakeTimers({ now: T0, toFake: ['Date'] });
    const { reference } = await placeHold({ amountKop: 70_000 });
    const lapse = new Date(T0.getTime() + SANDBOX_HOLD_LIFETIME_DAYS * 86_400_000);
    vi.setSystemTime(lapse.getTime() - 1);
    expect(await statusOf(reference)).toMatchObject({ state: 'held', heldKop: 70_000, data: { hold_expires_at: lapse.toISOString() } });
    vi.setSystemTime(lapse);
    expect(await statusOf(reference)).toMatchObject({ state: 'voided', heldKop: 0, failureCode: 'hold_expired' });
    expect(await capture(reference, 'kc-late', 70_000)).toMatchObject({ state: 'failed', failureCode: 'hold_expired' });
    expect(await release(reference, 'kv-late', 70_000)).toMatchObject({ state: 'failed', failureCode: 'hold_expired' });
    const books = (await sandboxOperations({ from: T0, to: new Date(lapse.getTime() + 1000), now: lapse })).filter((entry) => entry.orderReference === reference);
    expect(books.map((entry) => [entry.kind, entry.amountKop, entry.state, entry.failureCode])).toEqual([
      ['hold', 70_000, 'succeeded', null],
      ['hold_lapse', 70_000, 'succeeded', 'hold_expired'],
      ['capture', 70_000, 'declined', 'hold_expired'],
      ['void', 70_000, 'declined', 'hold_expired'],
    ]);
    // Before the lapse, the books do not anticipate it.
    expect((await sandboxOperations({ from: T0, to: new Date(lapse.getTime() + 1000), now: new Date(lapse.getTime() - 1) })).some((entry) => entry.kind === 'hold_lapse' && entry.orderReference === reference)).toBe(false);
  });

  it('a capture of the whole hold reaches our callback route as the payment’s success', async () => {
    const { reference, payment, booking } = await placeHold({ amountKop: 140_000 });
    expect(await capture(reference, 'kc-all', 140_000)).toMatchObject({ state: 'succeeded' });
    expect(await paymentRow(payment!.id)).toMatchObject({ status: 'succeeded' });
    expect((await bookingRow(booking.id)).status).toBe(BOOKING_STATUS.paid);
    expect((await callbacksOf(reference)).every((callback) => callback.deliveredAt !== null)).toBe(true);
  });

  it('asks the 3-D Secure card for its code before holding', async () => {
    const hold = await openHold();
    expect((await pay(hold.renter.token, hold.reference, CARDS.secure)).json.data.status).toBe('otp_required');
    expect(await statusOf(hold.reference)).toMatchObject({ state: 'pending' });
    expect((await confirm(hold.renter.token, hold.reference)).json.data.status).toBe('succeeded');
    expect(await statusOf(hold.reference)).toMatchObject({ state: 'held', heldKop: 140_000 });
    const declined = await openHold();
    expect((await pay(declined.renter.token, declined.reference, CARDS.noFunds)).json.data).toMatchObject({ status: 'failed', failure_code: 'insufficient_funds' });
    expect(await statusOf(declined.reference)).toMatchObject({ state: 'failed', heldKop: 0, failureCode: 'insufficient_funds' });
  });
});

describe('saved cards', () => {
  it('a checkout with saveCard issues a token — random, not the number — reported with a realistic mask in the callback and the status', async () => {
    const { booking, renter } = await createPayingBooking();
    const { reference, payment } = await openSandboxCheckout(booking, { saveCard: true, paymentRow: true });
    await pay(renter.token, reference, CARDS.mastercard);
    const status = await statusOf(reference);
    expect(status).toMatchObject({ state: 'succeeded', card: { token: expect.stringMatching(/^sbxtok_[0-9a-f]{32}$/), panMasked: '555555******4444' } });
    expect(status.card!.token).not.toMatch(/5555|4444/);
    const [event] = await sent(reference);
    expect(event).toMatchObject({ outcome: 'succeeded', card: status.card });
    expect(await paymentRow(payment!.id)).toMatchObject({ status: 'succeeded' });
    // A page that did not ask keeps no card.
    const plain = await createPayingBooking();
    const unsaved = await openSandboxCheckout(plain.booking, { paymentRow: true });
    await pay(plain.renter.token, unsaved.reference);
    expect(await statusOf(unsaved.reference)).toMatchObject({ state: 'succeeded', card: null, data: { pan_masked: '424242******4242', card_last4: '4242' } });
  });

  it('charges a token at once by the card’s behaviour, in charge or hold mode, and calls back like any decision', async () => {
    const renter = await createSignedInUser({ role: 1 });
    const visa = await savedCard(renter, CARDS.visa);
    const declined = await savedCard(renter, CARDS.declined);
    const noFunds = await savedCard(renter, CARDS.noFunds);
    const secure = await savedCard(renter, CARDS.secure);
    expect([visa, declined, noFunds, secure].map((saved) => saved.panMasked)).toEqual(['424242******4242', '400000******0002', '400000******9995', '400000******3220']);

    const ok = await tokenCharge(renter.user.id, visa.token, 25_000);
    expect(ok).toMatchObject({ state: 'succeeded', amountKop: 25_000, failureCode: null, card: visa, heldKop: null });
    expect(await sent(ok.reference)).toMatchObject([{ outcome: 'succeeded', amountKop: 25_000, card: visa, data: { operation: 'charge' } }]);
    expect(await tokenCharge(renter.user.id, declined.token, 25_000)).toMatchObject({ state: 'failed', failureCode: 'card_declined' });
    expect(await tokenCharge(renter.user.id, noFunds.token, 25_000)).toMatchObject({ state: 'failed', failureCode: 'insufficient_funds' });
    // A merchant-initiated charge needs no 3-D Secure.
    expect(await tokenCharge(renter.user.id, secure.token, 25_000)).toMatchObject({ state: 'succeeded' });
    const failed = await tokenCharge(renter.user.id, noFunds.token, 5_000);
    expect(await sent(failed.reference)).toMatchObject([{ outcome: 'failed', failureCode: 'insufficient_funds', amountKop: 5_000 }]);

    const held = await tokenCharge(renter.user.id, visa.token, 300_000, { mode: 'hold' });
    expect(held).toMatchObject({ state: 'held', heldKop: 300_000, capturedKop: 0 });
    expect(await capture(held.reference, 'kc-token-hold', 120_000)).toMatchObject({ state: 'succeeded' });
    expect(await statusOf(held.reference)).toMatchObject({ state: 'succeeded', capturedKop: 120_000, card: visa });
    // A charge by token has no page: nobody can open one.
    expect(await pay(renter.token, ok.reference)).toMatchObject({ status: 404 });
  });

  it('is idempotent by reference: asked twice, one order, one callback, the same answer', async () => {
    const renter = await createSignedInUser({ role: 1 });
    const visa = await savedCard(renter, CARDS.visa);
    const reference = newPaymentReference();
    const request = { reference, token: visa.token, amountKop: 42_000, currency: 'UAH' as const, description: 'x', mode: 'charge' as const, customerRef: String(renter.user.id), callbackUrl: callbackUrl() };
    const [first, second] = await Promise.all([provider.chargeToken!(request), provider.chargeToken!(request)]);
    expect(second).toEqual(first);
    expect(await provider.chargeToken!({ ...request, amountKop: 1 })).toEqual(first);
    expect(await (await getDb()).select().from(sandboxAcquirerOrders).where(eq(sandboxAcquirerOrders.reference, reference))).toHaveLength(1);
    expect(await callbacksOf(reference)).toHaveLength(1);
  });

  it('a charge by token settles the payment it was opened for through our callback route', async () => {
    const { booking, renter } = await createPayingBooking();
    const visa = await savedCard(renter, CARDS.visa);
    const reference = newPaymentReference();
    const payment = await createPaymentRow(booking, { reference, amountKop: booking.totalKop });
    expect(await tokenCharge(renter.user.id, visa.token, booking.totalKop, { reference })).toMatchObject({ state: 'succeeded' });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'succeeded' });
    expect((await bookingRow(booking.id)).status).toBe(BOOKING_STATUS.paid);
  });

  it('a token is its customer’s alone; a revoked, unknown or payout token charges nothing', async () => {
    const renter = await createSignedInUser({ role: 1 });
    const other = await createSignedInUser({ role: 1 });
    const visa = await savedCard(renter, CARDS.visa);
    const payout = await savedCard(renter, CARDS.mastercard, 'payout');
    const stranger = await tokenCharge(other.user.id, visa.token, 10_000);
    expect(stranger).toMatchObject({ state: 'failed', failureCode: 'token_customer_mismatch', card: null });
    // The refusal is the stranger's order: it names none of the card's details.
    expect((await findSandboxOrder(stranger.reference))!).toMatchObject({ customerRef: String(other.user.id), cardId: null, panMasked: null });
    expect(await tokenCharge(renter.user.id, 'sbxtok_00000000000000000000000000000000', 10_000)).toMatchObject({ state: 'failed', failureCode: 'token_not_found' });
    expect(await tokenCharge(renter.user.id, payout.token, 10_000)).toMatchObject({ state: 'failed', failureCode: 'token_not_for_payment' });
    expect(await revokeSandboxCard(visa.token)).toBe(true);
    expect(await revokeSandboxCard(visa.token)).toBe(false);
    expect(await tokenCharge(renter.user.id, visa.token, 10_000)).toMatchObject({ state: 'failed', failureCode: 'token_revoked' });
    // Saving the card again gives a new token; the revoked one stays dead.
    const again = await savedCard(renter, CARDS.visa);
    expect(again.token).not.toBe(visa.token);
    expect(await tokenCharge(renter.user.id, again.token, 10_000)).toMatchObject({ state: 'succeeded' });
  });

  it('the same card saved twice by one customer for one purpose keeps one token', async () => {
    const renter = await createSignedInUser({ role: 1 });
    const first = await savedCard(renter, CARDS.visa);
    expect((await savedCard(renter, CARDS.visa)).token).toBe(first.token);
    expect((await savedCard(renter, CARDS.visa, 'payout')).token).not.toBe(first.token);
  });
});

describe('card checks and payouts', () => {
  it('a card check takes no money: amount 0, a verified callback with the card, and the page closes', async () => {
    const owner = await createSignedInUser({ role: 2 });
    const reference = newPaymentReference();
    const checkout = await provider.verifyCard!({ reference, purpose: 'payout', locale: 'en', customerRef: String(owner.user.id), returnUrl: `${app.origin}/en/cabinet/payments`, callbackUrl: callbackUrl(), expiresAt: new Date(Date.now() + 30 * 60_000) });
    expect(checkout).toEqual({ kind: 'redirect', url: `/en/pay/sandbox/${reference}` });
    expect(await findSandboxOrder(reference)).toMatchObject({ mode: 'verify', amountKop: 0, cardPurpose: 'payout', status: 'created' });
    expect((await pay(owner.token, reference, CARDS.noFunds)).json.data).toEqual({ status: 'succeeded', failure_code: null, return_url: `${app.origin}/en/cabinet/payments` });
    const status = await statusOf(reference);
    expect(status).toMatchObject({ state: 'succeeded', amountKop: 0, card: { panMasked: '400000******9995' }, data: { status: 'verified', mode: 'verify' } });
    expect(await sent(reference)).toMatchObject([{ outcome: 'verified', amountKop: 0, card: status.card, data: { operation: 'verify' } }]);
    expect((await pay(owner.token, reference)).json.error.code).toBe('payment_already_paid');
  });

  it('a card check declines an unknown card and asks the 3-D Secure card for its code', async () => {
    const owner = await createSignedInUser({ role: 2 });
    const unknown = newPaymentReference();
    await provider.verifyCard!({ reference: unknown, purpose: 'payment', locale: 'uk', customerRef: String(owner.user.id), returnUrl: `${app.origin}/`, callbackUrl: callbackUrl(), expiresAt: new Date(Date.now() + 30 * 60_000) });
    expect((await pay(owner.token, unknown, CARDS.unknown)).json.data).toMatchObject({ status: 'failed', failure_code: 'unknown_card' });
    expect(await statusOf(unknown)).toMatchObject({ state: 'failed', card: null });
    expect(await sent(unknown)).toMatchObject([{ outcome: 'failed', amountKop: 0, failureCode: 'unknown_card', card: null }]);
    const secure = await savedCard(owner, CARDS.secure);
    expect(secure.panMasked).toBe('400000******3220');
  });

  it('pays out to a payout card once per reference, records it, and declines as the card does', async () => {
    const owner = await createSignedInUser({ role: 2 });
    const payoutCard = await savedCard(owner, CARDS.noFunds, 'payout');
    const request = { reference: 'po-booking-7-1', token: payoutCard.token, amountKop: 119_000, currency: 'UAH' as const, description: 'Earnings, booking No. 7' };
    const paid = await provider.payout!(request);
    expect(paid).toMatchObject({ state: 'succeeded', providerRef: expect.stringMatching(/^sbx-/), failureCode: null, data: { amount_kop: 119_000, pan_masked: '400000******9995' } });
    const [again, concurrently] = await Promise.all([provider.payout!(request), provider.payout!({ ...request, amountKop: 1 })]);
    expect(again.providerRef).toBe(paid.providerRef);
    expect(concurrently.providerRef).toBe(paid.providerRef);
    const rows = await (await getDb()).select().from(sandboxAcquirerOperations).where(eq(sandboxAcquirerOperations.reference, request.reference));
    expect(rows).toMatchObject([{ kind: 'payout', amountKop: 119_000, status: 'succeeded', orderId: null, description: 'Earnings, booking No. 7' }]);

    const declining = await savedCard(owner, CARDS.declined, 'payout');
    expect(await provider.payout!({ ...request, reference: 'po-2', token: declining.token })).toMatchObject({ state: 'failed', failureCode: 'card_declined' });
    const paymentCard = await savedCard(owner, CARDS.visa, 'payment');
    expect(await provider.payout!({ ...request, reference: 'po-3', token: paymentCard.token })).toMatchObject({ state: 'failed', failureCode: 'token_not_for_payout' });
    expect(await provider.payout!({ ...request, reference: 'po-4', token: 'sbxtok_nothing' })).toMatchObject({ state: 'failed', failureCode: 'token_not_found' });
    await revokeSandboxCard(payoutCard.token);
    expect(await provider.payout!({ ...request, reference: 'po-5' })).toMatchObject({ state: 'failed', failureCode: 'token_revoked' });
    // No callback: the answer is the outcome.
    expect(app.received.some((post) => post.body.includes('po-booking-7-1'))).toBe(false);
  });
});

describe('the bank’s books', () => {
  it('list every operation of a period with its reference, kind, amount, state and time', async () => {
    const from = new Date();
    const renter = await createSignedInUser({ role: 1 });
    const visa = await savedCard(renter, CARDS.visa);
    const hold = await placeHold({ amountKop: 140_000 });
    await capture(hold.reference, 'kc-books', 90_000);
    await refund(hold.reference, 'kr-books', 30_000);
    const voided = await placeHold({ amountKop: 50_000 });
    await release(voided.reference, 'kv-books', 50_000);
    const charged = await tokenCharge(renter.user.id, visa.token, 12_000);
    const owner = await createSignedInUser({ role: 2 });
    const payoutCard = await savedCard(owner, CARDS.visa, 'payout');
    await provider.payout!({ reference: 'po-books', token: payoutCard.token, amountKop: 77_000, currency: 'UAH', description: 'Earnings' });
    const to = new Date(Date.now() + 1);

    const ours = new Set([hold.reference, voided.reference, charged.reference, 'po-books']);
    const books = (await sandboxOperations({ from, to })).filter((entry) => ours.has(entry.orderReference ?? entry.reference));
    expect(books.map((entry) => [entry.kind, entry.reference, entry.amountKop, entry.state, entry.initiator])).toEqual([
      ['hold', hold.reference, 140_000, 'succeeded', 'customer'],
      ['capture', 'kc-books', 90_000, 'succeeded', 'merchant'],
      ['refund', 'kr-books', 30_000, 'succeeded', 'merchant'],
      ['hold', voided.reference, 50_000, 'succeeded', 'customer'],
      ['void', 'kv-books', 50_000, 'succeeded', 'merchant'],
      ['charge', charged.reference, 12_000, 'succeeded', 'merchant'],
      ['payout', 'po-books', 77_000, 'succeeded', 'merchant'],
    ]);
    for (const entry of books) {
      expect(entry.currency).toBe('UAH');
      expect(entry.at.getTime()).toBeGreaterThanOrEqual(from.getTime());
      expect(entry.at.getTime()).toBeLessThan(to.getTime());
    }
    expect(books.find((entry) => entry.kind === 'payout')).toMatchObject({ customerRef: String(owner.user.id), panMasked: '424242******4242' });
    // The card checks are in the books too (amount 0), and nothing outside the period is.
    expect((await sandboxOperations({ from, to })).filter((entry) => entry.kind === 'verify' && entry.customerRef === String(renter.user.id))).toMatchObject([{ amountKop: 0, state: 'succeeded' }]);
    expect((await sandboxOperations({ from: to, to: new Date(to.getTime() + 60_000) })).filter((entry) => ours.has(entry.orderReference ?? entry.reference))).toEqual([]);
  });
});

describe('the delivery switch', () => {
  // Earlier tests leave callbacks our route refuses (a card check names no payment of ours yet):
  // a pass takes every due run, not the default batch.
  const runCallbackJobs = (now: Date) => runDueJobs(paymentJobs.filter((job) => job.name === SANDBOX_CALLBACK_JOB), { now, batch: 1000 });
  const jobOf = async (callbackId: number) => (await (await getDb()).select().from(jobs).where(and(eq(jobs.name, SANDBOX_CALLBACK_JOB), eq(jobs.key, sandboxCallbackJobKey(callbackId)))))[0];

  it('late: nothing is delivered at once; the retry job delivers it', async () => {
    const { reference, payment, renter } = await openHold({ amountKop: 140_000 });
    await setSandboxDelivery('late', renter.user.id);
    await pay(renter.token, reference);
    expect(await sent(reference)).toEqual([]);
    const [callback] = await callbacksOf(reference);
    expect(callback).toMatchObject({ attempts: 0, deliveredAt: null });
    const queued = await jobOf(callback!.id);
    expect(queued).toMatchObject({ status: 'queued' });
    await runCallbackJobs(new Date(queued!.runAt.getTime() + 1000));
    expect(brief(await sent(reference))).toEqual([['held', 140_000, 'hold']]);
    expect(await jobOf(callback!.id)).toMatchObject({ status: 'done' });
    // A capture is late as well; our side hears of it only when the job runs.
    await capture(reference, 'kc-late-delivery', 140_000);
    expect(await paymentRow(payment!.id)).toMatchObject({ status: 'pending' });
    await runCallbackJobs(new Date(Date.now() + 60_000));
    expect(await paymentRow(payment!.id)).toMatchObject({ status: 'succeeded' });
  });

  it('twice: every callback arrives two times, byte for byte, and settles once', async () => {
    const { booking, renter } = await createPayingBooking();
    const { reference, payment } = await openSandboxCheckout(booking, { paymentRow: true });
    await setSandboxDelivery('twice', renter.user.id);
    await pay(renter.token, reference);
    const posts = app.received.filter((post) => post.body.includes(`"reference":"${reference}"`));
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toBe(posts[0]!.body);
    expect(posts[1]!.headers['x-sandbox-signature']).toBe(posts[0]!.headers['x-sandbox-signature']);
    expect(posts.map((post) => post.status)).toEqual([200, 200]);
    expect(await paymentRow(payment!.id)).toMatchObject({ status: 'succeeded' });
    expect((await bookingRow(booking.id)).paidKop).toBe(booking.totalKop);
    expect((await callbacksOf(reference))[0]).toMatchObject({ attempts: 2 });
  });

  it('reversed: a callback waits for the next one, which arrives first', async () => {
    const { reference, payment, renter } = await openHold({ amountKop: 140_000 });
    await setSandboxDelivery('reversed', renter.user.id);
    await pay(renter.token, reference);
    expect(await sent(reference)).toEqual([]);
    await capture(reference, 'kc-reversed', 140_000);
    expect(brief(await sent(reference))).toEqual([
      ['succeeded', 140_000, 'capture'],
      ['held', 140_000, 'hold'],
    ]);
    // Our side took the capture first and the late "held" changed nothing.
    expect(await paymentRow(payment!.id)).toMatchObject({ status: 'succeeded' });
    expect((await callbacksOf(reference)).every((callback) => callback.deliveredAt !== null)).toBe(true);
  });

  it('is set per customer, or for everyone, and resets to immediate', async () => {
    const one = await createPayingBooking();
    const two = await createPayingBooking();
    await setSandboxDelivery('late', one.renter.user.id);
    expect(await sandboxCallbackDelivery(String(one.renter.user.id))).toBe('late');
    expect(await sandboxCallbackDelivery(String(two.renter.user.id))).toBe('immediate');
    const first = await openSandboxCheckout(one.booking, { paymentRow: true });
    const second = await openSandboxCheckout(two.booking, { paymentRow: true });
    await pay(one.renter.token, first.reference);
    await pay(two.renter.token, second.reference);
    expect(await sent(first.reference)).toEqual([]);
    expect(await sent(second.reference)).toHaveLength(1);
    await setSandboxDelivery('twice');
    expect(await sandboxCallbackDelivery(String(two.renter.user.id))).toBe('twice');
    expect(await sandboxCallbackDelivery(String(one.renter.user.id))).toBe('late');
    await setSandboxDelivery('immediate');
    expect(await sandboxCallbackDelivery(String(one.renter.user.id))).toBe('immediate');
  });

  it('is reachable from outside only through the test hook of a KERMO_TEST_HOOKS=1 build', async () => {
    const hook = (body: unknown) => callRoute<ErrorBody & { data: { mode: string } }>(deliveryHook, { body, path: '/api/test-hooks/sandbox-delivery' });
    delete process.env.KERMO_TEST_HOOKS;
    expect((await hook({ mode: 'late' })).status).toBe(404);
    process.env.KERMO_TEST_HOOKS = 'true';
    expect((await hook({ mode: 'late' })).status).toBe(404);
    expect(await sandboxCallbackDelivery('1')).toBe('immediate');
    process.env.KERMO_TEST_HOOKS = '1';
    try {
      expect((await hook({ mode: 'sometimes' })).status).toBe(400);
      const on = await hook({ mode: 'reversed', customer_ref: '1' });
      expect(on.status).toBe(200);
      expect(on.json.data).toEqual({ mode: 'reversed', customer_ref: '1' });
      expect(await sandboxCallbackDelivery('1')).toBe('reversed');
    } finally {
      delete process.env.KERMO_TEST_HOOKS;
    }
  });
});

// Kept apart from the describes above: inTransaction is the payments domain's way of calling these.
describe('inside the caller’s transaction', () => {
  it('an operation called in a transaction calls back only once that has committed', async () => {
    const { reference, payment } = await placeHold({ amountKop: 140_000 });
    const before = (await sent(reference)).length;
    await inTransaction(async () => {
      expect(await capture(reference, 'kc-in-tx', 140_000)).toMatchObject({ state: 'succeeded' });
      expect((await sent(reference)).length).toBe(before);
    });
    // Delivered once the transaction has committed, off the caller's path (afterCommit).
    await vi.waitFor(async () => expect(await paymentRow(payment!.id)).toMatchObject({ status: 'succeeded' }), { timeout: 10_000 });
  });
});
