import { describe, expect, it } from 'vitest';
import { kyivDateTimeToInstant as kyiv } from '@/lib/cars/periods';
import type { TWeeklySchedule } from '@/lib/cars/schedule';
import { type BookingTerms, periodProblem } from './period-problem';

const everyDay = (from: string, to: string): TWeeklySchedule => Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((day) => [day, { from, to }]));
/** Hours 08:00–21:00 every day, 2 hours' notice, 1 to 3 days, by the hour. */
const base: BookingTerms = { minTermDays: 1, maxTermDays: 3, isDailyPrice: false, schedule: everyDay('08:00', '21:00'), minNoticeHours: 2 };
/** Tuesday 1 December 2026, 09:00 Kyiv. */
const NOW = '2026-12-01T09:00';

const problem = (terms: Partial<BookingTerms>, start: string | Date, end: string | Date, now: string = NOW) =>
  periodProblem({ ...base, ...terms }, { start: typeof start === 'string' ? kyiv(start) : start, end: typeof end === 'string' ? kyiv(end) : end }, kyiv(now));
const plusMs = (at: string, ms: number) => new Date(kyiv(at).getTime() + ms);

describe('periodProblem, checked in order: past, 139, 141, 140', () => {
  it.each([
    ['a start a minute ago', {}, '2026-12-01T08:59', '2026-12-02T10:00', 'booking_in_past'],
    ['a start a millisecond ago', { minNoticeHours: 0 }, plusMs(NOW, -1), '2026-12-02T10:00', 'booking_in_past'],
    ['the past before anything else (outside the hours, too short)', {}, '2026-11-30T03:00', '2026-11-30T04:00', 'booking_in_past'],
    ['a start right now without notice', { minNoticeHours: 0 }, NOW, '2026-12-02T09:00', null],
    ['a start exactly at the notice', {}, '2026-12-01T11:00', '2026-12-02T11:00', null],
    ['a start a minute inside the notice', {}, '2026-12-01T10:59', '2026-12-02T10:59', '139'],
    ['a start right now with notice', {}, NOW, '2026-12-02T09:00', '139'],
    ['a week of notice, met exactly', { minNoticeHours: 168 }, '2026-12-08T09:00', '2026-12-09T09:00', null],
    ['a week of notice, missed by a minute', { minNoticeHours: 168 }, '2026-12-08T08:59', '2026-12-09T09:00', '139'],
    ['a start at the opening', {}, '2026-12-02T08:00', '2026-12-03T08:00', null],
    ['a start a minute before the opening', {}, '2026-12-02T07:59', '2026-12-03T10:00', '139'],
    ['an end at the closing', {}, '2026-12-02T20:00', '2026-12-03T21:00', null],
    ['an end a minute after the closing', {}, '2026-12-02T20:00', '2026-12-03T21:01', '139'],
    ['an end 30 seconds after the closing', {}, '2026-12-02T20:00', plusMs('2026-12-03T21:00', 30_000), '139'],
    ['a start on a day without hours', { schedule: { '0': { from: '08:00', to: '21:00' }, '3': { from: '08:00', to: '21:00' } } }, '2026-12-02T10:00', '2026-12-07T10:00', '139'],
    ['an end on a day without hours', { schedule: { '2': { from: '08:00', to: '21:00' } }, maxTermDays: 30 }, '2026-12-02T10:00', '2026-12-03T10:00', '139'],
    ['outside the hours before too short', {}, '2026-12-02T07:00', '2026-12-02T08:00', '139'],
    ['a minute under the minimum', {}, '2026-12-02T10:00', '2026-12-03T09:59', '141'],
    ['exactly the minimum', {}, '2026-12-02T10:00', '2026-12-03T10:00', null],
    ['a second under the minimum counts as its whole minute', {}, '2026-12-02T10:00', plusMs('2026-12-03T10:00', -1_000), null],
    ['exactly the maximum', {}, '2026-12-02T10:00', '2026-12-05T10:00', null],
    ['a minute over the maximum', {}, '2026-12-02T10:00', '2026-12-05T10:01', '140'],
    ['a few hours under a 2-day minimum', { minTermDays: 2 }, '2026-12-02T10:00', '2026-12-04T09:00', '141'],
    ['a year with a 365-day maximum', { maxTermDays: 365 }, '2026-12-02T10:00', '2027-12-02T10:00', null],
  ])('%s → %s', (_, terms, start, end, expected) => {
    expect(problem(terms, start, end)).toBe(expected);
  });

  it('reads a second under the minimum as the whole minute it starts (the length is rounded up)', () => {
    // 23:59:59 rounds to 24:00: a renter is not refused over the seconds a form never shows.
    expect(problem({}, '2026-12-02T10:00', plusMs('2026-12-03T10:00', -59_000))).toBe(null);
    expect(problem({}, '2026-12-02T10:00', plusMs('2026-12-03T10:00', -60_000))).toBe('141');
  });
});

