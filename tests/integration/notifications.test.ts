import { and, eq, gt, inArray, max } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as answerChangeCall } from '@/app/api/profile/booking/change/answer/route';
import { POST as proposeCall } from '@/app/api/profile/booking/change/propose/route';
import { POST as cancelCall } from '@/app/api/profile/booking/cancel/route';
import { POST as confirmCall } from '@/app/api/profile/booking/confirm/route';
import { POST as uploadCall } from '@/app/api/profile/booking/contract/upload/route';
import { POST as verifyCall } from '@/app/api/profile/booking/contract/verify/route';
import { POST as createCall } from '@/app/api/profile/booking/create/route';
import { POST as editCall } from '@/app/api/profile/booking/edit/route';
import { POST as endTripCall } from '@/app/api/profile/booking/end-trip/route';
import { POST as handOverCall } from '@/app/api/profile/booking/hand-over/route';
import { POST as mileageCall } from '@/app/api/profile/booking/mileage/route';
import { POST as payCall } from '@/app/api/profile/booking/pay/route';
import { POST as payExtrasCall } from '@/app/api/profile/booking/pay-extras/route';
import { POST as rejectCall } from '@/app/api/profile/booking/reject/route';
import { POST as reviewCall } from '@/app/api/profile/booking/review/route';
import { POST as listCall } from '@/app/api/profile/notifications/list/route';
import { POST as readCall } from '@/app/api/profile/notifications/read/route';
import { BookingDetails } from '@/app/[locale]/(account)/booking/[[...id]]/booking-details';
import type { TBookingView } from '@/lib/bookings/contracts';
import type { BookingNotice, NoticeRole } from '@/lib/notifications/booking-notices';
import type { TNotificationPage } from '@/lib/notifications/contracts';
import { confirmBooking } from '@/lib/server/bookings/answer-request';
import { notifyBooking } from '@/lib/server/bookings/notify-booking';
import { cancelUnpaid, expireRequest, remindBooking } from '@/lib/server/bookings/run-booking-jobs';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type Booking, bookings, type NewUser, notifications, outbox, payments, type User, users } from '@/lib/server/db/schema';
import { seedDatabase } from '@/lib/server/db/seed';
import { markBookingNotificationsRead } from '@/lib/server/notifications/mark-read';
import { collectExtras } from '@/lib/server/payments/deposits/collect-extras';
import { settlePayment } from '@/lib/server/payments/settle-payment';
import { kyivDateTimeToInstant } from '@/lib/time/kyiv-clock';
import { asUser, createApprovedRenter, kyiv } from '@/tests/support/bookings';
import { createVerifiedOwner } from '@/tests/support/cars';
import { createListedCar, createTestCity } from '@/tests/support/catalog';
import { callRoute, type ErrorBody } from '@/tests/support/call-route';
import { createSignedInUser } from '@/tests/support/factories';

// The booking page reads its viewer from the session cookie; here the test says who is looking.
const viewer: { current: User | null } = { current: null };
vi.mock('@/lib/server/accounts/get-current-viewer', () => ({ getCurrentUser: async () => viewer.current, getCurrentViewer: async () => null }));
vi.mock('next-intl/server', () => ({ setRequestLocale: () => undefined, getTranslations: async () => (key: string) => key }));

// Tuesday 1 December 2026, 10:00 in Kyiv.
const NOW = kyivDateTimeToInstant('2026-12-01T10:00');
beforeAll(async () => {
  await seedDatabase({ demoAccounts: false });
});
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  viewer.current = null;
});
afterEach(() => {
  vi.useRealTimers();
});

type Party = { user: User; token: string };
type Scene = { car: { id: number }; owner: Party; renter: Party };
type View = { data: { booking: TBookingView } };

let phoneSeq = Math.floor(Math.random() * 8_000_000);
/** A Ukrainian mobile number no other test account has. */
const newPhone = () => `+38067${String(1_000_000 + (phoneSeq++ % 8_999_999)).padStart(7, '0')}`;

