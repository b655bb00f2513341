import { describe, expect, it } from 'vitest';
import { LATE_RETURN_GRACE_MINUTES, lateReturnCharge, lateReturnFrom } from './late-return';

const endAt = new Date('2026-12-14T08:00:00Z');
const after = (minutes: number, seconds = 0) => new Date(endAt.getTime() + minutes * 60_000 + seconds * 1000);
// 150 ₴ an hour, 1 200 ₴ a day.
const car = { pricePerHourKop: 15_000, pricePerDayKop: 120_000 };

describe('late return (docs/bookings.md "Late return")', () => {
  it('charges nothing on time, early or within the grace', () => {
    expect(lateReturnCharge({ ...car, endAt, returnedAt: after(-90) })).toBeNull();
    expect(lateReturnCharge({ ...car, endAt, returnedAt: endAt })).toBeNull();
    expect(lateReturnCharge({ ...car, endAt, returnedAt: after(LATE_RETURN_GRACE_MINUTES) })).toBeNull();
  });

  it('past the grace counts every started hour from the end', () => {
    expect(lateReturnCharge({ ...car, endAt, returnedAt: after(LATE_RETURN_GRACE_MINUTES, 1) })).toEqual({ hours: 1, unitPrice: 15_000, amount: 15_000 });
    expect(lateReturnCharge({ ...car, endAt, returnedAt: after(60) })).toEqual({ hours: 1, unitPrice: 15_000, amount: 15_000 });
    expect(lateReturnCharge({ ...car, endAt, returnedAt: after(60, 1) })).toEqual({ hours: 2, unitPrice: 15_000, amount: 30_000 });
    expect(lateReturnCharge({ ...car, endAt, returnedAt: after(7 * 60) })).toEqual({ hours: 7, unitPrice: 15_000, amount: 105_000 });
  });

  it('never more than the daily price for any started day', () => {
    // 8 hours × 150 ₴ = 1 200 ₴: the day's price; 9 hours still cost a day.
    expect(lateReturnCharge({ ...car, endAt, returnedAt: after(8 * 60) })!.amount).toBe(120_000);
    expect(lateReturnCharge({ ...car, endAt, returnedAt: after(9 * 60) })).toEqual({ hours: 9, unitPrice: 15_000, amount: 120_000 });
    expect(lateReturnCharge({ ...car, endAt, returnedAt: after(24 * 60) })!.amount).toBe(120_000);
    // A day and two hours: one day plus two hours.
    expect(lateReturnCharge({ ...car, endAt, returnedAt: after(26 * 60) })).toEqual({ hours: 26, unitPrice: 15_000, amount: 150_000 });
    // Three days and ten hours: four days.
    expect(lateReturnCharge({ ...car, endAt, returnedAt: after(82 * 60) })!.amount).toBe(480_000);
  });

  it('a car without an hourly price charges the day ÷ 24, rounded up to the kopiyka', () => {
    expect(lateReturnCharge({ pricePerHourKop: null, pricePerDayKop: 100_000, endAt, returnedAt: after(3 * 60) })).toEqual({ hours: 3, unitPrice: 4_167, amount: 12_501 });
    // 24 started hours at 41,67 ₴ would be 1 000,08 ₴: the day's price caps it.
    expect(lateReturnCharge({ pricePerHourKop: null, pricePerDayKop: 100_000, endAt, returnedAt: after(24 * 60) })!.amount).toBe(100_000);
  });

  it('a free car charges nothing', () => {
    expect(lateReturnCharge({ pricePerHourKop: 0, pricePerDayKop: 0, endAt, returnedAt: after(5 * 60) })).toBeNull();
  });

  it('a calendar-day car was paid to the end of its last date: lateness counts from its midnight', () => {
    // Ends 14.12 at 10:00 Kyiv: the 14th was paid whole, so the time is paid until 15.12 00:00 Kyiv (22:00 UTC).
    expect(lateReturnFrom(endAt, 'calendar')).toEqual(new Date('2026-12-14T22:00:00Z'));
    expect(lateReturnFrom(endAt, 'time')).toEqual(endAt);
    // An end at 00:00 touches no part of its date.
    expect(lateReturnFrom(new Date('2026-12-14T22:00:00Z'), 'calendar')).toEqual(new Date('2026-12-14T22:00:00Z'));
    // Summer time: 00:00 Kyiv is 21:00 UTC.
    expect(lateReturnFrom(new Date('2026-07-10T07:00:00Z'), 'calendar')).toEqual(new Date('2026-07-10T21:00:00Z'));
    const from = lateReturnFrom(endAt, 'calendar');
    expect(lateReturnCharge({ ...car, endAt: from, returnedAt: new Date('2026-12-14T21:59:00Z') })).toBeNull();
    expect(lateReturnCharge({ ...car, endAt: from, returnedAt: new Date('2026-12-15T00:00:00Z') })).toEqual({ hours: 2, unitPrice: 15_000, amount: 30_000 });
  });
});
