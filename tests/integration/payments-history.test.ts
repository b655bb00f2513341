import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as listRoute } from '@/app/api/profile/payments/list/route';
import type { TRenterPayments } from '@/lib/payments/cabinet-contracts';
import { getDb } from '@/lib/server/db/client';
import { type Booking, bookings, type Payment, paymentCards, paymentOperations, paymentRefunds, payments, type User } from '@/lib/server/db/schema';
import { seedDatabase } from '@/lib/server/db/seed';
import { paymentReceipt } from '@/lib/server/payments/history/receipt';
import { kyivDateTimeToInstant } from '@/lib/time/kyiv-clock';
import { api } from '@/tests/support/accounts';
import type { ErrorBody } from '@/tests/support/call-route';
import { createSignedInUser, createUser } from '@/tests/support/factories';
import { createPayingBooking, newPaymentReference } from '@/tests/support/payments';
import { digestOf, requestPage } from '@/tests/support/registry-proxy';

// The renter's side of /cabinet/payments read through its API and its receipt page: one's own
// payments only, per booking, with holds, refunds and receipts; a receipt for the payer and
// operators, the same 404 as for nothing to anyone else.

const viewer: { current: User | null } = { current: null };
vi.mock('@/lib/server/accounts/get-current-viewer', () => ({ getCurrentUser: async () => viewer.current, getCurrentViewer: async () => null }));
vi.mock('next-intl/server', () => ({ setRequestLocale: () => undefined, getTranslations: async () => (key: string) => key }));

const NOW = kyivDateTimeToInstant('2026-12-01T10:00');
const MINUTE = 60_000;

beforeAll(async () => {
  await seedDatabase({ demoAccounts: false });
});
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  viewer.current = null;
});
afterEach(() => vi.useRealTimers());

/** A booking of `renter` (a fresh one when none is given), its payments written straight into the table below. */
async function bookingOf(renter?: { user: User; token: string }, options: { totalKop?: number } = {}) {
  const setup = await createPayingBooking({ now: NOW, totalKop: options.totalKop });
  if (!renter) return { ...setup, renter: setup.renter };
  const db = await getDb();
  const [moved] = await db.update(bookings).set({ renterId: renter.user.id }).where(eq(bookings.id, setup.booking.id)).returning();
  return { ...setup, booking: moved!, renter };
}

/** A payment row as the payments domain leaves it once settled (the money path itself is the payments suites'). */
async function payment(booking: Booking, values: Partial<Payment> & { amountKop: number }, minutes = 0): Promise<Payment> {
  const at = new Date(NOW.getTime() + minutes * MINUTE);
  const purpose = values.purpose ?? 'rental';
  const [row] = await (await getDb())
    .insert(payments)
    .values({
      bookingId: booking.id,
      purpose,
      mode: purpose === 'deposit' ? 'hold' : 'charge',
      provider: 'sandbox',
      providerRef: newPaymentReference(),
      expiresAt: new Date(at.getTime() + 30 * MINUTE),
      createdAt: at,
      ...values,
    })
    .returning();
  return row!;
}

async function refund(paymentRow: Payment, values: { amountKop: number; reason: string; status?: string }) {
  const [row] = await (await getDb())
    .insert(paymentRefunds)
    .values({ paymentId: paymentRow.id, status: 'pending', createdAt: NOW, ...values, settledAt: values.status === 'succeeded' ? NOW : null })
    .returning();
  return row!;
}

const list = (token: string, body: Record<string, unknown> = {}) => api<{ data: TRenterPayments } & ErrorBody>(listRoute, body, { token });

