import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as depositCall } from '@/app/api/profile/booking/deposit/route';
import { POST as payCall } from '@/app/api/profile/booking/pay/route';
import { POST as payExtrasCall } from '@/app/api/profile/booking/pay-extras/route';
import { POST as callbackRoute } from '@/app/api/payments/callback/sandbox/route';
import { POST as sandboxPayRoute } from '@/app/api/payments/sandbox/pay/route';
import { ACCOUNT } from '@/lib/ledger/accounts';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { chargeSavedCard } from '@/lib/server/payments/cards/charge-saved-card';
import { runTokenCharge } from '@/lib/server/payments/deposits/token-charge';
import { openCheckout } from '@/lib/server/payments/open-checkout';
import { type Booking, bookings, jobs, outbox, paymentCards, paymentOperations, paymentRefunds, payments, siteSettings, users } from '@/lib/server/db/schema';
import { answerMileage, handOver } from '@/lib/server/bookings/trip';
import { cancelBooking } from '@/lib/server/bookings/cancel-booking';
import { collectExtras } from '@/lib/server/payments/deposits/collect-extras';
import { DEPOSIT_HOLD_JOB } from '@/lib/server/jobs/job-names';
import { keepDepositHeld } from '@/lib/server/payments/deposits/deposit-lifecycle';
import { queueHoldOperation, runHoldOperation } from '@/lib/server/payments/deposits/hold-operation';
import { sandboxPaymentProvider } from '@/lib/server/payments/sandbox/provider';
import { revokeSandboxCard } from '@/lib/server/payments/sandbox/cards';
import { findSandboxOrder } from '@/lib/server/payments/sandbox/orders';
import { POST as payoutCardRoute } from '@/app/api/profile/payouts/card/route';
import { POST as payoutRequestRoute } from '@/app/api/profile/payouts/request/route';
import { refundByOperator } from '@/lib/server/payments/operator-refund';
import { runRefund } from '@/lib/server/payments/run-refund';
import { api } from '@/tests/support/accounts';
import { createSignedInUser } from '@/tests/support/factories';
import { asUser } from '@/tests/support/bookings';
import { balancesOf, expectBooksBalanced } from '@/tests/support/ledger';
import { bookingRow, createPayingBooking, setSandboxDelivery, startAppServer } from '@/tests/support/payments';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const saved = { appUrl: process.env.APP_URL, provider: process.env.PAYMENTS_PROVIDER };
let app: Awaited<ReturnType<typeof startAppServer>>;

beforeAll(async () => {
  app = await startAppServer({ '/api/payments/callback/sandbox': callbackRoute });
  process.env.APP_URL = app.origin;
  delete process.env.PAYMENTS_PROVIDER;
});

