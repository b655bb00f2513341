import { describe, expect, it } from 'vitest';
import { kyivDateTimeToInstant as kyiv, type Period } from '@/lib/cars/periods';
import { calendarDays, rentalMinutes } from './rental-length';

const period = (start: string, end: string): Period => ({ start: kyiv(start), end: kyiv(end) });
const utc = (start: string, end: string): Period => ({ start: new Date(start), end: new Date(end) });
const plusMs = (at: string, ms: number) => new Date(kyiv(at).getTime() + ms);

describe('rentalMinutes: the length on the Kyiv wall clock', () => {
  it.each([
    ['a minute', '2026-12-01T10:00', '2026-12-01T10:01', 1],
    ['23:59', '2026-12-01T10:00', '2026-12-02T09:59', 1439],
    ['24:00', '2026-12-01T10:00', '2026-12-02T10:00', 1440],
    ['24:01', '2026-12-01T10:00', '2026-12-02T10:01', 1441],
    ['across a month and a year end', '2026-12-31T22:00', '2027-01-01T02:00', 240],
    // 23 real hours: the clocks go forward at 03:00 on 29 March 2026 and 28 March 2027.
    ['10:00 → 10:00 across the spring change 2026', '2026-03-28T10:00', '2026-03-29T10:00', 1440],
    ['10:00 → 10:00 across the spring change 2027', '2027-03-27T10:00', '2027-03-28T10:00', 1440],
    // 25 real hours: the clocks go back at 04:00 on 25 October 2026 and 31 October 2027.
    ['10:00 → 10:00 across the autumn change 2026', '2026-10-24T10:00', '2026-10-25T10:00', 1440],
    ['10:00 → 10:00 across the autumn change 2027', '2027-10-30T10:00', '2027-10-31T10:00', 1440],
    ['a week across the autumn change', '2026-10-20T09:00', '2026-10-27T09:00', 7 * 1440],
    // 02:00 → 04:00 on the spring Sunday is one real hour, but the renter's watch says two.
    ['02:00 → 04:00 on the spring Sunday', '2026-03-29T02:00', '2026-03-29T04:00', 120],
  ])('%s', (_, start, end, minutes) => {
    expect(rentalMinutes(period(start, end))).toBe(minutes);
  });

  it('counts a started minute whole', () => {
    expect(rentalMinutes({ start: kyiv('2026-12-01T10:00'), end: plusMs('2026-12-01T10:00', 1) })).toBe(1);
    expect(rentalMinutes({ start: kyiv('2026-12-01T10:00'), end: plusMs('2026-12-02T10:00', 1_000) })).toBe(1441);
    expect(rentalMinutes({ start: plusMs('2026-12-01T10:00', 59_999), end: kyiv('2026-12-02T10:00') })).toBe(1440);
    expect(rentalMinutes({ start: plusMs('2026-12-01T10:00', 60_000), end: kyiv('2026-12-02T10:00') })).toBe(1439);
  });

  it.each([
    // On 25 October 2026 03:00–03:59 comes twice: +03:00 (00:00–00:59 UTC), then +02:00 (01:00–01:59 UTC).
    ['wall clock goes back: 03:50 summer → 03:10 winter', '2026-10-25T00:50:00Z', '2026-10-25T01:10:00Z', 20],
    ['wall clock stands still: 03:10 summer → 03:10 winter', '2026-10-25T00:10:00Z', '2026-10-25T01:10:00Z', 60],
    ['wall clock moves on: 03:10 summer → 03:40 winter', '2026-10-25T00:10:00Z', '2026-10-25T01:40:00Z', 30],
    ['wall clock goes back, seconds rounded up', '2026-10-25T00:59:30Z', '2026-10-25T01:00:10Z', 1],
    ['within the second 03:00 hour', '2026-10-25T01:05:00Z', '2026-10-25T01:35:00Z', 30],
  ])('in the repeated autumn hour, %s', (_, start, end, minutes) => {
    expect(rentalMinutes(utc(start, end))).toBe(minutes);
  });

  it('refuses an empty or reversed period', () => {
    expect(() => rentalMinutes(period('2026-12-01T10:00', '2026-12-01T10:00'))).toThrow(RangeError);
    expect(() => rentalMinutes(period('2026-12-01T10:00', '2026-12-01T09:00'))).toThrow(RangeError);
    expect(() => rentalMinutes({ start: new Date(Number.NaN), end: kyiv('2026-12-01T09:00') })).toThrow(RangeError);
  });
});

