import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as answerChangeCall } from '@/app/api/profile/booking/change/answer/route';
import { POST as proposeCall } from '@/app/api/profile/booking/change/propose/route';
import { POST as cancelCall } from '@/app/api/profile/booking/cancel/route';
import { POST as confirmCall } from '@/app/api/profile/booking/confirm/route';
import { POST as uploadCall } from '@/app/api/profile/booking/contract/upload/route';
import { POST as verifyCall } from '@/app/api/profile/booking/contract/verify/route';
import { POST as createCall } from '@/app/api/profile/booking/create/route';
import { GET as documentCall } from '@/app/api/profile/booking/document/[id]/route';
import { GET as signedCall } from '@/app/api/profile/booking/document/[id]/signed/route';
import { POST as editCall } from '@/app/api/profile/booking/edit/route';
import { POST as endTripCall } from '@/app/api/profile/booking/end-trip/route';
import { POST as handOverCall } from '@/app/api/profile/booking/hand-over/route';
import { POST as mileageCall } from '@/app/api/profile/booking/mileage/route';
import { POST as payCall } from '@/app/api/profile/booking/pay/route';
import { POST as payExtrasCall } from '@/app/api/profile/booking/pay-extras/route';
import { collectExtras } from '@/lib/server/payments/deposits/collect-extras';
import { POST as reviewCall } from '@/app/api/profile/booking/review/route';
import { POST as reviewedStatusCall } from '@/app/api/profile/booking/reviewed-status/route';
import { POST as carPageCall } from '@/app/api/catalog/car/route';
import { POST as getUserCall } from '@/app/api/profile/get-user/route';
import { POST as publicProfileCall } from '@/app/api/profile/public/route';
import type { TBookingView } from '@/lib/bookings/contracts';
import { ACCOUNT } from '@/lib/ledger/accounts';
import { kyivDateTimeToInstant } from '@/lib/time/kyiv-clock';
import { getDb } from '@/lib/server/db/client';
import { bookingEvents, cars, ledgerTransactions, paymentRefunds, payments } from '@/lib/server/db/schema';
import { seedDatabase } from '@/lib/server/db/seed';
import { runRefund } from '@/lib/server/payments/run-refund';
import { settlePayment } from '@/lib/server/payments/settle-payment';
import { asUser, createApprovedRenter, kyiv } from '@/tests/support/bookings';
import { createVerifiedOwner } from '@/tests/support/cars';
import { createListedCar, createTestCity } from '@/tests/support/catalog';
import { callRoute } from '@/tests/support/call-route';
import { createSignedInUser } from '@/tests/support/factories';
import { balancesOf, expectBooksBalanced } from '@/tests/support/ledger';

// Tuesday 1 December 2026, 10:00 in Kyiv.
const NOW = kyivDateTimeToInstant('2026-12-01T10:00');
beforeAll(async () => {
  await seedDatabase({ demoAccounts: false });
});
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

type View = { data: { booking: TBookingView } };
const ok = async (reply: Promise<{ status: number; json: unknown }>) => {
  const res = await reply;
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json as View).data.booking;
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

function upload(token: string, bookingId: number, data: Buffer, type = 'application/pdf') {
  const form = new FormData();
  form.set('booking_id', String(bookingId));
  form.set('file', new Blob([new Uint8Array(data)], { type }), 'signed.pdf');
  return callRoute<View>(uploadCall, { rawBody: form, headers: { authorization: `Bearer ${token}` } });
}

