import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as cancelCall } from '@/app/api/profile/booking/cancel/route';
import { POST as confirmCall } from '@/app/api/profile/booking/confirm/route';
import { POST as createCall } from '@/app/api/profile/booking/create/route';
import { POST as getCall } from '@/app/api/profile/booking/get/route';
import { POST as listCall } from '@/app/api/profile/booking/list/route';
import { POST as deleteRequestCall } from '@/app/api/profile/delete-request/route';
import { POST as scheduleCall } from '@/app/api/profile/car/availability/schedule/route';
import { POST as payCall } from '@/app/api/profile/booking/pay/route';
import { POST as rejectCall } from '@/app/api/profile/booking/reject/route';
import { LEGAL_VERIFICATION, ROLE } from '@/lib/auth/viewer';
import type { TBookingSummary } from '@/lib/bookings/contracts';
import { FINAL_STATUSES } from '@/lib/bookings/status';
import { kyivDateTimeToInstant } from '@/lib/time/kyiv-clock';
import { getDb } from '@/lib/server/db/client';
import { bookingEvents, bookings, carPeriods, cars, jobs, outbox, siteSettings, users } from '@/lib/server/db/schema';
import { seedDatabase } from '@/lib/server/db/seed';
import { asUser, createApprovedRenter, kyiv } from '@/tests/support/bookings';
import { createVerifiedOwner } from '@/tests/support/cars';
import { createListedCar, createTestCity } from '@/tests/support/catalog';
import { createSignedInUser } from '@/tests/support/factories';

// Tuesday 1 December 2026, 10:00 in Kyiv: every booking below starts after it.
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

async function listedCar(overrides: Parameters<typeof createListedCar>[1] = {}) {
  const city = await createTestCity();
  const owner = await createVerifiedOwner();
  const car = await createListedCar(city.id, { ownerId: owner.user.id, ...overrides });
  return { car, owner };
}

const request = (carId: number, start: string, end: string, extra: Record<string, unknown> = {}) => ({ car_id: carId, start: kyiv(start), end: kyiv(end), accept_terms: true, ...extra });

async function book(token: string, body: Record<string, unknown>) {
  const res = await asUser(createCall, token, body);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.booking;
}

async function refusal(token: string | null, body: Record<string, unknown>, status: number, code: string) {
  const res = await asUser(createCall, token, body);
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(res.json.error.code).toBe(code);
  return res.json.error;
}

