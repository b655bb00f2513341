import { describe, expect, it } from 'vitest';
import {
  formatTstzrange,
  isKyivDateTime,
  kyivClock,
  kyivDateTimeToInstant,
  kyivDayStart,
  overlaps,
  parseTstzrange,
  spanOf,
  subtractPeriod,
  toKyivDateTime,
  wholeDays,
  wholeDaysOf,
  ZKyivDateTime,
} from './periods';

const at = (iso: string) => new Date(iso);
const period = (start: string, end: string) => ({ start: at(start), end: at(end) });
const HOUR = 3_600_000;

// The unit suite runs under TZ=Europe/Kyiv and TZ=UTC: nothing here may lean on the machine's zone.
describe('Kyiv wall-clock time and UTC', () => {
  it('read a day and a time in winter (+02:00) and in summer (+03:00)', () => {
    expect(kyivDayStart('2026-12-01').toISOString()).toBe('2026-11-30T22:00:00.000Z');
    expect(kyivDayStart('2026-07-01').toISOString()).toBe('2026-06-30T21:00:00.000Z');
    expect(kyivDateTimeToInstant('2026-12-01T10:00').toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(kyivDateTimeToInstant('2026-07-01T10:00').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(toKyivDateTime(at('2026-12-01T08:00:00Z'))).toBe('2026-12-01T10:00');
    expect(toKyivDateTime(at('2026-06-30T21:00:00Z'))).toBe('2026-07-01T00:00');
    // Year boundary: 23:30 UTC on 31 December is already New Year's Day in Kyiv.
    expect(kyivClock(at('2026-12-31T23:30:00Z'))).toEqual({ date: '2027-01-01', time: '01:30', weekday: 4, minuteOfDay: 90 });
  });

  it('number weekdays from Monday (0) to Sunday (6) by the Kyiv calendar', () => {
    // Monday 30 November 2026 00:30 in Kyiv is still Sunday in UTC.
    expect(kyivClock(at('2026-11-29T22:30:00Z')).weekday).toBe(0);
    expect(kyivClock(at('2026-12-06T12:00:00Z')).weekday).toBe(6);
  });

  it('spring forward (last Sunday of March, 03:00 → 04:00): a skipped time moves on by the hour', () => {
    expect(kyivDateTimeToInstant('2026-03-29T02:59').toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(kyivDateTimeToInstant('2026-03-29T03:00').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(kyivDateTimeToInstant('2026-03-29T03:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(toKyivDateTime(kyivDateTimeToInstant('2026-03-29T03:30'))).toBe('2026-03-29T04:30');
    expect(kyivDateTimeToInstant('2026-03-29T04:00').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(toKyivDateTime(at('2026-03-29T00:59:00Z'))).toBe('2026-03-29T02:59');
    expect(toKyivDateTime(at('2026-03-29T01:00:00Z'))).toBe('2026-03-29T04:00');
  });

  it('fall back (last Sunday of October, 04:00 → 03:00): a repeated time is its first occurrence', () => {
    expect(kyivDateTimeToInstant('2026-10-25T02:59').toISOString()).toBe('2026-10-24T23:59:00.000Z');
    expect(kyivDateTimeToInstant('2026-10-25T03:00').toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(kyivDateTimeToInstant('2026-10-25T03:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(kyivDateTimeToInstant('2026-10-25T04:00').toISOString()).toBe('2026-10-25T02:00:00.000Z');
    // Both occurrences of 03:30 read back as 03:30.
    expect(toKyivDateTime(at('2026-10-25T00:30:00Z'))).toBe('2026-10-25T03:30');
    expect(toKyivDateTime(at('2026-10-25T01:30:00Z'))).toBe('2026-10-25T03:30');
  });

  it('accepts only real wall-clock times to the minute', () => {
    for (const good of ['2026-12-01T00:00', '2028-02-29T23:59']) expect(isKyivDateTime(good), good).toBe(true);
    for (const bad of ['2026-12-01', '2026-12-01T24:00', '2026-12-01T10:60', '2027-02-29T10:00', '2026-12-01 10:00', '2026-12-01T10:00Z', '2026-12-01T10:00:00', '1899-12-31T10:00']) {
      expect(isKyivDateTime(bad), bad).toBe(false);
    }
    expect(ZKyivDateTime.safeParse('2026-12-01T10:00').success).toBe(true);
    expect(ZKyivDateTime.safeParse(42).error?.issues[0]?.message).toBe('invalidFormat');
    expect(() => kyivDateTimeToInstant('2026-12-01T24:00')).toThrow(RangeError);
    expect(() => kyivDayStart('2026-02-30')).toThrow(RangeError);
    expect(() => kyivDayStart('2026-1-30')).toThrow(RangeError);
    // The day after the last one a person may type still has a start (the end of a block on 2100-12-31).
    expect(wholeDays('2100-12-31', '2100-12-31').end.toISOString()).toBe('2100-12-31T22:00:00.000Z');
  });
});

describe('whole days', () => {
  it('run from the first day 00:00 to the day after the last 00:00, Kyiv time', () => {
    const days = wholeDays('2026-12-01', '2026-12-03');
    expect(days).toEqual(period('2026-11-30T22:00:00Z', '2026-12-03T22:00:00Z'));
    expect(wholeDaysOf(days)).toEqual({ from: '2026-12-01', to: '2026-12-03' });
    expect(wholeDaysOf(wholeDays('2026-12-01', '2026-12-01'))).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(wholeDaysOf(period('2026-11-30T22:00:00Z', '2026-12-01T08:00:00Z'))).toBeNull();
    expect(wholeDaysOf(period('2026-11-30T22:00:00.500Z', '2026-12-01T22:00:00Z'))).toBeNull();
  });

  it('last 23 hours on the spring change day and 25 on the autumn one', () => {
    const spring = wholeDays('2026-03-29', '2026-03-29');
    expect(spring).toEqual(period('2026-03-28T22:00:00Z', '2026-03-29T21:00:00Z'));
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * HOUR);
    const autumn = wholeDays('2026-10-25', '2026-10-25');
    expect(autumn).toEqual(period('2026-10-24T21:00:00Z', '2026-10-25T22:00:00Z'));
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * HOUR);
    expect(wholeDaysOf(autumn)).toEqual({ from: '2026-10-25', to: '2026-10-25' });
    // A week across the spring change: 7 × 24 − 1 hours.
    const week = wholeDays('2027-03-25', '2027-03-31');
    expect(week.end.getTime() - week.start.getTime()).toBe((7 * 24 - 1) * HOUR);
  });
});

describe('half-open periods', () => {
  const a = period('2026-12-01T08:00:00Z', '2026-12-03T08:00:00Z');

  it('overlap only when they share an instant; meeting end to start only touches', () => {
    expect(overlaps(a, period('2026-12-02T00:00:00Z', '2026-12-02T01:00:00Z'))).toBe(true);
    expect(overlaps(a, period('2026-11-30T00:00:00Z', '2026-12-01T08:00:00.001Z'))).toBe(true);
    expect(overlaps(a, period('2026-12-03T08:00:00Z', '2026-12-04T08:00:00Z'))).toBe(false);
    expect(overlaps(a, period('2026-11-30T08:00:00Z', '2026-12-01T08:00:00Z'))).toBe(false);
  });

  it('span and subtract', () => {
    expect(spanOf([a, period('2026-12-03T08:00:00Z', '2026-12-05T00:00:00Z'), period('2026-11-30T00:00:00Z', '2026-12-02T00:00:00Z')])).toEqual(period('2026-11-30T00:00:00Z', '2026-12-05T00:00:00Z'));
    expect(() => spanOf([])).toThrow(RangeError);
    // A cut in the middle splits; at an edge it trims; covering it removes it; elsewhere it keeps it.
    expect(subtractPeriod(a, period('2026-12-02T00:00:00Z', '2026-12-02T12:00:00Z'))).toEqual([period('2026-12-01T08:00:00Z', '2026-12-02T00:00:00Z'), period('2026-12-02T12:00:00Z', '2026-12-03T08:00:00Z')]);
    expect(subtractPeriod(a, period('2026-12-01T00:00:00Z', '2026-12-02T00:00:00Z'))).toEqual([period('2026-12-02T00:00:00Z', '2026-12-03T08:00:00Z')]);
    expect(subtractPeriod(a, period('2026-12-01T08:00:00Z', '2026-12-03T08:00:00Z'))).toEqual([]);
    expect(subtractPeriod(a, period('2026-12-03T08:00:00Z', '2026-12-04T00:00:00Z'))).toEqual([a]);
  });
});

describe('tstzrange text', () => {
  it('is written in UTC the way PostgreSQL writes it, and read back', () => {
    const text = formatTstzrange(period('2026-12-01T08:00:00Z', '2026-12-03T08:00:00Z'));
    expect(text).toBe('["2026-12-01 08:00:00+00","2026-12-03 08:00:00+00")');
    expect(parseTstzrange(text)).toEqual(period('2026-12-01T08:00:00Z', '2026-12-03T08:00:00Z'));
    expect(formatTstzrange(period('2026-12-01T08:00:00.120Z', '2026-12-03T08:00:00Z'))).toBe('["2026-12-01 08:00:00.120+00","2026-12-03 08:00:00+00")');
    expect(() => formatTstzrange(period('2026-12-03T08:00:00Z', '2026-12-03T08:00:00Z'))).toThrow(RangeError);
  });

  it('reads what PGlite and PostgreSQL return in any session time zone', () => {
    const expected = period('2026-12-01T08:00:00Z', '2026-12-03T08:00:00.500Z');
    for (const text of [
      '["2026-12-01 08:00:00+00","2026-12-03 08:00:00.5+00")',
      '["2026-12-01 10:00:00+02","2026-12-03 10:00:00.500+02")',
      '["2026-12-01 13:30:00+05:30","2026-12-03 13:30:00.500000+05:30")',
      '["2026-12-01 03:00:00-05","2026-12-03 03:00:00.5-05")',
      '[2026-12-01 08:00:00+00,2026-12-03 08:00:00.5+00)',
      '["2026-12-01 10:02:04+02:02:04","2026-12-03 10:02:04.5+02:02:04")',
    ]) {
      expect(parseTstzrange(text), text).toEqual(expected);
    }
    // Microseconds past the millisecond are dropped.
    expect(parseTstzrange('["2026-12-01 08:00:00.123456+00","2026-12-03 08:00:00+00")').start.toISOString()).toBe('2026-12-01T08:00:00.123Z');
  });

  it('refuses what car_periods can never hold', () => {
    for (const text of ['empty', '("2026-12-01 08:00:00+00","2026-12-03 08:00:00+00")', '["2026-12-01 08:00:00+00","2026-12-03 08:00:00+00"]', '["2026-12-01 08:00:00+00",infinity)', '[,"2026-12-03 08:00:00+00")', '["12/01/2026 08:00:00 UTC","12/03/2026 08:00:00 UTC")', '["2026-12-03 08:00:00+00","2026-12-01 08:00:00+00")']) {
      expect(() => parseTstzrange(text), text).toThrow(RangeError);
    }
  });
});
