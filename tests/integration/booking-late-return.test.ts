import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as endTripCall } from '@/app/api/profile/booking/end-trip/route';
import { POST as getCall } from '@/app/api/profile/booking/get/route';
import { POST as mileageCall } from '@/app/api/profile/booking/mileage/route';
import type { TBookingView } from '@/lib/bookings/contracts';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import { getDb } from '@/lib/server/db/client';
import { bookings } from '@/lib/server/db/schema';
import { asUser } from '@/tests/support/bookings';
import { createPayingBooking } from '@/tests/support/payments';

const HOUR = 3_600_000;
// The trip ends Monday 14 December 2026 at 10:00 Kyiv time (08:00 UTC).
const END = new Date('2026-12-14T08:00:00Z');
const at = (minutesAfterEnd: number) => new Date(END.getTime() + minutesAfterEnd * 60_000);

afterEach(() => {
  vi.useRealTimers();
});

type View = { data: { booking: TBookingView } };
const ok = async (reply: Promise<{ status: number; json: unknown }>) => {
  const res = await reply;
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json as View).data.booking;
};

/** A trip under way (9) at 150 ₴ an hour and 1 200 ₴ a day, its end at END; no deposit. */
async function tripUnderWay(prices: { hour: number | null; day: number; mode?: 'time' | 'calendar' } = { hour: 15_000, day: 120_000 }) {
  const made = await createPayingBooking({ totalKop: 240_000, now: new Date(END.getTime() - 5 * 24 * HOUR) });
  const db = await getDb();
  const terms = { ...made.booking.terms, mode: prices.mode ?? ('time' as const), price_per_day_kop: prices.day, price_per_hour_kop: prices.hour, free_mileage_per_day: null };
  await db
    .update(bookings)
    .set({ status: BOOKING_STATUS.active, startAt: new Date(END.getTime() - 2 * 24 * HOUR), endAt: END, startMileage: 42_000, startedAt: new Date(END.getTime() - 2 * 24 * HOUR), terms, paidKop: 240_000 })
    .where(eq(bookings.id, made.booking.id));
  return made;
}

const freezeAt = (now: Date) => vi.useFakeTimers({ now, toFake: ['Date'] });