describe('creating a booking', () => {
  it('a request is priced by the catalog’s function and stores the commission in force', async () => {
    const { car, owner } = await listedCar({ pricePerDayKop: 120_000, depositMinor: 500_00, depositCurrency: 'UAH' });
    const renter = await createApprovedRenter();
    const booking = await book(renter.token, request(car.id, '2026-12-10T10:00', '2026-12-13T10:00', { message: '  Приїду з дитячим кріслом  ' }));
    expect(booking).toMatchObject({
      status: 1,
      role: 'renter',
      total: 360_000,
      lines: [{ kind: 'days', quantity: 3, unit_price: 120_000, amount: 360_000 }],
      deposit: { amount: 50_000, currency: 'UAH' },
      owner_share: null,
      message: 'Приїду з дитячим кріслом',
      place: { pickup: null, delivery: null },
      actions: ['edit_request', 'cancel'],
      deadlines: { answer_by: { local: '2026-12-02T10:00' }, pay_by: null, free_cancellation_until: { local: '2026-12-09T10:00' } },
      cancellation: { free: true, fee: 0, refund: 0 },
    });
    expect(booking.timeline).toEqual([expect.objectContaining({ action: 'request', actor: 'renter', from: null, to: 1 })]);
    const db = await getDb();
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ commissionBp: 1_500, commissionKop: 54_000, earningsKop: 306_000, ownerId: owner.user.id, locale: 'uk' });
    // The period holds the car, and the owner is asked by e-mail.
    const periods = await db.select().from(carPeriods).where(eq(carPeriods.bookingId, booking.id));
    expect(periods).toEqual([expect.objectContaining({ kind: 'booking', holds: true })]);
    const mail = await db.select().from(outbox).where(and(eq(outbox.recipient, owner.user.email), eq(outbox.template, 'booking')));
    expect(mail.map((m) => m.subject)).toEqual([expect.stringContaining('Новий запит на бронювання')]);
    // The owner sees the share; a later price change never reaches the booking.
    await db.update(cars).set({ pricePerDayKop: 999_900 }).where(eq(cars.id, car.id));
    await db.update(siteSettings).set({ value: { rate_bp: 2_000 } }).where(eq(siteSettings.key, 'commission'));
    const seen = await asUser(getCall, owner.token, { booking_id: booking.id });
    expect(seen.json.data.booking).toMatchObject({ role: 'owner', total: 360_000, owner_share: { commission: 54_000, earnings: 306_000, commission_bp: 1_500 }, actions: ['confirm', 'reject'] });
    await db.update(siteSettings).set({ value: { rate_bp: 1_500 } }).where(eq(siteSettings.key, 'commission'));
  });

  it('an instant booking is confirmed at once and due for payment 24 hours before the start', async () => {
    const { car } = await listedCar({ instantBooking: true });
    const renter = await createApprovedRenter();
    const booking = await book(renter.token, request(car.id, '2026-12-10T10:00', '2026-12-12T10:00'));
    expect(booking).toMatchObject({ status: 2, instant: true, deadlines: { answer_by: null, pay_by: { local: '2026-12-09T10:00' } }, actions: ['pay', 'propose_change', 'cancel'] });
    expect(booking.place.pickup).toBe('вул. Тестова, 1');
  });

  it('the owner switches instant booking on with the car’s hours; the next request is confirmed at once', async () => {
    const { car, owner } = await listedCar();
    const schedule = Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((day) => [day, { from: '08:00', to: '21:00' }]));
    const set = await asUser<{ data: { instant_booking: boolean } }>(scheduleCall, owner.token, { car_id: car.id, schedule, min_notice_hours: 2, instant_booking: true });
    expect(set.json.data.instant_booking).toBe(true);
    // Saved again without the field: unchanged.
    expect((await asUser<{ data: { instant_booking: boolean } }>(scheduleCall, owner.token, { car_id: car.id, schedule, min_notice_hours: 3 })).json.data.instant_booking).toBe(true);
    const renter = await createApprovedRenter();
    expect((await book(renter.token, request(car.id, '2026-12-10T10:00', '2026-12-12T10:00'))).status).toBe(2);
  });

  it('refuses with the spec’s messages and codes', async () => {
    const { car, owner } = await listedCar({ minTermDays: 2, maxTermDays: 5 });
    const renter = await createApprovedRenter();
    const body = request(car.id, '2026-12-10T10:00', '2026-12-12T10:00');
    expect(await refusal(null, body, 401, 'unauthorized')).toBeTruthy();
    const unverified = await createSignedInUser({ role: ROLE.user });
    expect((await refusal(unverified.token, body, 403, 'not_verified_driver')).message).toMatch(/посвідчення|Додайте/);
    const company = await createSignedInUser({ role: ROLE.legal, legalVerification: LEGAL_VERIFICATION.verified });
    expect((await refusal(company.token, body, 403, 'legal_cannot_rent')).message).toMatch(/^Юридичні особи не можуть орендувати/);
    const host = await createVerifiedOwner({ isDriverLicenseVerified: true });
    expect((await refusal(host.token, body, 403, 'switch_to_renter')).message).toMatch(/акаунт орендаря/);
    // The owner, switched to renting, still cannot book their own car.
    const db = await getDb();
    await db.update((await import('@/lib/server/db/schema')).users).set({ role: ROLE.user, isUser: true, isDriverLicenseVerified: true }).where(eq((await import('@/lib/server/db/schema')).users.id, owner.user.id));
    expect((await refusal(owner.token, body, 403, 'own_car')).message).toBe('Не можна забронювати власний автомобіль.');
    expect((await refusal(renter.token, request(car.id, '2026-11-30T10:00', '2026-12-02T10:00'), 422, 'booking_in_past')).message).toBe('Не можна забронювати автомобіль на час, що вже минув.');
    await refusal(renter.token, request(car.id, '2026-12-10T07:00', '2026-12-12T10:00'), 422, '139');
    await refusal(renter.token, request(car.id, '2026-12-10T10:00', '2026-12-11T10:00'), 422, '141');
    await refusal(renter.token, request(car.id, '2026-12-10T10:00', '2026-12-20T10:00'), 422, '140');
    await refusal(renter.token, request(car.id, '2026-12-10T10:00', '2026-12-12T10:00', { delivery_address: 'вул. Хрещатик, 1' }), 422, 'delivery_unavailable');
    const noTerms = await asUser(createCall, renter.token, { ...body, accept_terms: false });
    expect(noTerms.status).toBe(422);
    expect(Object.keys(noTerms.json.error.fields ?? {})).toEqual(['accept_terms']);
    await refusal(renter.token, request(2_000_000_000, '2026-12-10T10:00', '2026-12-12T10:00'), 404, 'car_not_found');
    // Booked once, the same renter cannot open a second booking of the car; another renter meets 125.
    await book(renter.token, body);
    expect((await refusal(renter.token, request(car.id, '2026-12-20T10:00', '2026-12-22T10:00'), 409, 'already_booked')).message).toMatch(/Ви вже забронювали цей автомобіль/);
    const other = await createApprovedRenter();
    expect((await refusal(other.token, request(car.id, '2026-12-11T10:00', '2026-12-13T10:00'), 409, '125')).message).toBe('Автомобіль уже заброньовано на ці години.');
    // In English when asked.
    expect((await refusal(other.token, { ...request(car.id, '2026-12-11T10:00', '2026-12-13T10:00'), lang: 'en' }, 409, '125')).message).toBe('The car is already booked for these hours.');
    await db.update(cars).set({ deletedAt: new Date(), active: false }).where(eq(cars.id, car.id));
    expect((await refusal(other.token, request(car.id, '2026-12-20T10:00', '2026-12-22T10:00'), 410, 'car_deleted')).message).toBe('Автомобіль видалено.');
  });

  it('an unlisted car cannot be booked', async () => {
    const { car } = await listedCar();
    const db = await getDb();
    await db.update(cars).set({ active: false }).where(eq(cars.id, car.id));
    const renter = await createApprovedRenter();
    await refusal(renter.token, request(car.id, '2026-12-10T10:00', '2026-12-12T10:00'), 404, 'car_not_found');
  });

  it('allows back-to-back bookings: [a, b) and [b, c) do not overlap', async () => {
    const { car } = await listedCar();
    const first = await createApprovedRenter();
    const second = await createApprovedRenter();
    await book(first.token, request(car.id, '2026-12-10T10:00', '2026-12-12T10:00'));
    await book(second.token, request(car.id, '2026-12-12T10:00', '2026-12-14T10:00'));
  });

  it('50 renters asking at once for overlapping hours: exactly one booking holds the car, 49 get 125', async () => {
    const { car } = await listedCar();
    const renters = await Promise.all(Array.from({ length: 50 }, () => createApprovedRenter()));
    const replies = await Promise.all(
      renters.map((renter, index) => asUser(createCall, renter.token, request(car.id, `2026-12-1${index % 2}T1${index % 3}:00`, `2026-12-1${2 + (index % 2)}T10:00`))),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status !== 200).map((reply) => reply.json.error.code)).toEqual(Array(49).fill('125'));
    const db = await getDb();
    const holding = await db.select().from(carPeriods).where(and(eq(carPeriods.carId, car.id), eq(carPeriods.holds, true)));
    expect(holding).toHaveLength(1);
    expect(await db.select().from(bookings).where(eq(bookings.carId, car.id))).toHaveLength(1);
  });

  it('the one-open-booking index matches the statuses the code calls final', async () => {
    const db = await getDb();
    const result = await db.execute(`select pg_get_indexdef('bookings_one_open_per_car'::regclass) as def`);
    const def = (result as unknown as { rows: { def: string }[] }).rows[0]!.def;
    expect(def).toContain(`<> ALL (ARRAY[${[...FINAL_STATUSES].join(', ')}])`);
  });
});

