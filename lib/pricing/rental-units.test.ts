import { describe, expect, it } from 'vitest';
import { kyivDateTimeToInstant as kyiv } from '@/lib/cars/periods';
import { rentalUnits } from './rental-units';

const MINUTE = 60_000;
const START = '2026-12-01T10:00';
/** A period of `hours:minutes` from 1 December 2026 10:00 Kyiv (no clock change near it). */
const lasting = (length: string) => {
  const [h, m] = length.split(':').map(Number) as [number, number];
  const start = kyiv(START);
  return { start, end: new Date(start.getTime() + (h * 60 + m) * MINUTE) };
};
const units = (days: number, hours: number) => ({ mode: 'time', days, hours });

describe('time mode: hours or a day', () => {
  // 40 UAH an hour, 1000 a day: 24 started hours (960) still cost less than the day.
  const cheapHours = { isDailyPrice: false, pricePerHourKop: 40_00, pricePerDayKop: 1000_00 };
  it.each([
    ['0:01', units(0, 1)],
    ['0:59', units(0, 1)],
    ['1:00', units(0, 1)],
    ['1:01', units(0, 2)],
    ['23:00', units(0, 23)],
    ['23:01', units(0, 24)],
    ['23:59', units(0, 24)],
    ['24:00', units(1, 0)],
    ['24:01', units(1, 1)],
    ['25:00', units(1, 1)],
    ['25:01', units(1, 2)],
    ['47:59', units(1, 24)],
    ['48:00', units(2, 0)],
    ['720:30', units(30, 1)],
  ])('with cheap hours, %s → %o', (length, expected) => {
    expect(rentalUnits(cheapHours, lasting(length))).toEqual(expected);
  });

  // 100 UAH an hour, 1000 a day: the 10th hour reaches the day price exactly.
  const tenHourDay = { isDailyPrice: false, pricePerHourKop: 100_00, pricePerDayKop: 1000_00 };
  it.each([
    ['9:00', units(0, 9)],
    ['9:01', units(1, 0)],
    ['10:00', units(1, 0)],
    ['23:59', units(1, 0)],
    ['24:00', units(1, 0)],
    ['24:01', units(1, 1)],
    ['33:00', units(1, 9)],
    ['33:01', units(2, 0)],
  ])('when 10 hours cost the day exactly, %s → %o', (length, expected) => {
    expect(rentalUnits(tenHourDay, lasting(length))).toEqual(expected);
  });

  it.each([
    // 9 × 111.11 = 999.99: a kopiyka below the day price stays hours; at 999.99 a day it is the day.
    ['a kopiyka below the day price', 1000_00, units(0, 9)],
    ['exactly the day price', 999_99, units(1, 0)],
  ])('9 hours at 111.11 UAH when they cost %s', (_, day, expected) => {
    expect(rentalUnits({ isDailyPrice: false, pricePerHourKop: 111_11, pricePerDayKop: day }, lasting('9:00'))).toEqual(expected);
    expect(rentalUnits({ isDailyPrice: false, pricePerHourKop: 111_11, pricePerDayKop: day }, lasting('57:00'))).toEqual({ ...expected, days: expected.days + 2 });
  });

  it.each([
    ['0:01', units(1, 0)],
    ['23:59', units(1, 0)],
    ['24:00', units(1, 0)],
    ['24:01', units(2, 0)],
    ['47:59', units(2, 0)],
    ['48:00', units(2, 0)],
  ])('without an hourly price, %s → %o', (length, expected) => {
    expect(rentalUnits({ isDailyPrice: false, pricePerHourKop: null, pricePerDayKop: 1000_00 }, lasting(length))).toEqual(expected);
  });
});

describe('calendar mode: dates, never hours', () => {
  const calendar = { isDailyPrice: true, pricePerHourKop: 40_00, pricePerDayKop: 1000_00 };
  it.each([
    ['2026-12-01T10:00', '2026-12-01T11:00', 1],
    ['2026-12-01T22:00', '2026-12-02T02:00', 2],
    ['2026-12-01T10:00', '2026-12-02T00:00', 1],
    ['2026-12-01T10:00', '2026-12-02T10:00', 2],
  ])('%s → %s is %i days', (start, end, days) => {
    expect(rentalUnits(calendar, { start: kyiv(start), end: kyiv(end) })).toEqual({ mode: 'calendar', days, hours: 0 });
  });
});