/** An owner and an approved renter, both with a verified phone (unless overridden), and a listed car. */
async function scene(options: { renter?: Partial<NewUser>; owner?: Partial<NewUser>; car?: Parameters<typeof createListedCar>[1] } = {}): Promise<Scene> {
  const city = await createTestCity();
  const owner = await createVerifiedOwner({ phone: newPhone(), ...options.owner });
  const car = await createListedCar(city.id, { ownerId: owner.user.id, mileage: 42_000, pricePerDayKop: 100_000, freeMileagePerDay: 200, pricePerKmKop: 500, ...options.car });
  const renter = await createApprovedRenter({ phone: newPhone(), ...options.renter });
  return { car, owner, renter };
}

const ok = async (reply: Promise<{ status: number; json: unknown }>) => {
  const res = await reply;
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json as View).data.booking;
};

async function book(s: Scene, start = '2026-12-10T10:00', end = '2026-12-12T10:00') {
  return ok(asUser(createCall, s.renter.token, { car_id: s.car.id, start: kyiv(start), end: kyiv(end), accept_terms: true }));
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
function upload(token: string, bookingId: number) {
  const form = new FormData();
  form.set('booking_id', String(bookingId));
  form.set('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'signed.pdf');
  return callRoute<View>(uploadCall, { rawBody: form, headers: { authorization: `Bearer ${token}` } });
}

/** The acquirer reports the open payment of the booking (as its verified callback would). */
async function acquirerSays(bookingId: number, purpose: 'rental' | 'extras', outcome: 'succeeded' | 'failed') {
  const db = await getDb();
  const [payment] = await db.select().from(payments).where(and(eq(payments.bookingId, bookingId), eq(payments.purpose, purpose), eq(payments.status, 'pending')));
  expect(payment, 'an open payment').toBeTruthy();
  await settlePayment(payment!.provider, { reference: payment!.providerRef, outcome, amountKop: payment!.amountKop, currency: 'UAH', failureCode: outcome === 'failed' ? 'declined' : null, data: {} });
}

async function bookingRow(id: number): Promise<Booking> {
  const [row] = await (await getDb()).select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

// ---------------------------------------------------------------------------------------------
// What each step left behind, per channel
// ---------------------------------------------------------------------------------------------

type Mark = { notification: number; outbox: number };

async function mark(): Promise<Mark> {
  const db = await getDb();
  const [n] = await db.select({ id: max(notifications.id) }).from(notifications);
  const [o] = await db.select({ id: max(outbox.id) }).from(outbox);
  return { notification: n?.id ?? 0, outbox: o?.id ?? 0 };
}

/** The notifications, booking e-mails and SMS made since `from` for the scene's two people, as `role:notice`. */
async function since(from: Mark, s: Pick<Scene, 'owner' | 'renter'>) {
  const db = await getDb();
  const ids = [s.renter.user.id, s.owner.user.id];
  const who = (id: number | null) => (id === s.renter.user.id ? 'renter' : 'owner');
  const notes = await db.select().from(notifications).where(and(gt(notifications.id, from.notification), inArray(notifications.userId, ids))).orderBy(notifications.id);
  const sent = await db.select().from(outbox).where(and(gt(outbox.id, from.outbox), inArray(outbox.userId, ids))).orderBy(outbox.id);
  const mails = sent.filter((row) => row.channel === 'email');
  const texts = sent.filter((row) => row.channel === 'sms');
  return {
    inApp: notes.map((row) => `${who(row.userId)}:${row.kind}`).sort(),
    email: mails.map((row) => `${who(row.userId)}:${row.template}`).sort(),
    sms: texts.map((row) => `${who(row.userId)}:${String(row.payload.notice)}`).sort(),
    notes,
    mails,
    texts,
  };
}

type Expected = { to: NoticeRole[]; email?: NoticeRole[]; sms?: NoticeRole[] };

/** Runs a step and checks that it told exactly these people, once each, on these channels. */
async function expectNotices<T>(s: Scene, notice: BookingNotice | null, expected: Expected, work: () => Promise<T>): Promise<T> {
  const from = await mark();
  const result = await work();
  const got = await since(from, s);
  const tag = (roles: NoticeRole[], suffix: string) => roles.map((role) => `${role}:${suffix}`).sort();
  expect({ inApp: got.inApp, email: got.email, sms: got.sms }, notice ?? 'nothing').toEqual({
    inApp: notice ? tag(expected.to, notice) : [],
    email: notice ? tag(expected.email ?? expected.to, 'booking') : [],
    sms: notice ? tag(expected.sms ?? [], notice) : [],
  });
  return result;
}

const nothing = <T>(s: Scene, work: () => Promise<T>) => expectNotices(s, null, { to: [] }, work);

/** The same car and owner with another renter (a renter keeps one open booking per car). */
const withAnotherRenter = async (s: Scene): Promise<Scene> => ({ ...s, renter: await createApprovedRenter({ phone: newPhone() }) });

// ---------------------------------------------------------------------------------------------

describe('every booking event tells its people once, on the channels they allow', () => {
  it('walks a booking from the request to the reviews', async () => {
    const s = await scene();
    const R = s.renter.token;
    const O = s.owner.token;
    const created = await expectNotices(s, 'requested', { to: ['owner'], sms: ['owner'] }, () => book(s));
    const id = created.id;
    const step = (call: Parameters<typeof asUser>[0], token: string, body: Record<string, unknown> = {}) => ok(asUser(call, token, { booking_id: id, ...body }));
    await expectNotices(s, 'request_edited', { to: ['owner'] }, () => step(editCall, R, { start: kyiv('2026-12-10T10:00'), end: kyiv('2026-12-13T10:00') }));
    await expectNotices(s, 'confirmed', { to: ['renter'], sms: ['renter'] }, () => step(confirmCall, O));
    // A change goes to the other party only, the answer back to its proposer.
    await expectNotices(s, 'change_proposed', { to: ['renter'] }, () => step(proposeCall, O, { start: kyiv('2026-12-11T10:00'), end: kyiv('2026-12-14T10:00') }));
    await expectNotices(s, 'change_answered', { to: ['owner'] }, () => step(answerChangeCall, R, { accept: true }));
    // Paying: opening the page tells nobody; a refusal on the page is mailed, not texted (the renter saw it).
    await nothing(s, () => step(payCall, R));
    await expectNotices(s, 'payment_failed', { to: ['renter'] }, () => acquirerSays(id, 'rental', 'failed'));
    await step(payCall, R);
    await expectNotices(s, 'paid', { to: ['renter', 'owner'] }, () => acquirerSays(id, 'rental', 'succeeded'));
    await expectNotices(s, 'starts_soon', { to: ['renter', 'owner'], sms: ['renter', 'owner'] }, () => inTransaction(() => remindBooking({ booking_id: id }, 'start')));
    // The agreement: uploaded, sent back, uploaded, accepted.
    await expectNotices(s, 'contract_uploaded', { to: ['owner'] }, () => ok(upload(R, id)));
    await expectNotices(s, 'contract_rejected', { to: ['renter'] }, () => step(verifyCall, O, { accept: false, reason: 'Немає підпису на другій сторінці' }));
    await expectNotices(s, 'contract_uploaded', { to: ['owner'] }, () => ok(upload(R, id)));
    await expectNotices(s, 'contract_accepted', { to: ['renter'] }, () => step(verifyCall, O, { accept: true }));
    // The handover: too early tells nobody; then the mileage, disputed, entered again, confirmed.
    await nothing(s, async () => expect((await asUser(handOverCall, O, { booking_id: id, mileage: 42_500 })).json.error.code).toBe('handover_too_early'));
    vi.setSystemTime(kyivDateTimeToInstant('2026-12-11T08:00'));
    await expectNotices(s, 'mileage_to_confirm', { to: ['renter'] }, () => step(handOverCall, O, { mileage: 42_500 }));
    await expectNotices(s, 'mileage_disputed', { to: ['owner'] }, () => step(mileageCall, R, { accept: false, reason: 'На одометрі 42 510' }));
    await expectNotices(s, 'mileage_to_confirm', { to: ['renter'] }, () => step(handOverCall, O, { mileage: 42_510 }));
    await expectNotices(s, 'trip_started', { to: ['renter', 'owner'] }, () => step(mileageCall, R, { accept: true }));
    await expectNotices(s, 'ends_soon', { to: ['renter', 'owner'] }, () => inTransaction(() => remindBooking({ booking_id: id }, 'end')));
    // The end: the renter confirms; the extras are taken without them first — with no deposit or
    // card they are handed to the renter's page, and only then are they asked (and texted) to pay.
    await expectNotices(s, 'trip_ended', { to: ['renter'] }, () => step(endTripCall, O, { mileage: 43_410, fuel: 400 }));
    await nothing(s, () => step(mileageCall, R, { accept: true }));
    await expectNotices(s, 'extras_due', { to: ['renter'], sms: ['renter'] }, () => collectExtras(id));
    await step(payExtrasCall, R);
    await expectNotices(s, 'payment_failed', { to: ['renter'] }, () => acquirerSays(id, 'extras', 'failed'));
    await step(payExtrasCall, R);
    await expectNotices(s, 'completed', { to: ['renter', 'owner'] }, () => acquirerSays(id, 'extras', 'succeeded'));
    // Reviews: the person reviewed is told, never the author; a second try tells nobody.
    await expectNotices(s, 'review_received', { to: ['owner'] }, () => step(reviewCall, R, { rating: 5, comment: 'Усе чудово' }));
    await nothing(s, async () => expect((await asUser(reviewCall, R, { booking_id: id, rating: 4 })).status).toBe(409));
    await expectNotices(s, 'review_received', { to: ['renter'] }, () => step(reviewCall, O, { rating: 5 }));
    // The e-mails say what they are about, in the recipient's language, with the booking's link.
    const db = await getDb();
    const mails = await db.select().from(outbox).where(and(eq(outbox.userId, s.renter.user.id), eq(outbox.template, 'booking'))).orderBy(outbox.id);
    expect(mails.map((m) => m.subject)).toContain('Оплата не пройшла: Toyota Camry 2021');
    for (const mail of mails) expect(mail.payload).toEqual({ link: `http://localhost:3000/booking/${id}` });
    const receipt = mails.find((m) => m.subject === 'Бронювання оплачено: Toyota Camry 2021')!;
    expect(receipt.bodyText).toContain('Ми отримали оплату 3\u00a0000\u00a0₴');
    expect(receipt.bodyText).toContain('незалежно від налаштувань сповіщень');
  });

  it('tells the renter of a rejection and the owner of an instant booking', async () => {
    const s = await scene();
    const booking = await book(s);
    await expectNotices(s, 'rejected', { to: ['renter'] }, () => ok(asUser(rejectCall, s.owner.token, { booking_id: booking.id })));
    const instant = await scene({ car: { instantBooking: true } });
    await expectNotices(instant, 'instant_booked', { to: ['owner'], sms: ['owner'] }, () => book(instant));
  });

  it('tells both when a request expires or an unpaid booking is cancelled by the system', async () => {
    const s = await scene();
    const request = await book(s);
    const expired = () => inTransaction(() => expireRequest({ booking_id: request.id }, kyivDateTimeToInstant('2026-12-02T10:00')));
    await expectNotices(s, 'expired', { to: ['renter', 'owner'] }, expired);
    await nothing(s, expired);
    const other = await scene();
    const unpaid = await book(other);
    await ok(asUser(confirmCall, other.owner.token, { booking_id: unpaid.id }));
    await expectNotices(other, 'cancelled_unpaid', { to: ['renter', 'owner'] }, () => inTransaction(() => cancelUnpaid({ booking_id: unpaid.id }, kyivDateTimeToInstant('2026-12-09T10:00'))));
  });

  it('tells the other side of a cancellation, and both of one by support', async () => {
    const s = await scene();
    const first = await book(s);
    await expectNotices(s, 'cancelled_by_renter', { to: ['owner'] }, () => ok(asUser(cancelCall, s.renter.token, { booking_id: first.id, reason: 'Змінилися плани' })));
    const second = await book(s, '2026-12-20T10:00', '2026-12-22T10:00');
    await ok(asUser(confirmCall, s.owner.token, { booking_id: second.id }));
    await expectNotices(s, 'cancelled_by_owner', { to: ['renter'] }, () => ok(asUser(cancelCall, s.owner.token, { booking_id: second.id, reason: 'Авто в ремонті' })));
    const third = await book(s, '2027-01-10T10:00', '2027-01-12T10:00');
    const operator = await createSignedInUser({ isStaff: true });
    await expectNotices(s, 'cancelled_by_operator', { to: ['renter', 'owner'] }, () => ok(asUser(cancelCall, operator.token, { booking_id: third.id, reason: 'Скарга на оголошення' })));
  });
});

describe('opt-outs', () => {
  it('skip optional e-mails and the SMS of those who opted out; payment e-mails go regardless', async () => {
    const s = await scene({ renter: { notifyEmailOptOut: true, notifyPhoneOptOut: true }, owner: { notifyEmailOptOut: true } });
    const created = await expectNotices(s, 'requested', { to: ['owner'], email: [], sms: ['owner'] }, () => book(s));
    const id = created.id;
    await expectNotices(s, 'confirmed', { to: ['renter'], email: [] }, () => ok(asUser(confirmCall, s.owner.token, { booking_id: id })));
    await ok(asUser(payCall, s.renter.token, { booking_id: id }));
    await expectNotices(s, 'payment_failed', { to: ['renter'], email: ['renter'] }, () => acquirerSays(id, 'rental', 'failed'));
    await ok(asUser(payCall, s.renter.token, { booking_id: id }));
    await expectNotices(s, 'paid', { to: ['renter', 'owner'], email: ['renter', 'owner'] }, () => acquirerSays(id, 'rental', 'succeeded'));
    await expectNotices(s, 'starts_soon', { to: ['renter', 'owner'], email: [], sms: ['owner'] }, () => inTransaction(() => remindBooking({ booking_id: id }, 'start')));
    // A cancellation of a paid booking moves money: the owner is mailed despite the opt-out, and told why.
    const before = await mark();
    await ok(asUser(cancelCall, s.renter.token, { booking_id: id, reason: 'Захворів' }));
    const cancelled = await since(before, s);
    expect(cancelled.email).toEqual(['owner:booking']);
    expect(cancelled.mails[0]!.bodyText).toContain('Ви отримуєте цей лист незалежно від налаштувань сповіщень, бо він стосується оплати вашого бронювання.');
  });

  it('applies the rule of every notice to whoever it reaches', async () => {
    const s = await scene({ renter: { notifyEmailOptOut: true, notifyPhoneOptOut: true }, owner: { notifyEmailOptOut: true } });
    const id = (await book(s)).id;
    const unpaid = await bookingRow(id);
    const paidRow = { ...unpaid, paidKop: unpaid.totalKop };
    const withExtras = { ...paidRow, extrasKop: 20_000 };
    const notify = (booking: Booking, notice: BookingNotice, options?: Parameters<typeof notifyBooking>[2]) => () => inTransaction(() => notifyBooking(booking, notice, options));
    await expectNotices(s, 'cancelled_by_owner', { to: ['renter'], email: [] }, notify(unpaid, 'cancelled_by_owner'));
    await expectNotices(s, 'cancelled_by_owner', { to: ['renter'], email: ['renter'] }, notify(paidRow, 'cancelled_by_owner'));
    await expectNotices(s, 'cancelled_by_operator', { to: ['renter', 'owner'], email: ['renter', 'owner'] }, notify(paidRow, 'cancelled_by_operator'));
    await expectNotices(s, 'cancelled_unpaid', { to: ['renter', 'owner'], email: [] }, notify(unpaid, 'cancelled_unpaid'));
    await expectNotices(s, 'extras_due', { to: ['renter'], email: ['renter'] }, notify(withExtras, 'extras_due'));
    await expectNotices(s, 'deposit_needed', { to: ['renter'], email: ['renter'] }, notify({ ...paidRow, depositKop: 500_000 }, 'deposit_needed'));
    await expectNotices(s, 'completed', { to: ['renter', 'owner'], email: [] }, notify(paidRow, 'completed'));
    await expectNotices(s, 'completed', { to: ['renter', 'owner'], email: ['renter', 'owner'] }, notify(withExtras, 'completed'));
    await expectNotices(s, 'trip_started', { to: ['renter', 'owner'], email: [] }, notify(paidRow, 'trip_started'));
    await expectNotices(s, 'review_received', { to: ['owner'], email: [] }, notify(paidRow, 'review_received', { skip: s.renter.user.id }));
    // Extras refused on the saved card: texted too — but this renter opted out of texts.
    await expectNotices(s, 'payment_failed', { to: ['renter'], email: ['renter'] }, notify(withExtras, 'payment_failed', { unattended: true }));
    const texted = await scene();
    const other = await bookingRow((await book(texted)).id);
    await expectNotices(texted, 'payment_failed', { to: ['renter'], sms: ['renter'] }, notify({ ...other, extrasKop: 20_000 }, 'payment_failed', { unattended: true }));
  });

  it('sends no SMS without a verified phone, and nothing at all to a deleted account', async () => {
    const s = await scene({ renter: { phone: null }, owner: { phoneVerifiedAt: null } });
    const id = (await book(s)).id;
    const row = await bookingRow(id);
    await expectNotices(s, 'starts_soon', { to: ['renter', 'owner'] }, () => inTransaction(() => notifyBooking(row, 'starts_soon')));
    await (await getDb()).update(users).set({ deletedAt: new Date() }).where(eq(users.id, s.owner.user.id));
    await expectNotices(s, 'starts_soon', { to: ['renter'] }, () => inTransaction(() => notifyBooking(row, 'starts_soon')));
  });

  it('texts in the recipient’s language, with the booking link and the sum', async () => {
    const s = await scene({ renter: { locale: 'en' } });
    const id = (await book(s)).id;
    const before = await mark();
    await ok(asUser(confirmCall, s.owner.token, { booking_id: id }));
    const { texts } = await since(before, s);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ recipient: s.renter.user.phone, template: 'bookingNotice', locale: 'en', payload: { notice: 'confirmed', booking_id: id, link: `http://localhost:3000/en/booking/${id}` } });
    expect(texts[0]!.bodyText).toBe(`Kermo: your booking of Toyota Camry 2021 is confirmed. Pay ₴2\u00a0000 before the deadline: http://localhost:3000/en/booking/${id}`);
  });
});

describe('in the event’s transaction', () => {
  it('a rolled-back event leaves no notification, e-mail or SMS', async () => {
    const s = await scene();
    const id = (await book(s)).id;
    await nothing(s, async () => {
      await expect(
        inTransaction(async () => {
          await confirmBooking(s.owner.user, id);
          throw new Error('the rest of the work failed');
        }),
      ).rejects.toThrow('the rest of the work failed');
    });
    expect((await bookingRow(id)).status).toBe(1);
    // And the real thing afterwards is told once.
    await expectNotices(s, 'confirmed', { to: ['renter'], sms: ['renter'] }, () => confirmBooking(s.owner.user, id));
  });

  it('a refused step tells nobody', async () => {
    const s = await scene();
    const id = (await book(s)).id;
    await nothing(s, async () => expect((await asUser(cancelCall, s.owner.token, { booking_id: id, reason: 'Не можу' })).status).toBe(409));
    await nothing(s, async () => expect((await asUser(confirmCall, s.renter.token, { booking_id: id })).status).toBe(409));
  });
});

// ---------------------------------------------------------------------------------------------
// The notification centre
// ---------------------------------------------------------------------------------------------

type Page = { data: TNotificationPage } & ErrorBody;
type ReadReply = { data: { updated: number; unread: number } } & ErrorBody;
const list = (token: string, body: Record<string, unknown> = {}) => asUser<Page>(listCall, token, body);
const read = (token: string, body: Record<string, unknown>) => asUser<ReadReply>(readCall, token, body);

describe('the notification centre', () => {
  it('lists the caller’s own, newest first, in their language, with the booking’s link and car', async () => {
    const s = await scene();
    const id = (await book(s)).id;
    await ok(asUser(confirmCall, s.owner.token, { booking_id: id }));
    // The same renter's request of another owner's car, cancelled: that owner is told, not this one.
    const other = await scene();
    const second = await book({ ...other, renter: s.renter }, '2026-12-20T10:00', '2026-12-22T10:00');
    await ok(asUser(cancelCall, s.renter.token, { booking_id: second.id, reason: 'Змінилися плани' }));
    expect((await list(other.owner.token)).json.data.notifications.map((n) => n.kind)).toEqual(['cancelled_by_renter', 'requested']);
    const mine = await list(s.renter.token);
    expect(mine.status).toBe(200);
    expect(mine.json.data.notifications.map((n) => n.kind)).toEqual(['confirmed']);
    const owner = await list(s.owner.token, { lang: 'en' });
    expect(owner.json.data).toMatchObject({ unread: 1, pagination: { total: 1, per_page: 20, current_page: 1 } });
    expect(owner.json.data.notifications).toEqual([
      {
        id: expect.any(Number), kind: 'requested', booking_id: id, role: 'owner', text: 'New booking request for Toyota Camry 2021',
        car: { title: 'Toyota Camry 2021' }, url: `/en/booking/${id}`, created: { at: NOW.toISOString(), local: '2026-12-01T10:00' }, read: false,
      },
    ]);
    expect((await list(s.renter.token, { lang: 'uk' })).json.data.notifications[0]).toMatchObject({ text: 'Власник підтвердив бронювання Toyota Camry 2021 — оплатіть його', url: `/booking/${id}`, role: 'renter' });
  });

  it('pages through many, newest first, and a page past the end is empty', async () => {
    const s = await scene();
    const row = await bookingRow((await book(s)).id);
    for (let i = 0; i < 22; i += 1) await inTransaction(() => notifyBooking(row, 'change_answered'));
    const first = (await list(s.renter.token)).json.data;
    const second = (await list(s.renter.token, { page: 2 })).json.data;
    expect(first.notifications).toHaveLength(20);
    expect(second.notifications).toHaveLength(2);
    expect(first.pagination).toEqual({ total: 22, per_page: 20, current_page: 1 });
    const ids = [...first.notifications, ...second.notifications].map((n) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await list(s.renter.token, { page: 3 })).json.data.notifications).toEqual([]);
  });

  it('marks some, a booking’s or all read — only the caller’s own', async () => {
    const s = await scene();
    const a = await book(s);
    await ok(asUser(confirmCall, s.owner.token, { booking_id: a.id }));
    const b = await book(await withAnotherRenter(s), '2026-12-20T10:00', '2026-12-22T10:00');
    const c = await book(await withAnotherRenter(s), '2027-01-10T10:00', '2027-01-12T10:00');
    const ownerIds = (await list(s.owner.token)).json.data.notifications.map((n) => n.id);
    const renterIds = (await list(s.renter.token)).json.data.notifications.map((n) => n.id);
    expect(ownerIds).toHaveLength(3);
    // Someone else's ids, booking or "all" change nothing of theirs.
    const stranger = await createSignedInUser();
    expect((await read(stranger.token, { ids: ownerIds })).json.data).toEqual({ updated: 0, unread: 0 });
    expect((await read(stranger.token, { booking_id: a.id })).json.data).toEqual({ updated: 0, unread: 0 });
    expect((await read(stranger.token, { all: true })).json.data).toEqual({ updated: 0, unread: 0 });
    // The renter cannot read the owner's either, by id or through the shared booking.
    expect((await read(s.renter.token, { ids: ownerIds })).json.data).toEqual({ updated: 0, unread: 1 });
    expect((await read(s.renter.token, { booking_id: b.id })).json.data).toEqual({ updated: 0, unread: 1 });
    expect((await list(s.owner.token)).json.data.unread).toBe(3);
    // The owner marks one, then a booking's, then all (and again: nothing left).
    expect((await read(s.owner.token, { ids: [ownerIds[0]] })).json.data).toEqual({ updated: 1, unread: 2 });
    expect((await read(s.owner.token, { ids: [ownerIds[0]] })).json.data).toEqual({ updated: 0, unread: 2 });
    expect((await read(s.owner.token, { booking_id: b.id })).json.data).toEqual({ updated: 1, unread: 1 });
    expect((await read(s.owner.token, { all: true })).json.data).toEqual({ updated: 1, unread: 0 });
    expect((await list(s.owner.token)).json.data.notifications.every((n) => n.read)).toBe(true);
    expect((await list(s.renter.token)).json.data).toMatchObject({ unread: 1, notifications: [{ id: renterIds[0], read: false }] });
    expect(c.id).toBeGreaterThan(b.id);
  });

  it('"mark all" with the newest id the page showed leaves what arrived since unread', async () => {
    const s = await scene();
    const row = await bookingRow((await book(s)).id);
    await inTransaction(() => notifyBooking(row, 'change_answered'));
    const shown = (await list(s.renter.token)).json.data;
    expect(shown).toMatchObject({ unread: 1, newest_id: shown.notifications[0]!.id });
    // Another notice lands while the page is open; the page then marks all it showed.
    await inTransaction(() => notifyBooking(row, 'change_answered'));
    expect((await read(s.renter.token, { all: true, up_to: shown.newest_id })).json.data).toEqual({ updated: 1, unread: 1 });
    const after = (await list(s.renter.token)).json.data;
    expect(after.notifications.map((n) => n.read)).toEqual([false, true]);
    expect(after.newest_id).toBeGreaterThan(shown.newest_id!);
    expect((await list((await createSignedInUser()).token)).json.data).toMatchObject({ newest_id: null, unread: 0 });
  });

  it('opening the booking page reads that booking’s notifications, for the viewer alone', async () => {
    const s = await scene();
    const a = await book(s);
    const b = await book(await withAnotherRenter(s), '2026-12-20T10:00', '2026-12-22T10:00');
    await ok(asUser(confirmCall, s.owner.token, { booking_id: a.id }));
    viewer.current = s.owner.user;
    await BookingDetails({ locale: 'uk', id: String(a.id) });
    const owner = (await list(s.owner.token)).json.data;
    expect(owner.notifications.map((n) => [n.booking_id, n.read])).toEqual([
      [b.id, false],
      [a.id, true],
    ]);
    // The renter's notification about the same booking stays unread until they open it.
    expect((await list(s.renter.token)).json.data.unread).toBe(1);
    // Nobody else can read them by opening the page (it is a 404 for them) or by the domain call.
    viewer.current = (await createSignedInUser()).user;
    await BookingDetails({ locale: 'uk', id: String(a.id) }).catch(() => null);
    expect(await markBookingNotificationsRead(viewer.current, a.id)).toBe(0);
    expect((await list(s.renter.token)).json.data.unread).toBe(1);
    viewer.current = s.renter.user;
    await BookingDetails({ locale: 'en', id: String(a.id) });
    expect((await list(s.renter.token)).json.data.unread).toBe(0);
  });

  it('is for signed-in people only', async () => {
    expect((await asUser<Page>(listCall, null, {})).status).toBe(401);
    expect((await asUser<ReadReply>(readCall, null, { all: true })).status).toBe(401);
  });

  it('refuses bad input with a 4xx and a localized message, never a 500', async () => {
    const s = await scene();
    const bad: Record<string, unknown>[] = [
      {},
      { ids: [] },
      { ids: [2_147_483_648] },
      { ids: [0] },
      { ids: [-1] },
      { ids: ['1'] },
      { ids: [1.5] },
      { ids: 'all' },
      { ids: [null] },
      { ids: [[1]] },
      { ids: [{ id: 1 }] },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      { booking_id: 2_147_483_648 },
      { booking_id: '12' },
      { booking_id: [1] },
      { all: false },
      { all: 'true' },
      { all: 1 },
      { ids: [1], all: true },
      { ids: [1], booking_id: 1 },
      { all: true, extra: 1 },
      { all: true, up_to: 0 },
      { all: true, up_to: '5' },
      { all: true, up_to: 2_147_483_648 },
      { ids: [1], up_to: 5 },
      { booking_id: 1, up_to: 5 },
    ];
    for (const body of bad) {
      const res = await read(s.owner.token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.error.code, JSON.stringify(body)).toBe('validation_failed');
    }
    expect((await read(s.owner.token, {})).json.error.fields).toEqual({ ids: 'Укажіть, що позначити: ids, booking_id або all' });
    expect((await read(s.owner.token, { lang: 'en' })).json.error.fields).toEqual({ ids: 'Say what to mark: ids, booking_id or all' });
    expect((await read(s.owner.token, { ids: [1], up_to: 5, lang: 'en' })).json.error.fields).toEqual({ up_to: 'up_to works only together with all' });
    for (const body of [{ page: 0 }, { page: 10_001 }, { page: '2' }, { page: 2_147_483_648 }, { page: [1] }, { page: 1, other: true }]) {
      const res = await list(s.owner.token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const notJson = await callRoute<ErrorBody>(readCall, { rawBody: '{"all": tru', headers: { authorization: `Bearer ${s.owner.token}`, 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    // An id that names nothing is simply not the caller's: nothing changes.
    expect((await read(s.owner.token, { ids: [2_147_483_647], lang: 'en' })).json.data).toEqual({ updated: 0, unread: 0 });
    expect((await read(s.owner.token, { booking_id: 2_147_483_647 })).json.data).toEqual({ updated: 0, unread: 0 });
  });
});