describe('answering a request', () => {
  it('the owner confirms: payment due, the expiry job replaced by the unpaid one; a retry changes nothing', async () => {
    const { car, owner } = await listedCar();
    const renter = await createApprovedRenter();
    const booking = await book(renter.token, request(car.id, '2026-12-10T10:00', '2026-12-12T10:00'));
    const confirmed = await asUser(confirmCall, owner.token, { booking_id: booking.id });
    expect(confirmed.json.data.booking).toMatchObject({ status: 2, deadlines: { pay_by: { local: '2026-12-09T10:00' } }, actions: ['propose_change', 'cancel'] });
    const again = await asUser(confirmCall, owner.token, { booking_id: booking.id });
    expect(again.status).toBe(200);
    const db = await getDb();
    expect(await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id))).toHaveLength(2);
    const waiting = await db.select({ name: jobs.name, status: jobs.status }).from(jobs).where(eq(jobs.key, `booking-${booking.id}`));
    expect(waiting).toEqual(expect.arrayContaining([{ name: 'bookings.expire-request', status: 'cancelled' }, { name: 'bookings.cancel-unpaid', status: 'queued' }]));
    // The renter may not confirm, and nobody else may see it.
    expect((await asUser(confirmCall, renter.token, { booking_id: booking.id })).json.error.code).toBe('booking_action_unavailable');
    const stranger = await createApprovedRenter();
    expect((await asUser(getCall, stranger.token, { booking_id: booking.id })).status).toBe(404);
    expect((await asUser(confirmCall, stranger.token, { booking_id: booking.id })).status).toBe(404);
    expect((await asUser(getCall, null, { booking_id: booking.id })).status).toBe(401);
    // The page answers the same: a real 404 from the proxy for anyone but the parties and operators.
    const { resourceExists } = await import('@/lib/server/routing/resource-exists');
    const page = (id: string) => ({ name: 'booking-id', params: { id }, locale: 'uk' }) as never;
    expect(await resourceExists(page(String(booking.id)), { role: ROLE.user, id: stranger.user.id })).toBe(false);
    expect(await resourceExists(page(String(booking.id)), { role: ROLE.user, id: renter.user.id })).toBe(true);
    expect(await resourceExists(page(String(booking.id)), { role: ROLE.host, id: owner.user.id })).toBe(true);
    expect(await resourceExists(page(String(booking.id)), { role: ROLE.user, id: stranger.user.id, isStaff: true })).toBe(true);
    expect(await resourceExists(page('99999999'), { role: ROLE.user, id: renter.user.id })).toBe(false);
    expect(await resourceExists(page('x1'), null)).toBe(false);
  });

  it('too late to answer or to pay: the deadline has passed', async () => {
    const { car, owner } = await listedCar();
    const renter = await createApprovedRenter();
    const booking = await book(renter.token, request(car.id, '2026-12-10T10:00', '2026-12-12T10:00'));
    vi.setSystemTime(new Date(kyivDateTimeToInstant('2026-12-02T10:00').getTime() + 60_000));
    const late = await asUser(confirmCall, owner.token, { booking_id: booking.id });
    expect(late.json.error).toMatchObject({ code: 'deadline_passed', message: 'Час на відповідь минув: запит скасовується автоматично.' });
    const instant = await listedCar({ instantBooking: true });
    const paying = await book(renter.token, request(instant.car.id, '2026-12-10T10:00', '2026-12-12T10:00'));
    vi.setSystemTime(new Date(kyivDateTimeToInstant('2026-12-09T10:00').getTime() + 60_000));
    expect((await asUser(payCall, renter.token, { booking_id: paying.id })).json.error.code).toBe('deadline_passed');
  });

  it('a rejection frees the hours for the next renter', async () => {
    const { car, owner } = await listedCar();
    const renter = await createApprovedRenter();
    const booking = await book(renter.token, request(car.id, '2026-12-10T10:00', '2026-12-12T10:00'));
    const rejected = await asUser(rejectCall, owner.token, { booking_id: booking.id, reason: 'Автомобіль на ремонті' });
    expect(rejected.json.data.booking).toMatchObject({ status: 3, actions: [] });
    expect(rejected.json.data.booking.timeline.at(-1)).toMatchObject({ action: 'reject', actor: 'owner', from: 1, to: 3, reason: 'Автомобіль на ремонті' });
    const next = await createApprovedRenter();
    await book(next.token, request(car.id, '2026-12-10T10:00', '2026-12-12T10:00'));
    // And the first renter may ask again.
    await book(renter.token, request(car.id, '2026-12-20T10:00', '2026-12-22T10:00'));
  });

  it('a transition raced by both parties applies once', async () => {
    const { car, owner } = await listedCar();
    const renter = await createApprovedRenter();
    const booking = await book(renter.token, request(car.id, '2026-12-10T10:00', '2026-12-12T10:00'));
    const [rejected, cancelled] = await Promise.all([
      asUser(rejectCall, owner.token, { booking_id: booking.id }),
      asUser(cancelCall, renter.token, { booking_id: booking.id, reason: 'Змінилися плани' }),
    ]);
    expect([rejected.status, cancelled.status].sort()).toEqual([200, 409]);
    const db = await getDb();
    const events = await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(events).toHaveLength(2);
  });
});