describe('POST /api/profile/payments/list', () => {
  it('lists the renter’s own payments per booking: statuses, cards, the hold’s amounts, refunds and receipts', async () => {
    const trip = await bookingOf(undefined, { totalKop: 240_000 });
    const settled = new Date(NOW.getTime() + MINUTE);
    const failed = await payment(trip.booking, { amountKop: 240_000, status: 'failed', failureCode: 'insufficient_funds', cardMask: '400000******9995', settledAt: settled });
    const rental = await payment(trip.booking, { amountKop: 240_000, status: 'succeeded', cardMask: '424242******4242', settledAt: settled }, 5);
    const deposit = await payment(trip.booking, { purpose: 'deposit', amountKop: 500_000, status: 'captured', capturedKop: 120_000, settledAt: settled }, 6);
    await (await getDb()).insert(paymentOperations).values({ paymentId: deposit.id, kind: 'void', amountKop: 380_000, reason: 'trip_over', reference: `kv-${rental.id}`, createdAt: NOW });
    await refund(rental, { amountKop: 40_000, reason: 'owner_cancelled', status: 'succeeded' });
    await refund(rental, { amountKop: 10_000, reason: 'goodwill' });
    // Someone else's booking, and a booking of theirs without any payment: neither is listed.
    await payment((await bookingOf()).booking, { amountKop: 99_900, status: 'succeeded' });
    await bookingOf(trip.renter);

    const res = await list(trip.renter.token, { lang: 'en' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const { bookings: listed, pagination } = res.json.data;
    expect(pagination).toEqual({ total: 1, per_page: 10, current_page: 1 });
    expect(listed.map((b) => b.id)).toEqual([trip.booking.id]);
    expect(listed[0]!.url).toBe(`/en/booking/${trip.booking.id}`);
    expect(listed[0]!.car.title).toMatch(/Toyota Camry 2021/);
    const [first, second, third] = listed[0]!.payments;
    expect(first).toMatchObject({ id: failed.id, status: 'failed', failure_code: 'insufficient_funds', card: { last_four: '9995' }, receipt: null, hold: null });
    expect(second).toMatchObject({
      id: rental.id,
      purpose: 'rental',
      status: 'succeeded',
      amount: 240_000,
      card: { pan_masked: '424242******4242', last_four: '4242' },
      refunded: 40_000,
      receipt: `/en/cabinet/payments/receipt/${rental.id}`,
    });
    expect(second!.refunds.map((r) => [r.amount, r.reason, r.status])).toEqual([
      [40_000, 'owner_cancelled', 'succeeded'],
      [10_000, 'goodwill', 'pending'],
    ]);
    // A capture of 1 200 ₴ out of 5 000 ₴ held: the rest released; the release asked still pending.
    expect(third).toMatchObject({ purpose: 'deposit', status: 'captured', hold: { held: 500_000, captured: 120_000, released: 380_000, pending: 'void' }, receipt: `/en/cabinet/payments/receipt/${deposit.id}` });
    // Spec §3: no mask at all reads "XXXX".
    expect(third!.card).toEqual({ pan_masked: null, last_four: 'XXXX' });
  });

  it('shows nothing of a booking to its owner, and a payment that took nothing has no receipt and names no unknown card', async () => {
    const trip = await bookingOf();
    await payment(trip.booking, { amountKop: 140_000, status: 'failed', failureCode: 'card_declined', settledAt: NOW });
    await payment(trip.booking, { amountKop: 140_000 }, 1);
    expect((await list(trip.owner.token)).json.data).toEqual({ bookings: [], pagination: { total: 0, per_page: 10, current_page: 1 } });
    const [declined, open] = (await list(trip.renter.token)).json.data.bookings[0]!.payments;
    // Declined without the acquirer saying which card: no "•••• XXXX" for a card that paid nothing.
    expect(declined).toMatchObject({ status: 'failed', failure_code: 'card_declined', card: null, receipt: null });
    expect(open).toMatchObject({ status: 'pending', card: null, receipt: null, settled: null });
  });

  it('pages ten bookings at a time, the one with the latest payment first', async () => {
    const renter = await createSignedInUser({ role: 1 });
    const trips: Booking[] = [];
    for (let index = 0; index < 11; index += 1) {
      const { booking } = await bookingOf(renter);
      // Created in turn, paid in reverse: the first booking has the latest payment.
      await payment(booking, { amountKop: 10_000, status: 'succeeded', settledAt: NOW }, 20 - index);
      trips.push(booking);
    }
    const one = (await list(renter.token)).json.data;
    expect(one.pagination).toEqual({ total: 11, per_page: 10, current_page: 1 });
    expect(one.bookings.map((b) => b.id)).toEqual(trips.slice(0, 10).map((b) => b.id));
    const two = (await list(renter.token, { page: 2 })).json.data;
    expect(two.bookings.map((b) => b.id)).toEqual([trips[10]!.id]);
  });

  it('is for signed-in people only', async () => {
    const res = await api<ErrorBody>(listRoute, {});
    expect(res.status).toBe(401);
  });
});

describe('a payment’s receipt', () => {
  async function paidTrip() {
    const trip = await bookingOf(undefined, { totalKop: 240_000 });
    const rental = await payment(trip.booking, { amountKop: 240_000, status: 'succeeded', cardMask: '555555******4444', settledAt: NOW });
    return { ...trip, rental };
  }

  it('is the renter’s: its lines add up to what was paid, with the refunds, card, acquirer and reference', async () => {
    const { renter, booking, rental } = await paidTrip();
    await refund(rental, { amountKop: 120_000, reason: 'renter_cancelled', status: 'succeeded' });
    const receipt = await paymentReceipt(renter.user, rental.id);
    expect(receipt).toMatchObject({
      paymentId: rental.id,
      number: `KR-${String(booking.id).padStart(6, '0')}/${rental.id}`,
      purpose: 'rental',
      amountKop: 240_000,
      refundedKop: 120_000,
      card: { lastFour: '4444' },
      provider: 'sandbox',
      reference: rental.providerRef,
      payer: { name: 'Тарас Шевченко' },
      hold: null,
    });
    expect(receipt.lines).toEqual(booking.lines);
    expect(receipt.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(receipt.amountKop);
    expect(receipt.refunds).toEqual([expect.objectContaining({ amountKop: 120_000, reason: 'renter_cancelled', status: 'succeeded' })]);
  });

  it('of a captured deposit is what was taken; of extras partly taken from the deposit, the rest', async () => {
    const trip = await bookingOf();
    const db = await getDb();
    const extras = [
      { kind: 'km_over', quantity: 140, unit_price: 500, amount: 70_000 },
      { kind: 'fuel', quantity: 1, unit_price: 30_000, amount: 30_000 },
    ];
    await db.update(bookings).set({ extras, extrasKop: 100_000 }).where(eq(bookings.id, trip.booking.id));
    const deposit = await payment(trip.booking, { purpose: 'deposit', amountKop: 60_000, status: 'captured', capturedKop: 60_000, settledAt: NOW });
    const rest = await payment(trip.booking, { purpose: 'extras', amountKop: 40_000, status: 'succeeded', settledAt: NOW });
    const fromDeposit = await paymentReceipt(trip.renter.user, deposit.id);
    expect(fromDeposit).toMatchObject({ purpose: 'deposit', amountKop: 60_000, hold: { heldKop: 60_000, releasedKop: 0 } });
    expect(fromDeposit.lines).toEqual([{ kind: 'deposit_captured', quantity: 1, unit_price: 60_000, amount: 60_000 }]);
    const extra = await paymentReceipt(trip.renter.user, rest.id);
    expect(extra.lines).toEqual([...extras, { kind: 'covered_otherwise', quantity: 1, unit_price: -60_000, amount: -60_000 }]);
    expect(extra.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(40_000);
  });

  it('opens for the payer and operators; another renter, the owner and a payment that took nothing are the 404 of no payment', async () => {
    const { renter, owner, rental, booking } = await paidTrip();
    const open = await payment(booking, { purpose: 'extras', amountKop: 5_000 });
    const stranger = await createSignedInUser({ role: 1 });
    const operator = await createSignedInUser({ isStaff: true });
    const path = `/cabinet/payments/receipt/${rental.id}`;

    // The proxy decides before rendering.
    const visitor = await requestPage(path);
    expect(visitor.status).toBe(307);
    expect(visitor.headers.get('location')).toBe(`http://localhost:3000/sign?ref=${encodeURIComponent(path)}`);
    expect((await requestPage(path, renter.token)).status).toBe(200);
    expect((await requestPage(`/en${path}`, operator.token)).status).toBe(200);
    for (const [who, token] of [['stranger', stranger.token], ['owner', owner.token]] as const) {
      const res = await requestPage(path, token);
      expect(res.status, who).toBe(404);
    }
    for (const other of [`/cabinet/payments/receipt/${open.id}`, '/cabinet/payments/receipt/999999999', '/cabinet/payments/receipt/abc', '/cabinet/payments/receipt']) {
      expect((await requestPage(other, renter.token)).status, other).toBe(404);
    }

    // And the page itself, as if the proxy had been bypassed.
    const render = async (id: string) => (await import('@/app/[locale]/(account)/cabinet/payments/receipt/[id]/page')).default({ params: Promise.resolve({ locale: 'uk' as const, id }) });
    viewer.current = renter.user;
    await expect(render(String(rental.id))).resolves.toBeTruthy();
    viewer.current = operator.user;
    await expect(render(String(rental.id))).resolves.toBeTruthy();
    for (const user of [stranger.user, owner.user]) {
      viewer.current = user;
      expect(digestOf(await render(String(rental.id)).catch((error: unknown) => error))).toMatch(/^NEXT_HTTP_ERROR_FALLBACK;404/);
    }
    viewer.current = renter.user;
    expect(digestOf(await render(String(open.id)).catch((error: unknown) => error))).toMatch(/^NEXT_HTTP_ERROR_FALLBACK;404/);
    viewer.current = null;
    expect(digestOf(await render(String(rental.id)).catch((error: unknown) => error))).toMatch(/^NEXT_REDIRECT;.*;\/sign\?ref=%2Fcabinet%2Fpayments%2Freceipt;/);
    await expect(paymentReceipt({ id: stranger.user.id, isStaff: false }, rental.id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('names the card by the saved card’s mask when the payment kept none', async () => {
    const { renter, booking } = await paidTrip();
    const db = await getDb();
    const [card] = await db.insert(paymentCards).values({ userId: renter.user.id, provider: 'sandbox', purpose: 'payment', token: `sbxtok_${booking.id}`, panMasked: '42****1881' }).returning();
    const byToken = await payment(booking, { purpose: 'extras', amountKop: 3_000, status: 'succeeded', via: 'token', cardId: card!.id, settledAt: NOW });
    expect((await paymentReceipt(renter.user, byToken.id)).card).toEqual({ panMasked: '42****1881', lastFour: '1881' });
    const user = await createUser();
    await expect(paymentReceipt(user, byToken.id)).rejects.toMatchObject({ code: 'not_found' });
  });
});