async function download(handler: typeof documentCall, token: string | null, id: number) {
  const request = new Request(`http://localhost:3000/api/profile/booking/document/${id}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return handler(request, { params: Promise.resolve({ id: String(id) }) });
}

/** The acquirer reports the open payment of the booking (as its verified callback would). */
async function acquirerSays(bookingId: number, purpose: 'rental' | 'extras', outcome: 'succeeded' | 'failed') {
  const db = await getDb();
  const [payment] = await db.select().from(payments).where(and(eq(payments.bookingId, bookingId), eq(payments.purpose, purpose), eq(payments.status, 'pending')));
  expect(payment, 'an open payment').toBeTruthy();
  await settlePayment(payment!.provider, { reference: payment!.providerRef, outcome, amountKop: payment!.amountKop, currency: 'UAH', failureCode: outcome === 'failed' ? 'declined' : null, data: {} });
  return payment!;
}

async function scene(overrides: Parameters<typeof createListedCar>[1] = {}) {
  const city = await createTestCity();
  const owner = await createVerifiedOwner();
  const car = await createListedCar(city.id, { ownerId: owner.user.id, mileage: 42_000, pricePerDayKop: 100_000, freeMileagePerDay: 200, pricePerKmKop: 500, deliveryOffered: true, deliveryPriceKop: 30_000, ...overrides });
  const renter = await createApprovedRenter();
  return { car, owner, renter };
}

describe('a booking from request to reviews', () => {
  it('walks every step, each checked against the table and the actor', async () => {
    const { car, owner, renter } = await scene();
    const created = await ok(
      asUser(createCall, renter.token, { car_id: car.id, start: kyiv('2026-12-10T10:00'), end: kyiv('2026-12-13T10:00'), delivery_address: 'вул. Велика Васильківська, 100', accept_terms: true }),
    );
    expect(created.total).toBe(330_000);
    // The renter edits the request; the owner confirms.
    const edited = await ok(asUser(editCall, renter.token, { booking_id: created.id, start: kyiv('2026-12-10T10:00'), end: kyiv('2026-12-12T10:00'), delivery_address: 'вул. Велика Васильківська, 100' }));
    expect(edited).toMatchObject({ status: 1, total: 230_000 });
    await ok(asUser(confirmCall, owner.token, { booking_id: created.id }));
    // The owner proposes later dates; the renter accepts: new dates, new price, back to confirmed.
    const proposed = await ok(asUser(proposeCall, owner.token, { booking_id: created.id, start: kyiv('2026-12-11T10:00'), end: kyiv('2026-12-14T10:00'), delivery_address: 'вул. Велика Васильківська, 100' }));
    expect(proposed).toMatchObject({ status: 15, change: { by: 'owner', total: 330_000 } });
    expect((await asUser(answerChangeCall, owner.token, { booking_id: created.id, accept: true })).json.error?.code).toBe('booking_action_unavailable');
    const accepted = await ok(asUser(answerChangeCall, renter.token, { booking_id: created.id, accept: true }));
    expect(accepted).toMatchObject({ status: 2, change: null, total: 330_000, start: { local: '2026-12-11T10:00' }, deadlines: { pay_by: { local: '2026-12-10T10:00' } } });
    // No contract before payment.
    expect((await download(documentCall, renter.token, created.id)).status).toBe(404);
    // Pay: the first try is declined, the second goes through.
    const paying = await asUser<View & { data: { redirect_url: string } }>(payCall, renter.token, { booking_id: created.id });
    expect(paying.json.data.booking.status).toBe(5);
    expect(paying.json.data.redirect_url).toMatch(/\/pay\/sandbox\//);
    await acquirerSays(created.id, 'rental', 'failed');
    await ok(asUser(payCall, renter.token, { booking_id: created.id }));
    await acquirerSays(created.id, 'rental', 'succeeded');
    const paid = await ok(asUser((await import('@/app/api/profile/booking/get/route')).POST, renter.token, { booking_id: created.id }));
    expect(paid).toMatchObject({ status: 6, paid: 330_000, actions: ['upload_contract', 'cancel'], contract: { document: `/api/profile/booking/document/${created.id}` } });
    // The agreement: both parties download it, nobody else.
    const pdf = await download(documentCall, owner.token, created.id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download(documentCall, renter.token, created.id)).status).toBe(200);
    expect((await download(documentCall, (await createApprovedRenter()).token, created.id)).status).toBe(404);
    expect((await download(documentCall, null, created.id)).status).toBe(404);
    // A signed copy that is not a PDF or a picture is refused; the owner cannot upload it for the renter.
    expect((await upload(renter.token, created.id, Buffer.from('hello'), 'text/plain')).status).toBe(422);
    expect((await upload(owner.token, created.id, PDF)).status).toBe(409);
    await ok(upload(renter.token, created.id, PDF));
    const signed = await download(signedCall, owner.token, created.id);
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-disposition')).toMatch(/^attachment/);
    // Sent back with a reason, uploaded again, accepted.
    expect((await asUser(verifyCall, owner.token, { booking_id: created.id, accept: false })).status).toBe(422);
    const back = await ok(asUser(verifyCall, owner.token, { booking_id: created.id, accept: false, reason: 'Немає підпису на другій сторінці' }));
    expect(back).toMatchObject({ status: 16, contract: { rejection: 'Немає підпису на другій сторінці' } });
    await ok(upload(renter.token, created.id, PDF));
    expect((await ok(asUser(verifyCall, owner.token, { booking_id: created.id, accept: true }))).status).toBe(8);
    // Handover: not earlier than two hours before the start; never below the car's mileage; the
    // renter disputes, the owner corrects, the renter confirms.
    const early = await asUser(handOverCall, owner.token, { booking_id: created.id, mileage: 42_500 });
    expect(early.json.error.code).toBe('handover_too_early');
    expect(early.json.error.message).toBe('Передати автомобіль можна не раніше ніж за 2 години до початку оренди.');
    vi.setSystemTime(kyivDateTimeToInstant('2026-12-11T08:00'));
    const low = await asUser(handOverCall, owner.token, { booking_id: created.id, mileage: 41_999 });
    expect(low.status).toBe(422);
    expect(low.json.error.fields?.mileage?.replace(/\s/g, ' ')).toBe('Пробіг не може бути меншим за поточний пробіг автомобіля (42 000 км)');
    // English groups the thousands with a space too (spec §9), not ICU's comma.
    const lowEn = await asUser(handOverCall, owner.token, { booking_id: created.id, mileage: 41_999, lang: 'en' });
    expect(lowEn.json.error.fields?.mileage?.replace(/\s/g, ' ')).toBe('The mileage cannot be below the car’s current mileage (42 000 km)');
    await ok(asUser(handOverCall, owner.token, { booking_id: created.id, mileage: 42_500 }));
    expect((await asUser(mileageCall, renter.token, { booking_id: created.id, accept: false })).status).toBe(422);
    expect((await ok(asUser(mileageCall, renter.token, { booking_id: created.id, accept: false, reason: 'На одометрі 42 010' }))).status).toBe(8);
    await ok(asUser(handOverCall, owner.token, { booking_id: created.id, mileage: 42_010 }));
    const active = await ok(asUser(mileageCall, renter.token, { booking_id: created.id, accept: true }));
    expect(active).toMatchObject({ status: 9, mileage: { start: 42_010 } });
    expect(active.actions).not.toContain('cancel');
    // The end: never below the start; 3 days × 200 km free, 900 driven: 300 km × 5 ₴, the delivery back, fuel.
    expect((await asUser(endTripCall, owner.token, { booking_id: created.id, mileage: 42_000 })).status).toBe(422);
    const ended = await ok(asUser(endTripCall, owner.token, { booking_id: created.id, mileage: 42_910, fuel: 400 }));
    expect(ended).toMatchObject({
      status: 11,
      extras: {
        total: 300 * 500 + 30_000 + 40_000,
        lines: [
          { kind: 'km_over', quantity: 300, unit_price: 500, amount: 150_000 },
          { kind: 'delivery_back', quantity: 1, unit_price: 30_000, amount: 30_000 },
          { kind: 'fuel', quantity: 1, unit_price: 40_000, amount: 40_000 },
        ],
      },
    });
    expect((await ok(asUser(mileageCall, renter.token, { booking_id: created.id, accept: true }))).status).toBe(12);
    const db = await getDb();
    expect((await db.select({ mileage: cars.mileage }).from(cars).where(eq(cars.id, car.id)))[0]!.mileage).toBe(42_910);
    // Extras: first taken without the renter — no deposit and no saved card here, so the collection
    // leaves them to the renter's page (asked meanwhile, the page is refused: they would pay twice).
    expect((await asUser(payExtrasCall, renter.token, { booking_id: created.id })).status).toBe(409);
    await collectExtras(created.id);
    // Declined once (14), paid on the retry (13).
    await ok(asUser(payExtrasCall, renter.token, { booking_id: created.id }));
    await acquirerSays(created.id, 'extras', 'failed');
    await ok(asUser(payExtrasCall, renter.token, { booking_id: created.id }));
    await acquirerSays(created.id, 'extras', 'succeeded');
    // The books: 3 300 ₴ rental and 2 200 ₴ extras paid (the declined tries moved nothing), shared
    // out on completion at the booking's 15 %: 4 675 ₴ to the owner, 825 ₴ commission.
    await expectBooksBalanced();
    expect(await balancesOf(ACCOUNT.booking(created.id), ACCOUNT.owner(owner.user.id))).toEqual({ [ACCOUNT.booking(created.id)]: 0, [ACCOUNT.owner(owner.user.id)]: -467_500 });
    const moved = await db.select({ kind: ledgerTransactions.kind }).from(ledgerTransactions).where(eq(ledgerTransactions.bookingId, created.id)).orderBy(ledgerTransactions.id);
    expect(moved.map((t) => t.kind)).toEqual(['payment', 'payment', 'settlement']);
    // Reviews: asked until given; the ratings move.
    // Every page reminds the renter of the trip until they review it (or dismiss it).
    const { pendingReviewFor } = await import('@/lib/server/bookings/pending-review');
    expect(await pendingReviewFor(renter.user)).toEqual({ bookingId: created.id, car: 'Toyota Camry 2021' });
    expect(await pendingReviewFor(owner.user)).toBeNull();
    const status = await asUser<{ data: { ask: boolean; reviewed: boolean } }>(reviewedStatusCall, renter.token, { booking_id: created.id });
    expect(status.json.data).toMatchObject({ ask: true, reviewed: false });
    expect((await asUser(reviewCall, renter.token, { booking_id: created.id })).json.error.fields).toEqual({ rating: 'Поставте оцінку від 1 до 5' });
    const reviewed = await ok(asUser(reviewCall, renter.token, { booking_id: created.id, rating: 4, comment: 'Чиста машина, власник пунктуальний' }));
    expect(reviewed.review).toMatchObject({ can_review: false, ask: false, mine: { rating: 4 } });
    expect(await pendingReviewFor(renter.user)).toBeNull();
    expect((await asUser(reviewCall, renter.token, { booking_id: created.id, rating: 5 })).json.error.code).toBe('already_reviewed');
    await ok(asUser(reviewCall, owner.token, { booking_id: created.id, rating: 5 }));
    const [rated] = await db.select({ rating: cars.rating, reviewCount: cars.reviewCount, ownerRating: cars.ownerRating }).from(cars).where(eq(cars.id, car.id));
    expect(rated).toEqual({ rating: 4, reviewCount: 1, ownerRating: 4 });
    // The owner's public profile and the renter's account carry them.
    const profile = await callRoute<{ data: { rating: number; trips_count: number; reviews: { rating: number; comment: string; author: string }[] } }>(publicProfileCall, {
      body: { id: owner.user.id, kind: 'host' },
    });
    expect(profile.json.data).toMatchObject({ rating: 4, trips_count: 1, reviews: [{ rating: 4, comment: 'Чиста машина, власник пунктуальний', author: 'Тарас Ш.' }] });
    const page = await callRoute<{ data: { rating: number; review_count: number; reviews: unknown[] } }>(carPageCall, { body: { slug: car.slug } });
    expect(page.json.data).toMatchObject({ rating: 4, review_count: 1, reviews: [{ rating: 4, comment: 'Чиста машина, власник пунктуальний', author: 'Тарас Ш.' }] });
    const me = await asUser<{ data: { reviews: unknown } }>(getUserCall, renter.token, {});
    expect(me.json.data.reviews).toEqual({ rating: 5, count: 1 });
    const events = await db.select({ action: bookingEvents.action, from: bookingEvents.fromStatus, to: bookingEvents.toStatus }).from(bookingEvents).where(eq(bookingEvents.bookingId, created.id)).orderBy(bookingEvents.id);
    expect(events.map((e) => `${e.from ?? '-'}→${e.to} ${e.action}`)).toEqual([
      '-→1 request', '1→1 edit_request', '1→2 confirm', '2→15 propose_change', '15→2 accept_change', '2→5 pay', '5→7 payment_failed', '7→5 pay', '5→6 payment_succeeded',
      '6→17 upload_contract', '17→16 reject_contract', '16→17 upload_contract', '17→8 accept_contract', '8→10 hand_over', '10→8 dispute_start_mileage', '8→10 hand_over',
      '10→9 confirm_start_mileage', '9→11 end_trip', '11→12 confirm_end_mileage', '12→12 pay_extras', '12→14 extras_failed', '14→12 pay_extras', '12→13 extras_succeeded',
    ]);
  });
});

describe('cancelling a paid booking', () => {
  async function paidBooking(start: string, end: string) {
    const s = await scene({ instantBooking: true });
    const booking = await ok(asUser(createCall, s.renter.token, { car_id: s.car.id, start: kyiv(start), end: kyiv(end), accept_terms: true }));
    await ok(asUser(payCall, s.renter.token, { booking_id: booking.id }));
    await acquirerSays(booking.id, 'rental', 'succeeded');
    return { ...s, booking };
  }
  async function refundsOf(bookingId: number) {
    const db = await getDb();
    return db
      .select({ amount: paymentRefunds.amountKop, reason: paymentRefunds.reason })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .where(eq(payments.bookingId, bookingId));
  }

  it('the renter sees the price of cancelling, and within 24 hours of the start the first day is kept', async () => {
    const { renter, owner, booking } = await paidBooking('2026-12-02T09:00', '2026-12-05T09:00');
    const get = (await import('@/app/api/profile/booking/get/route')).POST;
    expect((await ok(asUser(get, renter.token, { booking_id: booking.id }))).cancellation).toEqual({ free: false, fee: 100_000, refund: 200_000 });
    const res = await asUser<View & { data: { cancellation: unknown } }>(cancelCall, renter.token, { booking_id: booking.id, reason: 'Захворів' });
    expect(res.json.data.cancellation).toEqual({ free: false, fee: 100_000, refund: 200_000 });
    expect(res.json.data.booking).toMatchObject({ status: 4, fee: 100_000, refunded: 200_000 });
    expect(await refundsOf(booking.id)).toEqual([{ amount: 200_000, reason: 'renter_cancelled' }]);
    // The books: the refund is on its way back; the kept day goes to the owner less 15 %.
    const inFlight = ACCOUNT.refundsInFlight('sandbox');
    const before = (await balancesOf(inFlight))[inFlight]!;
    expect(await balancesOf(ACCOUNT.booking(booking.id), ACCOUNT.owner(owner.user.id))).toEqual({ [ACCOUNT.booking(booking.id)]: 0, [ACCOUNT.owner(owner.user.id)]: -85_000 });
    await expectBooksBalanced();
    // The sandbox bank declines it (this test settled the payment without paying at the bank): the
    // refund is set apart as still owed to the renter, for an operator; the owner's share stays.
    const [refund] = await (await getDb()).select({ id: paymentRefunds.id }).from(paymentRefunds).innerJoin(payments, eq(payments.id, paymentRefunds.paymentId)).where(eq(payments.bookingId, booking.id));
    const failed = (await balancesOf(ACCOUNT.refundsFailed))[ACCOUNT.refundsFailed]!;
    expect(await runRefund(refund!.id)).toBe('failed');
    expect((await balancesOf(inFlight))[inFlight]).toBe(before + 200_000);
    expect((await balancesOf(ACCOUNT.refundsFailed))[ACCOUNT.refundsFailed]).toBe(failed - 200_000);
    expect(await balancesOf(ACCOUNT.owner(owner.user.id))).toEqual({ [ACCOUNT.owner(owner.user.id)]: -85_000 });
    await expectBooksBalanced();
  });

  it('is free more than 24 hours ahead, and an owner’s cancellation always refunds everything', async () => {
    const first = await paidBooking('2026-12-10T10:00', '2026-12-12T10:00');
    const free = await asUser<View & { data: { cancellation: unknown } }>(cancelCall, first.renter.token, { booking_id: first.booking.id, reason: 'Змінилися плани' });
    expect(free.json.data.cancellation).toEqual({ free: true, fee: 0, refund: 200_000 });
    // Everything goes back; nothing is shared out.
    expect(await balancesOf(ACCOUNT.booking(first.booking.id), ACCOUNT.owner(first.owner.user.id))).toEqual({ [ACCOUNT.booking(first.booking.id)]: 0, [ACCOUNT.owner(first.owner.user.id)]: 0 });
    await expectBooksBalanced();
    const second = await paidBooking('2026-12-02T09:00', '2026-12-04T09:00');
    const byOwner = await asUser<View & { data: { cancellation: unknown } }>(cancelCall, second.owner.token, { booking_id: second.booking.id, reason: 'Автомобіль зламався' });
    expect(byOwner.json.data.cancellation).toEqual({ free: true, fee: 0, refund: 200_000 });
    expect(await refundsOf(second.booking.id)).toEqual([{ amount: 200_000, reason: 'owner_cancelled' }]);
    // An operator may cancel for either party; a stranger may not.
    const third = await paidBooking('2026-12-20T10:00', '2026-12-22T10:00');
    const stranger = await createApprovedRenter();
    expect((await asUser(cancelCall, stranger.token, { booking_id: third.booking.id, reason: 'Хочу' })).status).toBe(404);
    const operator = await createSignedInUser({ isStaff: true });
    expect((await ok(asUser(cancelCall, operator.token, { booking_id: third.booking.id, reason: 'Скарга на власника' }))).cancelled).toEqual({ by: 'operator', reason: 'Скарга на власника' });
  });
});