describe('cancelling', () => {
  it('a renter’s cancellation of an unpaid booking is free and frees the hours; the owner is told', async () => {
    const { car, owner } = await listedCar();
    const renter = await createApprovedRenter();
    const booking = await book(renter.token, request(car.id, '2026-12-10T10:00', '2026-12-12T10:00'));
    const res = await asUser<{ data: { booking: { status: number; cancelled: unknown }; cancellation: unknown } }>(cancelCall, renter.token, { booking_id: booking.id, reason: 'Змінилися плани' });
    expect(res.json.data.booking).toMatchObject({ status: 4, cancelled: { by: 'renter', reason: 'Змінилися плани' } });
    expect(res.json.data.cancellation).toEqual({ free: true, fee: 0, refund: 0 });
    const db = await getDb();
    expect(await db.select().from(carPeriods).where(and(eq(carPeriods.bookingId, booking.id), eq(carPeriods.holds, true)))).toEqual([]);
    const mail = await db.select().from(outbox).where(and(eq(outbox.recipient, owner.user.email), eq(outbox.template, 'booking'))).orderBy(outbox.id);
    expect(mail.map((m) => m.subject)).toEqual([expect.stringMatching(/^Новий запит на бронювання: /), expect.stringMatching(/^Орендар скасував бронювання: Toyota/)]);
    // A reason is required.
    const other = await book((await createApprovedRenter()).token, request(car.id, '2026-12-20T10:00', '2026-12-22T10:00'));
    const noReason = await asUser(cancelCall, owner.token, { booking_id: other.id });
    expect(noReason.status).toBe(422);
  });

  it('the owner rejects a request rather than cancelling it', async () => {
    const { car, owner } = await listedCar();
    const renter = await createApprovedRenter();
    const booking = await book(renter.token, request(car.id, '2026-12-10T10:00', '2026-12-12T10:00'));
    expect((await asUser(cancelCall, owner.token, { booking_id: booking.id, reason: 'Не можу' })).json.error.code).toBe('booking_action_unavailable');
  });
});