afterAll(async () => {
  await app.close();
  for (const [key, value] of [['APP_URL', saved.appUrl], ['PAYMENTS_PROVIDER', saved.provider]] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

afterEach(() => {
  vi.useRealTimers();
});

const jobsOf = async (name: string, key: string) => (await getDb()).select().from(jobs).where(and(eq(jobs.name, name), eq(jobs.key, key), eq(jobs.status, 'queued')));

const CARDS = { good: '4242 4242 4242 4242' } as const;

/**
 * A confirmed booking (2) of a car with a deposit, starting in `startsIn`, that the renter pays on
 * the sandbox page with `card` (remembered for next bookings or not).
 */
async function paidBooking(options: { deposit?: { minor: number; currency: 'UAH' | 'USD' | 'EUR' }; card?: keyof typeof CARDS; remember?: boolean; startsIn?: number } = {}) {
  const { deposit = { minor: 500_000, currency: 'UAH' }, card = 'good', remember = true, startsIn = 3 * DAY } = options;
  const setup = await createPayingBooking({ totalKop: 300_000 });
  const db = await getDb();
  const startAt = new Date(Date.now() + startsIn);
  const [booking] = await db
    .update(bookings)
    .set({ status: BOOKING_STATUS.confirmed, depositMinor: deposit.minor, depositCurrency: deposit.currency, startAt, endAt: new Date(startAt.getTime() + 2 * DAY), payBy: null })
    .where(eq(bookings.id, setup.booking.id))
    .returning();
  const paid = await asUser<{ data: { redirect_url: string } }>(payCall, setup.renter.token, { booking_id: booking!.id, remember_card: remember });
  expect(paid.status).toBe(200);
  const reference = paid.json.data.redirect_url.split('/').at(-1)!;
  const res = await api(sandboxPayRoute, { reference, card_number: CARDS[card], expiry: '12/39', cvc: '123', holder: 'OLENA KAMIANSKA' }, { token: setup.renter.token });
  expect(res.status).toBe(200);
  return { ...setup, booking: await bookingRow(booking!.id) };
}

const depositsOf = async (bookingId: number) =>
  (await getDb()).select().from(payments).where(and(eq(payments.bookingId, bookingId), eq(payments.purpose, 'deposit'))).orderBy(payments.id);

/** The booking at the end of its trip (11) with `extrasKop` due, as the owner's end-trip leaves it. */
async function endedTrip(booking: Booking, extrasKop: number) {
  const db = await getDb();
  await db
    .update(bookings)
    .set({
      status: BOOKING_STATUS.endMileageCheck,
      startMileage: 10_000,
      endMileage: 10_500,
      extras: extrasKop ? [{ kind: 'fuel', quantity: 1, unit_price: extrasKop, amount: extrasKop }] : [],
      extrasKop,
    })
    .where(eq(bookings.id, booking.id));
}

describe('the deposit', () => {
  it('is fixed in hryvnias when the renter pays, the card kept, and held on it 24 hours before the start', async () => {
    const { booking, renter } = await paidBooking();
    expect(booking).toMatchObject({ status: BOOKING_STATUS.paid, depositKop: 500_000, depositRateKop: null });
    const [card] = await (await getDb()).select().from(paymentCards).where(eq(paymentCards.userId, renter.user.id));
    expect(card).toMatchObject({ purpose: 'payment', remembered: true, panMasked: '424242******4242' });
    expect(booking.cardId).toBe(card!.id);
    // Not yet: the hold waits for its time (a hold lasts about 20 days at the acquirer).
    const [job] = await jobsOf(DEPOSIT_HOLD_JOB, `deposit-${booking.id}`);
    expect(job!.runAt.getTime()).toBe(booking.startAt.getTime() - DAY);
    await keepDepositHeld(booking.id, new Date(booking.startAt.getTime() - 2 * DAY));
    expect(await depositsOf(booking.id)).toEqual([]);
    // The owner cannot hand the car over without it.
    await (await getDb()).update(bookings).set({ status: BOOKING_STATUS.tripAllowed }).where(eq(bookings.id, booking.id));
    await expect(handOver(await ownerOf(booking), booking.id, 10_000, new Date(booking.startAt.getTime() - HOUR))).rejects.toMatchObject({ code: 'deposit_not_held' });

    await keepDepositHeld(booking.id, new Date(booking.startAt.getTime() - DAY + 1));
    const [hold] = await depositsOf(booking.id);
    expect(hold).toMatchObject({ status: 'held', mode: 'hold', via: 'token', amountKop: 500_000, cardId: card!.id });
    expect((await findSandboxOrder(hold!.providerRef))).toMatchObject({ status: 'held', heldKop: 500_000, initiator: 'merchant' });
    expect(await balancesOf(ACCOUNT.holds('sandbox'), ACCOUNT.deposit(booking.id))).toEqual({ [ACCOUNT.holds('sandbox')]: 500_000, [ACCOUNT.deposit(booking.id)]: -500_000 });
    // Run again (a second replica, a retry): nothing more is held.
    await keepDepositHeld(booking.id, new Date(booking.startAt.getTime() - DAY + 2));
    expect(await depositsOf(booking.id)).toHaveLength(1);
    await expectBooksBalanced();
  });

  it('in dollars is held at the operator rate, which the booking keeps', async () => {
    await (await getDb()).insert(siteSettings).values({ key: 'deposit_rates', value: { usd_kop: 41_50, eur_kop: 48_00 } }).onConflictDoUpdate({ target: siteSettings.key, set: { value: { usd_kop: 41_50, eur_kop: 48_00 } } });
    const { booking } = await paidBooking({ deposit: { minor: 300_00, currency: 'USD' } });
    expect(booking).toMatchObject({ depositKop: 1_245_000, depositRateKop: 41_50 });
    // More than one hold may block: refused in words, not a 500, and nothing changes.
    await (await getDb()).update(siteSettings).set({ value: { usd_kop: 1_000_000, eur_kop: 48_00 } }).where(eq(siteSettings.key, 'deposit_rates'));
    const big = await createPayingBooking();
    await (await getDb()).update(bookings).set({ status: BOOKING_STATUS.confirmed, depositMinor: 1_000_000_00, depositCurrency: 'USD', payBy: null }).where(eq(bookings.id, big.booking.id));
    const refused = await asUser(payCall, big.renter.token, { booking_id: big.booking.id });
    expect([refused.status, refused.json.error?.code]).toEqual([422, 'deposit_too_large']);
    expect(await bookingRow(big.booking.id)).toMatchObject({ status: BOOKING_STATUS.confirmed, depositKop: null });
    await (await getDb()).delete(siteSettings).where(eq(siteSettings.key, 'deposit_rates'));
  });

  it('refused on the saved card, the renter is told and holds it on the page instead', async () => {
    const { booking, renter } = await paidBooking({ startsIn: 12 * HOUR });
    // The card was blocked at the bank since: its token charges nothing.
    await revokeCardOf(renter.user.id);
    // Paid less than a day before the start: the hold is due at once.
    await keepDepositHeld(booking.id);
    const [refused] = await depositsOf(booking.id);
    expect(refused).toMatchObject({ status: 'failed', failureCode: 'token_revoked', via: 'token' });
    expect(await bookingRow(booking.id)).toMatchObject({ depositIssue: 'token_revoked' });
    const notices = await (await getDb()).select().from(outbox).where(eq(outbox.userId, renter.user.id));
    expect(notices.map((row) => row.subject)).toContainEqual(expect.stringMatching(/^Заблокуйте заставу/));

    const page = await asUser<{ data: { redirect_url: string } }>(depositCall, renter.token, { booking_id: booking.id });
    expect(page.status).toBe(200);
    const reference = page.json.data.redirect_url.split('/').at(-1)!;
    const res = await api(sandboxPayRoute, { reference, card_number: CARDS.good, expiry: '12/39', cvc: '123', holder: 'OLENA KAMIANSKA' }, { token: renter.token });
    expect(res.status).toBe(200);
    const [, held] = await depositsOf(booking.id);
    expect(held).toMatchObject({ status: 'held', via: 'page', amountKop: 500_000 });
    expect(await bookingRow(booking.id)).toMatchObject({ depositIssue: null });
    // Held now: asking again is refused, nothing more is held.
    expect((await asUser(depositCall, renter.token, { booking_id: booking.id })).status).toBe(409);
    await expectBooksBalanced();
  });

  it('is renewed before the acquirer would cancel it: a new hold first, then the old one released', async () => {
    const { booking } = await paidBooking();
    const heldAt = new Date(booking.startAt.getTime() - DAY + 1);
    await keepDepositHeld(booking.id, heldAt);
    const [first] = await depositsOf(booking.id);
    const [renewal] = await jobsOf(DEPOSIT_HOLD_JOB, `deposit-${booking.id}`);
    expect(renewal!.runAt.getTime()).toBe(first!.settledAt!.getTime() + 18 * DAY);
    await keepDepositHeld(booking.id, new Date(first!.settledAt!.getTime() + 18 * DAY));
    const [old, renewed] = await depositsOf(booking.id);
    expect(renewed).toMatchObject({ status: 'held', amountKop: 500_000 });
    const [release] = await (await getDb()).select().from(paymentOperations).where(eq(paymentOperations.paymentId, old!.id));
    expect(release).toMatchObject({ kind: 'void', status: 'pending', reason: 'renewed' });
    await runHoldOperation(release!.id);
    expect((await depositsOf(booking.id)).map((p) => p.status)).toEqual(['voided', 'held']);
    expect(await balancesOf(ACCOUNT.deposit(booking.id))).toEqual({ [ACCOUNT.deposit(booking.id)]: -500_000 });
    await expectBooksBalanced();
  });

  it('is released when the booking is cancelled', async () => {
    const { booking, renter } = await paidBooking({ startsIn: 12 * HOUR });
    await keepDepositHeld(booking.id);
    await cancelBooking(renter.user, booking.id, 'Плани змінилися');
    const [release] = await (await getDb()).select().from(paymentOperations).where(eq(paymentOperations.paymentId, (await depositsOf(booking.id))[0]!.id));
    expect(release).toMatchObject({ kind: 'void', reason: 'cancelled' });
    await runHoldOperation(release!.id);
    expect((await depositsOf(booking.id))[0]).toMatchObject({ status: 'voided' });
    expect(await balancesOf(ACCOUNT.deposit(booking.id))).toEqual({ [ACCOUNT.deposit(booking.id)]: 0 });
    await expectBooksBalanced();
  });
});

/** A paid booking whose deposit is held, at the end of its trip with `extrasKop` due, confirmed by the renter (→ 12 or 13). */
async function heldThenEnded(extrasKop: number, options: { revokeAfterHold?: boolean } = {}) {
  const setup = await paidBooking({ startsIn: 12 * HOUR });
  await keepDepositHeld(setup.booking.id);
  if (options.revokeAfterHold) await revokeCardOf(setup.renter.user.id);
  await endedTrip(setup.booking, extrasKop);
  const twelve = await answerMileage(setup.renter.user, setup.booking.id, { accept: true });
  return { ...setup, twelve };
}

describe('the extras after the trip', () => {
  it('below the deposit are captured from it and the rest released; the booking completes', async () => {
    const { booking, twelve, owner } = await heldThenEnded(120_000);
    expect(twelve).toMatchObject({ status: BOOKING_STATUS.extrasDue });
    expect(twelve.extrasCollectingAt).not.toBeNull();
    await collectExtras(booking.id);
    const done = await bookingRow(booking.id);
    expect(done).toMatchObject({ status: BOOKING_STATUS.completed, extrasPaidKop: 120_000, paidKop: 420_000, extrasCollectingAt: null });
    const [hold] = await depositsOf(booking.id);
    expect(hold).toMatchObject({ status: 'captured', capturedKop: 120_000 });
    expect(await findSandboxOrder(hold!.providerRef)).toMatchObject({ status: 'paid', capturedKop: 120_000, heldKop: 0 });
    // 3 000 ₴ rental + 1 200 ₴ extras, shared out at 15 %: 3 570 ₴ to the owner.
    expect(await balancesOf(ACCOUNT.owner(owner.user.id), ACCOUNT.deposit(booking.id), ACCOUNT.booking(booking.id))).toEqual({
      [ACCOUNT.owner(owner.user.id)]: -357_000,
      [ACCOUNT.deposit(booking.id)]: 0,
      [ACCOUNT.booking(booking.id)]: 0,
    });
    // A second run (another replica) asks for nothing more.
    await collectExtras(booking.id);
    expect(await (await getDb()).select().from(paymentOperations).where(eq(paymentOperations.paymentId, hold!.id))).toHaveLength(1);
    await expectBooksBalanced();
  });

  it('beyond the deposit take all of it and charge the rest to the saved card', async () => {
    const { booking } = await heldThenEnded(650_000);
    await collectExtras(booking.id);
    expect(await bookingRow(booking.id)).toMatchObject({ status: BOOKING_STATUS.completed, extrasPaidKop: 650_000 });
    const rows = await (await getDb()).select().from(payments).where(eq(payments.bookingId, booking.id)).orderBy(payments.id);
    expect(rows.map((p) => [p.purpose, p.via, p.status, p.capturedKop ?? p.amountKop])).toEqual([
      ['rental', 'page', 'succeeded', 300_000],
      ['deposit', 'token', 'captured', 500_000],
      ['extras', 'token', 'succeeded', 150_000],
    ]);
    await expectBooksBalanced();
  });

  it('the whole money path: paid, held, extras captured and charged, shared out, paid out to the owner — balanced at every step', async () => {
    const { booking, owner } = await heldThenEnded(650_000);
    await expectBooksBalanced();
    await collectExtras(booking.id);
    await expectBooksBalanced();
    // 3 000 ₴ rental + 6 500 ₴ extras, at 15 %: 8 075 ₴ is the owner's.
    expect(await balancesOf(ACCOUNT.owner(owner.user.id))).toEqual({ [ACCOUNT.owner(owner.user.id)]: -807_500 });
    const opened = await api<{ data: { redirect_url: string } }>(payoutCardRoute, {}, { token: owner.token });
    const reference = opened.json.data.redirect_url.split('/').at(-1)!;
    expect((await api(sandboxPayRoute, { reference, card_number: CARDS.good, expiry: '12/39', cvc: '123', holder: 'OKSANA TKACH' }, { token: owner.token })).status).toBe(200);
    const paidOut = await api<{ data: { payout: { status: string; amount: number } } }>(payoutRequestRoute, { amount: 807_500, idempotency_key: `whole-path-${booking.id}` }, { token: owner.token });
    expect(paidOut.json.data.payout).toMatchObject({ status: 'succeeded', amount: 807_500 });
    expect(await balancesOf(ACCOUNT.owner(owner.user.id), ACCOUNT.booking(booking.id), ACCOUNT.deposit(booking.id))).toEqual({
      [ACCOUNT.owner(owner.user.id)]: 0,
      [ACCOUNT.booking(booking.id)]: 0,
      [ACCOUNT.deposit(booking.id)]: 0,
    });
    await expectBooksBalanced();
  });

  it('an operator’s refund of the rental while the extras are captured from the deposit: both happen once, the books balance', async () => {
    const { booking, renter } = await heldThenEnded(120_000);
    const operator = await createSignedInUser({ isStaff: true });
    const [rental] = await (await getDb()).select().from(payments).where(and(eq(payments.bookingId, booking.id), eq(payments.purpose, 'rental')));
    const [refund] = await Promise.all([refundByOperator(operator.user, rental!.id, 50_000, 'Брудний салон'), collectExtras(booking.id)]);
    expect(await runRefund(refund.id)).toBe('succeeded');
    expect(await bookingRow(booking.id)).toMatchObject({ status: BOOKING_STATUS.completed, extrasPaidKop: 120_000, refundedKop: 50_000 });
    expect(renter.user.id).toBe(booking.renterId);
    await expectBooksBalanced();
  });

  it('the saved card refuses end in 14 with the reason, and the renter pays the rest on the page', async () => {
    const { booking, renter } = await heldThenEnded(650_000, { revokeAfterHold: true });
    await collectExtras(booking.id);
    expect(await bookingRow(booking.id)).toMatchObject({ status: BOOKING_STATUS.extrasFailed, extrasPaidKop: 500_000, extrasCollectingAt: null });
    const page = await asUser<{ data: { redirect_url: string } }>(payExtrasCall, renter.token, { booking_id: booking.id });
    expect(page.status).toBe(200);
    const reference = page.json.data.redirect_url.split('/').at(-1)!;
    const [pageRow] = await (await getDb()).select().from(payments).where(eq(payments.providerRef, reference));
    expect(pageRow).toMatchObject({ purpose: 'extras', via: 'page', amountKop: 150_000 });
    await api(sandboxPayRoute, { reference, card_number: CARDS.good, expiry: '12/39', cvc: '123', holder: 'OLENA KAMIANSKA' }, { token: renter.token });
    expect(await bookingRow(booking.id)).toMatchObject({ status: BOOKING_STATUS.completed, extrasPaidKop: 650_000 });
    await expectBooksBalanced();
  });

  it('none: the deposit is released when the renter confirms the end mileage', async () => {
    const { booking, twelve } = await heldThenEnded(0);
    expect(twelve.status).toBe(BOOKING_STATUS.completed);
    const [hold] = await depositsOf(booking.id);
    const [release] = await (await getDb()).select().from(paymentOperations).where(eq(paymentOperations.paymentId, hold!.id));
    expect(release).toMatchObject({ kind: 'void', reason: 'trip_over' });
    await runHoldOperation(release!.id);
    expect((await depositsOf(booking.id))[0]).toMatchObject({ status: 'voided' });
    await expectBooksBalanced();
  });

  it('two replicas collecting at once capture once', async () => {
    const { booking } = await heldThenEnded(120_000);
    await Promise.all([collectExtras(booking.id), collectExtras(booking.id)]);
    const [hold] = await depositsOf(booking.id);
    expect(await (await getDb()).select().from(paymentOperations).where(eq(paymentOperations.paymentId, hold!.id))).toHaveLength(1);
    expect(await findSandboxOrder(hold!.providerRef)).toMatchObject({ status: 'paid', capturedKop: 120_000 });
    expect(await bookingRow(booking.id)).toMatchObject({ status: BOOKING_STATUS.completed, extrasPaidKop: 120_000, paidKop: 420_000 });
    await expectBooksBalanced();
  });

  it('a capture the acquirer made before the process died is recorded once when the job runs again', async () => {
    const { booking } = await heldThenEnded(120_000);
    const db = await getDb();
    const [hold] = await depositsOf(booking.id);
    // The job recorded its capture and asked the acquirer, then died before writing the answer.
    const operation = await queueHoldOperation(hold!, 'capture', 120_000, 'extras', new Date());
    const first = await sandboxPaymentProvider().capture!({ reference: hold!.providerRef, operationReference: operation.reference, amountKop: 120_000, currency: 'UAH' });
    expect(first.state).toBe('succeeded');
    // The retry (or the collection) asks again under the same reference: the acquirer answers the first capture.
    await collectExtras(booking.id);
    expect(await bookingRow(booking.id)).toMatchObject({ status: BOOKING_STATUS.completed, extrasPaidKop: 120_000 });
    expect(await db.select().from(paymentOperations).where(eq(paymentOperations.paymentId, hold!.id))).toHaveLength(1);
    expect(await findSandboxOrder(hold!.providerRef)).toMatchObject({ capturedKop: 120_000 });
    await expectBooksBalanced();
  });
});

/** The renter's bank blocks their saved card: its token charges and holds nothing from now on. */
async function revokeCardOf(userId: number) {
  const [card] = await (await getDb()).select().from(paymentCards).where(eq(paymentCards.userId, userId));
  await revokeSandboxCard(card!.token);
}

async function ownerOf(booking: Booking) {
  const [owner] = await (await getDb()).select().from(users).where(eq(users.id, booking.ownerId));
  return owner!;
}

describe('paying with a saved card', () => {
  it('charges the remembered card without a page, once for a double click; another person’s card is not found', async () => {
    const first = await paidBooking();
    const [card] = await (await getDb()).select().from(paymentCards).where(eq(paymentCards.userId, first.renter.user.id));
    // The same renter books another car and chooses the card they kept.
    const next = await createPayingBooking({ totalKop: 200_000 });
    const db = await getDb();
    await db.update(bookings).set({ renterId: first.renter.user.id, status: BOOKING_STATUS.confirmed, payBy: null }).where(eq(bookings.id, next.booking.id));
    const stranger = await asUser(payCall, next.renter.token, { booking_id: next.booking.id, card_id: card!.id });
    expect(stranger.status).toBe(404);
    const replies = await Promise.all([0, 1, 2].map(() => asUser<{ data: { redirect_url: string } }>(payCall, first.renter.token, { booking_id: next.booking.id, card_id: card!.id })));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(replies[0]!.json.data.redirect_url).toBe(`/booking/${next.booking.id}`);
    const rows = await db.select().from(payments).where(eq(payments.bookingId, next.booking.id));
    expect(rows.map((p) => [p.via, p.status, p.amountKop, p.cardId])).toEqual([['token', 'succeeded', 200_000, card!.id]]);
    expect(await bookingRow(next.booking.id)).toMatchObject({ status: BOOKING_STATUS.paid, cardId: card!.id, depositKop: null });
    await expectBooksBalanced();
  });

  it('a card kept only for its booking (no consent) is not offered for the next one', async () => {
    const { renter } = await paidBooking({ remember: false });
    const [card] = await (await getDb()).select().from(paymentCards).where(eq(paymentCards.userId, renter.user.id));
    expect(card).toMatchObject({ remembered: false });
    const next = await createPayingBooking({ totalKop: 200_000 });
    await (await getDb()).update(bookings).set({ renterId: renter.user.id, status: BOOKING_STATUS.confirmed, payBy: null }).where(eq(bookings.id, next.booking.id));
    expect((await asUser(payCall, renter.token, { booking_id: next.booking.id, card_id: card!.id })).status).toBe(404);
  });

  it('a card kept only for its booking is forgotten once that booking is over', async () => {
    const { booking, renter } = await paidBooking({ remember: false, startsIn: 12 * HOUR });
    await keepDepositHeld(booking.id);
    await endedTrip(booking, 0);
    await answerMileage(renter.user, booking.id, { accept: true });
    const [card] = await (await getDb()).select().from(paymentCards).where(eq(paymentCards.userId, renter.user.id));
    expect(card!.removedAt).not.toBeNull();
    // A remembered one stays.
    const kept = await paidBooking({ startsIn: 12 * HOUR });
    await keepDepositHeld(kept.booking.id);
    await endedTrip(kept.booking, 0);
    await answerMileage(kept.renter.user, kept.booking.id, { accept: true });
    const [remembered] = await (await getDb()).select().from(paymentCards).where(eq(paymentCards.userId, kept.renter.user.id));
    expect(remembered!.removedAt).toBeNull();
  });
});

describe('what the review of the money paths found', () => {
  it('a hold that lapsed at the acquirer is not captured again and again: the extras go to the saved card', async () => {
    const setup = await paidBooking({ startsIn: 12 * HOUR });
    await keepDepositHeld(setup.booking.id);
    await endedTrip(setup.booking, 120_000);
    // Three weeks on, the acquirer has dropped the hold (it keeps one 20 days).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 21 * DAY));
    await answerMileage(setup.renter.user, setup.booking.id, { accept: true });
    await collectExtras(setup.booking.id);
    const [hold] = await depositsOf(setup.booking.id);
    expect(hold).toMatchObject({ status: 'voided' });
    const operations = await (await getDb()).select().from(paymentOperations).where(eq(paymentOperations.paymentId, hold!.id));
    expect(operations.map((o) => [o.kind, o.status, o.failureCode])).toEqual([['capture', 'failed', 'hold_expired']]);
    expect(await bookingRow(setup.booking.id)).toMatchObject({ status: BOOKING_STATUS.completed, extrasPaidKop: 120_000 });
    await expectBooksBalanced();
  });

  it('a collection that cannot finish for hours hands the extras to the renter’s page', async () => {
    const { booking, renter } = await heldThenEnded(120_000);
    await (await getDb()).update(bookings).set({ extrasCollectingAt: new Date(Date.now() - 3 * HOUR) }).where(eq(bookings.id, booking.id));
    const page = await asUser<{ data: { redirect_url: string } }>(payExtrasCall, renter.token, { booking_id: booking.id });
    expect(page.status).toBe(200);
    // The job, when it runs, takes nothing more: the renter's page is the way now.
    await collectExtras(booking.id);
    expect(await (await getDb()).select().from(paymentOperations)).not.toContainEqual(expect.objectContaining({ kind: 'capture', paymentId: (await depositsOf(booking.id))[0]!.id }));
    expect(await bookingRow(booking.id)).toMatchObject({ status: BOOKING_STATUS.extrasDue, extrasCollectingAt: null });
  });

  it('extras paid on the page after part came from elsewhere: the excess goes straight back to the card', async () => {
    const { booking, renter } = await heldThenEnded(150_000);
    await (await getDb()).update(bookings).set({ extrasCollectingAt: null }).where(eq(bookings.id, booking.id));
    const page = await asUser<{ data: { redirect_url: string } }>(payExtrasCall, renter.token, { booking_id: booking.id });
    const reference = page.json.data.redirect_url.split('/').at(-1)!;
    // Meanwhile 1 000 ₴ of it was taken some other way (a late capture).
    await (await getDb()).update(bookings).set({ extrasPaidKop: 100_000, paidKop: 400_000 }).where(eq(bookings.id, booking.id));
    await api(sandboxPayRoute, { reference, card_number: CARDS.good, expiry: '12/39', cvc: '123', holder: 'OLENA KAMIANSKA' }, { token: renter.token });
    const [paid] = await (await getDb()).select().from(payments).where(eq(payments.providerRef, reference));
    const refunds = await (await getDb()).select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paid!.id));
    expect(refunds.map((r) => [r.amountKop, r.reason])).toEqual([[100_000, 'overpaid']]);
    expect(await bookingRow(booking.id)).toMatchObject({ status: BOOKING_STATUS.completed, extrasPaidKop: 150_000, refundedKop: 100_000 });
    await expectBooksBalanced();
  });

  it('a saved card’s charge still in flight is never replaced by a page, and one closed meanwhile is refunded when it lands', async () => {
    const first = await paidBooking();
    const [card] = await (await getDb()).select().from(paymentCards).where(eq(paymentCards.userId, first.renter.user.id));
    const next = await createPayingBooking({ totalKop: 200_000 });
    const db = await getDb();
    await db.update(bookings).set({ renterId: first.renter.user.id, status: BOOKING_STATUS.confirmed, payBy: null }).where(eq(bookings.id, next.booking.id));
    // The charge is recorded; the acquirer is not asked yet (the process is slow or died).
    const charge = await inTransaction(async () => {
      const locked = (await (await getDb()).select().from(bookings).where(eq(bookings.id, next.booking.id)))[0]!;
      return chargeSavedCard({ booking: locked, userId: first.renter.user.id, cardId: card!.id, purpose: 'rental', amountKop: 200_000, now: new Date() });
    });
    await db.update(bookings).set({ status: BOOKING_STATUS.paying }).where(eq(bookings.id, next.booking.id));
    // A page for the same payment (a second press, another tab) is refused while the charge is in flight.
    const paying = await bookingRow(next.booking.id);
    await expect(inTransaction(() => openCheckout({ booking: paying, purpose: 'rental', amountKop: 200_000, locale: 'uk', now: new Date() }))).rejects.toMatchObject({ code: 'payment_in_progress' });
    // The acquirer is charging the card (the request is in flight) when the booking is cancelled,
    // which closes the payment; the charge's answer, or its job, then finds it closed.
    const booked = await bookingRow(next.booking.id);
    // Its callback is late (it would settle the payment before the cancellation otherwise).
    await setSandboxDelivery('late', booked.renterId);
    const charged = await sandboxPaymentProvider().chargeToken!({ reference: charge.providerRef, token: card!.token, amountKop: 200_000, currency: 'UAH', description: 'Оренда', mode: 'charge', customerRef: String(booked.renterId), callbackUrl: `${app.origin}/api/payments/callback/sandbox` });
    expect(charged.state).toBe('succeeded');
    await cancelBooking(first.renter.user, next.booking.id, 'Передумав');
    await runTokenCharge(charge.id);
    await setSandboxDelivery('immediate', booked.renterId);
    const refunds = await db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, charge.id));
    expect(refunds.map((r) => [r.amountKop, r.reason])).toEqual([[200_000, 'paid_after_close']]);
    await expectBooksBalanced();
  });
});