describe('hours that run to 24:00', () => {
  const lateHours = { schedule: everyDay('10:00', '24:00'), minNoticeHours: 0 };
  it.each([
    ['an end at midnight, the day before closing at 24:00', lateHours, '2026-12-02T10:00', '2026-12-03T00:00', { minTermDays: 1 }, '141'],
    ['an end at midnight after a whole day and more', lateHours, '2026-12-02T10:00', '2026-12-04T00:00', {}, null],
    ['a start at midnight, the day before closing at 24:00', lateHours, '2026-12-03T00:00', '2026-12-04T10:00', {}, null],
    ['a start at 00:30, neither day open', lateHours, '2026-12-03T00:30', '2026-12-04T10:00', {}, '139'],
    ['a round-the-clock day', { schedule: everyDay('00:00', '24:00') }, '2026-12-02T00:00', '2026-12-03T00:00', {}, null],
    ['midnight after a day closing at 21:00, before a day opening at 08:00', {}, '2026-12-02T10:00', '2026-12-04T00:00', {}, '139'],
    ['midnight into a day open from 00:00', { schedule: { '2': { from: '10:00', to: '21:00' }, '4': { from: '00:00', to: '12:00' } } }, '2026-12-02T10:00', '2026-12-04T00:00', {}, null],
  ])('%s', (_, hours, start, end, terms, expected) => {
    expect(problem({ ...hours, ...terms }, start, end)).toBe(expected);
  });
});

describe('the term in calendar mode counts dates', () => {
  const calendar = { isDailyPrice: true, minTermDays: 2, maxTermDays: 3, schedule: everyDay('00:00', '24:00') };
  it.each([
    ['one day, 10:00 → 20:00', '2026-12-02T10:00', '2026-12-02T20:00', '141'],
    ['one whole day, midnight to midnight', '2026-12-02T00:00', '2026-12-03T00:00', '141'],
    ['two dates, 20:00 → 08:00', '2026-12-02T20:00', '2026-12-03T08:00', null],
    ['three dates, 10:00 → 10:00 two days on', '2026-12-02T10:00', '2026-12-04T10:00', null],
    ['three dates, ending at midnight', '2026-12-02T10:00', '2026-12-05T00:00', null],
    ['four dates', '2026-12-02T10:00', '2026-12-05T00:01', '140'],
  ])('%s', (_, start, end, expected) => {
    expect(problem(calendar, start, end)).toBe(expected);
  });

  it('the autumn Sunday is one date, 25 hours long', () => {
    expect(problem({ ...calendar, minTermDays: 1, maxTermDays: 1 }, '2027-10-31T00:00', '2027-11-01T00:00', '2027-01-01T09:00')).toBe(null);
  });
});

describe('the term in time mode reads the wall clock across the clock changes', () => {
  const oneDay = { minTermDays: 1, maxTermDays: 1 };
  it.each([
    ['spring 2027: 23 real hours are a day', '2027-03-27T10:00', '2027-03-28T10:00', null],
    ['autumn 2027: 25 real hours are a day', '2027-10-30T10:00', '2027-10-31T10:00', null],
    ['spring 2027: a minute under', '2027-03-27T10:00', '2027-03-28T09:59', '141'],
    ['autumn 2027: a minute over', '2027-10-30T10:00', '2027-10-31T10:01', '140'],
  ])('%s', (_, start, end, expected) => {
    expect(problem(oneDay, start, end, '2027-01-01T09:00')).toBe(expected);
  });

  it('reads the hours on the wall clock of a change day', () => {
    // Sunday hours 09:00–21:00 only: 09:00 on 28 March 2027 is 06:00 UTC (summer time), on 31 October 07:00 UTC.
    const sundays = { schedule: { '6': { from: '09:00', to: '21:00' } }, minTermDays: 7, maxTermDays: 7 };
    expect(problem(sundays, '2027-03-28T09:00', '2027-04-04T09:00', '2027-01-01T09:00')).toBe(null);
    expect(problem(sundays, '2027-10-24T09:00', '2027-10-31T09:00', '2027-01-01T09:00')).toBe(null);
    expect(problem(sundays, new Date('2027-03-28T05:30:00Z'), '2027-04-04T09:00', '2027-01-01T09:00')).toBe('139');
  });
});