describe('account deletion', () => {
  it('is refused to either party while a booking is open, and allowed once it is over', async () => {
    const { car, owner } = await listedCar();
    const renter = await createApprovedRenter();
    const booking = await book(renter.token, request(car.id, '2026-12-10T10:00', '2026-12-12T10:00'));
    for (const who of [renter, owner]) {
      const res = await asUser(deleteRequestCall, who.token, {});
      expect(res.status).toBe(409);
      expect(res.json.error).toMatchObject({ code: 'active_bookings', message: expect.stringMatching(/завершіть або скасуйте/i) });
    }
    await asUser(cancelCall, renter.token, { booking_id: booking.id, reason: 'Змінилися плани' });
    expect((await asUser(deleteRequestCall, renter.token, {})).status).toBe(200);
    // And an account on its way out books nothing.
    const other = await listedCar();
    expect((await refusal(renter.token, request(other.car.id, '2026-12-20T10:00', '2026-12-22T10:00'), 409, 'account_leaving')).message).toMatch(/заплановано до видалення/);
  });

  it('a deletion request racing a booking (by the renter or on the owner’s car): one of them is refused, never both done', async () => {
    for (const leaving of ['renter', 'owner'] as const) {
      for (let round = 0; round < 5; round += 1) {
        const { car, owner } = await listedCar();
        const renter = await createApprovedRenter();
        const who = leaving === 'renter' ? renter : owner;
        const [booked, deleting] = await Promise.all([asUser(createCall, renter.token, request(car.id, '2026-12-10T10:00', '2026-12-12T10:00')), asUser(deleteRequestCall, who.token, {})]);
        // The booking is refused as `account_leaving` (409) or, for a leaving owner's car, `car_not_found` (404).
        expect([booked.status, deleting.status].filter((status) => status === 200), `${leaving} round ${round}`).toHaveLength(1);
        expect([booked.json.error?.code ?? deleting.json.error?.code], `${leaving} round ${round}`).toEqual([expect.stringMatching(/^(active_bookings|account_leaving|car_not_found)$/)]);
        const [user] = await (await getDb()).select({ due: users.deletionDueAt }).from(users).where(eq(users.id, who.user.id));
        const open = await (await getDb()).select({ id: bookings.id }).from(bookings).where(eq(bookings.carId, car.id));
        expect(!!user?.due && open.length > 0, `${leaving} round ${round}`).toBe(false);
      }
    }
  });
});