describe('calendarDays: the Kyiv dates a period touches', () => {
  it.each([
    ['a few hours on one day', '2026-12-01T10:00', '2026-12-01T12:00', 1],
    ['a whole day, midnight to midnight', '2026-12-01T00:00', '2026-12-02T00:00', 1],
    ['22:00 → 00:00 (the end does not touch its date)', '2026-12-01T22:00', '2026-12-02T00:00', 1],
    ['across midnight', '2026-12-01T23:00', '2026-12-02T01:00', 2],
    ['10:00 → 10:00 the next day', '2026-12-01T10:00', '2026-12-02T10:00', 2],
    ['00:00 → 00:01 the next day', '2026-12-01T00:00', '2026-12-02T00:01', 2],
    ['three whole days', '2026-12-01T00:00', '2026-12-04T00:00', 3],
    ['across a year end', '2026-12-31T20:00', '2027-01-01T08:00', 2],
    ['29 February of no leap year: 28 Feb → 1 Mar', '2027-02-28T10:00', '2027-03-01T10:00', 2],
    ['the spring Sunday 2026 alone (23 hours)', '2026-03-29T00:00', '2026-03-30T00:00', 1],
    ['the spring Sunday 2027 alone (23 hours)', '2027-03-28T00:00', '2027-03-29T00:00', 1],
    ['the autumn Sunday 2026 alone (25 hours)', '2026-10-25T00:00', '2026-10-26T00:00', 1],
    ['the autumn Sunday 2027 alone (25 hours)', '2027-10-31T00:00', '2027-11-01T00:00', 1],
    ['Saturday → Monday midnights across the spring change', '2026-03-28T00:00', '2026-03-30T00:00', 2],
    ['across the spring change, 10:00 → 10:00', '2026-03-28T10:00', '2026-03-29T10:00', 2],
    ['across the autumn change, 23:00 → 01:00', '2026-10-24T23:00', '2026-10-25T01:00', 2],
    ['across the autumn change 2027, 20:00 → 20:00', '2027-10-30T20:00', '2027-10-31T20:00', 2],
  ])('%s', (_, start, end, days) => {
    expect(calendarDays(period(start, end))).toBe(days);
  });

  it('reads Kyiv dates, not UTC ones', () => {
    // 23:30 → 01:00 Kyiv is 21:30 → 23:00 UTC on one UTC date; 00:30 → 02:30 Kyiv spans two UTC dates.
    expect(calendarDays(utc('2026-12-01T21:30:00Z', '2026-12-01T23:00:00Z'))).toBe(2);
    expect(calendarDays(utc('2026-12-01T22:30:00Z', '2026-12-02T00:30:00Z'))).toBe(1);
  });

  it('counts a second past midnight as touching the date', () => {
    expect(calendarDays({ start: kyiv('2026-12-01T10:00'), end: plusMs('2026-12-02T00:00', 1_000) })).toBe(2);
    expect(calendarDays({ start: kyiv('2026-12-01T10:00'), end: plusMs('2026-12-02T00:00', 1) })).toBe(2);
  });

  it('is 1 inside the repeated autumn hour, whichever way the clock reads', () => {
    expect(calendarDays(utc('2026-10-25T00:50:00Z', '2026-10-25T01:10:00Z'))).toBe(1);
  });

  it('refuses an empty period', () => {
    expect(() => calendarDays(period('2026-12-01T00:00', '2026-12-01T00:00'))).toThrow(RangeError);
  });
});