describe('a late return (docs/bookings.md "Late return")', () => {
  it('within the grace nothing is added, and the owner is not offered a charge', async () => {
    const { owner, booking } = await tripUnderWay();
    freezeAt(at(30));
    expect((await ok(asUser(getCall, owner.token, { booking_id: booking.id }))).late_return).toBeNull();
    const ended = await ok(asUser(endTripCall, owner.token, { booking_id: booking.id, mileage: 42_300 }));
    expect(ended).toMatchObject({ status: 11, extras: { lines: [], total: 0 } });
  });

  it('past the grace adds every started hour, capped at the day, and the owner sees it first', async () => {
    const { owner, renter, booking } = await tripUnderWay();
    // Three hours and ten minutes late: four started hours at 150 ₴.
    freezeAt(at(190));
    const before = await ok(asUser(getCall, owner.token, { booking_id: booking.id }));
    expect(before.late_return).toEqual({ hours: 4, amount: 60_000, returned_at: { at: at(190).toISOString(), local: '2026-12-14T13:10' }, paid_until: { at: END.toISOString(), local: '2026-12-14T10:00' } });
    // The renter is not the one to end the trip: no preview for them.
    expect((await ok(asUser(getCall, renter.token, { booking_id: booking.id }))).late_return).toBeNull();
    const ended = await ok(asUser(endTripCall, owner.token, { booking_id: booking.id, mileage: 42_300, fuel: 200 }));
    expect(ended.extras).toMatchObject({
      total: 60_000 + 20_000,
      lines: [
        { kind: 'late_return', quantity: 4, unit_price: 15_000, amount: 60_000 },
        { kind: 'fuel', quantity: 1, unit_price: 20_000, amount: 20_000 },
      ],
    });
    // A correction the next morning counts from the moment the trip was first ended, not later.
    freezeAt(at(20 * 60));
    const corrected = await ok(asUser(endTripCall, owner.token, { booking_id: booking.id, mileage: 42_310, fuel: 200 }));
    expect(corrected.extras.lines[0]).toEqual({ kind: 'late_return', quantity: 4, unit_price: 15_000, amount: 60_000 });
    // The renter disputes, the owner waives the late return when ending again.
    expect((await ok(asUser(mileageCall, renter.token, { booking_id: booking.id, accept: false, reason: 'Повернув о 10:20, власник запізнився' }))).status).toBe(BOOKING_STATUS.active);
    expect((await ok(asUser(getCall, owner.token, { booking_id: booking.id }))).late_return?.hours).toBe(4);
    const waived = await ok(asUser(endTripCall, owner.token, { booking_id: booking.id, mileage: 42_310, fuel: 200, waive_late_return: true }));
    expect(waived.extras).toMatchObject({ total: 20_000, lines: [{ kind: 'fuel', amount: 20_000 }] });
    // A later correction that does not say keeps it waived; only an explicit answer charges it again.
    const corrected2 = await ok(asUser(endTripCall, owner.token, { booking_id: booking.id, mileage: 42_320, fuel: 200 }));
    expect(corrected2.extras.lines.map((line) => line.kind)).toEqual(['fuel']);
    const charged = await ok(asUser(endTripCall, owner.token, { booking_id: booking.id, mileage: 42_320, fuel: 200, waive_late_return: false }));
    expect(charged.extras.lines.map((line) => line.kind)).toEqual(['late_return', 'fuel']);
  });

  it('a day late costs at most the day; a car without an hourly price charges the day ÷ 24', async () => {
    const capped = await tripUnderWay();
    freezeAt(at(23 * 60));
    const day = await ok(asUser(endTripCall, capped.owner.token, { booking_id: capped.booking.id, mileage: 42_300 }));
    expect(day.extras.lines).toEqual([{ kind: 'late_return', quantity: 23, unit_price: 15_000, amount: 120_000 }]);
    vi.useRealTimers();
    const daily = await tripUnderWay({ hour: null, day: 100_000 });
    freezeAt(at(121));
    const hours = await ok(asUser(endTripCall, daily.owner.token, { booking_id: daily.booking.id, mileage: 42_300, lang: 'en' }));
    expect(hours.extras.lines).toEqual([{ kind: 'late_return', quantity: 3, unit_price: 4_167, amount: 12_501 }]);
  });

  it('a calendar-day car was paid to the end of its last date: lateness counts from midnight', async () => {
    const { owner, booking } = await tripUnderWay({ hour: 15_000, day: 120_000, mode: 'calendar' });
    // Back at 18:00 on the last date (paid whole): nothing; the owner is offered nothing.
    freezeAt(at(8 * 60));
    expect((await ok(asUser(getCall, owner.token, { booking_id: booking.id }))).late_return).toBeNull();
    // Back at 02:10 the next night: three started hours past midnight.
    freezeAt(at(16 * 60 + 10));
    const view = await ok(asUser(getCall, owner.token, { booking_id: booking.id }));
    expect(view.late_return).toMatchObject({ hours: 3, amount: 45_000, paid_until: { local: '2026-12-15T00:00' } });
    const ended = await ok(asUser(endTripCall, owner.token, { booking_id: booking.id, mileage: 42_300 }));
    expect(ended.extras.lines).toEqual([{ kind: 'late_return', quantity: 3, unit_price: 15_000, amount: 45_000 }]);
  });

  it('refuses a waiver that is not a yes or no', async () => {
    const { owner, booking } = await tripUnderWay();
    freezeAt(at(120));
    const reply = await asUser(endTripCall, owner.token, { booking_id: booking.id, mileage: 42_300, waive_late_return: 'maybe' });
    expect(reply.status).toBe(422);
    expect((await ok(asUser(getCall, owner.token, { booking_id: booking.id }))).status).toBe(BOOKING_STATUS.active);
  });
});