describe('lists', () => {
  it('my trips and my activity: requests waiting first, then by start, finished last', async () => {
    const { car, owner } = await listedCar();
    const second = await createListedCar((await createTestCity()).id, { ownerId: owner.user.id, instantBooking: true });
    const renter = await createApprovedRenter();
    const later = await book(renter.token, request(second.id, '2026-12-20T10:00', '2026-12-22T10:00'));
    const request1 = await book(renter.token, request(car.id, '2026-12-25T10:00', '2026-12-27T10:00'));
    const trips = await asUser<{ data: { bookings: TBookingSummary[]; pagination: unknown } }>(listCall, renter.token, { as: 'renter' });
    expect(trips.json.data.bookings.map((b) => b.id)).toEqual([request1.id, later.id]);
    expect(trips.json.data.pagination).toEqual({ total: 2, per_page: 20, current_page: 1 });
    const activity = await asUser<{ data: { bookings: TBookingSummary[] } }>(listCall, owner.token, { as: 'owner', status: [1] });
    expect(activity.json.data.bookings).toEqual([expect.objectContaining({ id: request1.id, role: 'owner', deadline: { at: expect.any(String), local: '2026-12-02T10:00' }, other: expect.objectContaining({ kind: 'renter', name: 'Тарас Ш.' }) })]);
    expect((await asUser<{ data: { bookings: unknown[] } }>(listCall, renter.token, { as: 'owner' })).json.data.bookings).toEqual([]);
  });
});

describe('timed jobs (frozen time)', () => {
  const MINUTE = 60_000;
  async function runJobsAt(now: Date) {
    const { runDueJobs } = await import('@/lib/server/jobs/run-due-jobs');
    const { appJobs } = await import('@/lib/server/jobs/app-jobs');
    // Two runners at once, as two replicas would: every booking job is done once.
    await Promise.all([runDueJobs(appJobs, { now, worker: 'a' }), runDueJobs(appJobs, { now, worker: 'b' })]);
  }
  async function statusOf(id: number) {
    const db = await getDb();
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    return row!;
  }

  it('an unanswered request expires at its deadline, frees the hours and tells both', async () => {
    const { car, owner } = await listedCar();
    const renter = await createApprovedRenter();
    const booking = await book(renter.token, request(car.id, '2026-12-10T10:00', '2026-12-12T10:00'));
    await runJobsAt(new Date(kyivDateTimeToInstant('2026-12-02T10:00').getTime() - MINUTE));
    expect((await statusOf(booking.id)).status).toBe(1);
    await runJobsAt(kyivDateTimeToInstant('2026-12-02T10:00'));
    expect((await statusOf(booking.id)).status).toBe(3);
    const db = await getDb();
    const events = await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(events.map((e) => [e.action, e.actor, e.reason])).toEqual([
      ['request', 'renter', null],
      ['expire', 'system', 'unanswered'],
    ]);
    expect(await db.select().from(carPeriods).where(and(eq(carPeriods.bookingId, booking.id), eq(carPeriods.holds, true)))).toEqual([]);
    for (const email of [renter.user.email, owner.user.email]) {
      const mail = await db.select().from(outbox).where(and(eq(outbox.recipient, email), eq(outbox.template, 'booking')));
      expect(mail.map((m) => m.subject)).toContain('Запит на бронювання скасовано без відповіді: Toyota Camry 2021');
    }
  });

  it('an unpaid booking is cancelled 24 hours before the start (spec §9); an answered request does not expire', async () => {
    const { car, owner } = await listedCar();
    const renter = await createApprovedRenter();
    const booking = await book(renter.token, request(car.id, '2026-12-10T10:00', '2026-12-12T10:00'));
    await asUser(confirmCall, owner.token, { booking_id: booking.id });
    await runJobsAt(kyivDateTimeToInstant('2026-12-02T10:00'));
    expect((await statusOf(booking.id)).status).toBe(2);
    await runJobsAt(new Date(kyivDateTimeToInstant('2026-12-09T10:00').getTime() - MINUTE));
    expect((await statusOf(booking.id)).status).toBe(2);
    await runJobsAt(kyivDateTimeToInstant('2026-12-09T10:00'));
    expect(await statusOf(booking.id)).toMatchObject({ status: 4, cancelledBy: 'system', cancelReason: 'unpaid' });
    const db = await getDb();
    const mail = await db.select().from(outbox).where(and(eq(outbox.recipient, renter.user.email), eq(outbox.template, 'booking')));
    expect(mail.map((m) => m.subject)).toContain('Бронювання скасовано без оплати: Toyota Camry 2021');
    // The hours are free again.
    await book((await createApprovedRenter()).token, request(car.id, '2026-12-10T10:00', '2026-12-12T10:00'));
  });

  it('a last-minute instant booking gets an hour to pay', async () => {
    const { car } = await listedCar({ instantBooking: true, minNoticeHours: 2 });
    const renter = await createApprovedRenter();
    const booking = await book(renter.token, request(car.id, '2026-12-01T14:00', '2026-12-02T14:00'));
    expect(booking.deadlines.pay_by?.local).toBe('2026-12-01T11:00');
    await runJobsAt(kyivDateTimeToInstant('2026-12-01T11:00'));
    expect((await statusOf(booking.id)).status).toBe(4);
  });
});
