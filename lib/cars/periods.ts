import { TZDate, tzOffset } from '@date-fns/tz';
import { z } from 'zod';
import { addDays } from '@/lib/time/iso-date';
import { isCalendarDate } from '@/lib/validation/dates';

/**
 * Periods a car is held (owner blocks, bookings): half-open `[start, end)` instants, read and
 * written as Kyiv wall-clock time (architecture §4: stored in UTC, shown in Europe/Kyiv). The
 * offsets come from the time-zone database (@date-fns/tz), never from constants: Kyiv moves from
 * +02:00 to +03:00 at 03:00 on the last Sunday of March and back at 04:00 on the last Sunday of
 * October, so a calendar day there lasts 23, 24 or 25 hours.
 */
export const KYIV_TIME_ZONE = 'Europe/Kyiv';

/** A half-open period `[start, end)`. */
export type Period = { start: Date; end: Date };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** `YYYY-MM-DDTHH:mm`: a Kyiv wall-clock time to the minute, as a `datetime-local` input gives it. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Whether `value` is a real Kyiv wall-clock time `YYYY-MM-DDTHH:mm` (00:00–23:59 of a real day). */
export function isKyivDateTime(value: string): boolean {
  const match = LOCAL_DATE_TIME.exec(value);
  return !!match && isCalendarDate(value.slice(0, 10)) && Number(match[4]) < 24 && Number(match[5]) < 60;
}

/** A Kyiv wall-clock time of a body or a form; anything else is `invalidFormat`. */
export const ZKyivDateTime = z
  .string({ error: 'invalidFormat' })
  .regex(LOCAL_DATE_TIME, { error: 'invalidFormat', abort: true })
  .refine(isKyivDateTime, { error: 'invalidFormat' })
  .meta({ examples: ['2026-12-01T10:00'] });

/**
 * The instant a Kyiv wall-clock reading names (`wall`: its fields read as if they were UTC). A
 * reading the spring change skips (03:00–03:59 on the last Sunday of March) moves on by the hour
 * it skips (03:30 → 04:30 summer time); one the autumn change repeats (03:00–03:59 on the last
 * Sunday of October) is its first occurrence (summer time). This is RFC 5545's and Temporal's
 * "compatible" reading, so a booking app and a calendar export agree with us.
 */
function kyivWallToInstant(wall: number): Date {
  // One day either side is past any single change; Kyiv never has two within two days.
  const before = tzOffset(KYIV_TIME_ZONE, new Date(wall - DAY));
  const after = tzOffset(KYIV_TIME_ZONE, new Date(wall + DAY));
  const fits = [before, after].map((offset) => wall - offset * MINUTE).filter((instant) => tzOffset(KYIV_TIME_ZONE, new Date(instant)) * MINUTE === wall - instant);
  if (fits.length) return new Date(Math.min(...fits));
  // In the skipped hour: read with the offset still in force before the clocks went forward.
  return new Date(wall - before * MINUTE);
}

/** The instant Kyiv's day `date` (`YYYY-MM-DD`) begins: 00:00 there. */
export function kyivDayStart(date: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const [y, m, d] = (match ?? []).slice(1).map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  // Any real day, not only those a person may type (isCalendarDate): the day after 2100-12-31 too.
  if (!match || new Date(wall).toISOString().slice(0, 10) !== date) throw new RangeError(`Not a calendar date: ${date}`);
  return kyivWallToInstant(wall);
}

/** The instant of a Kyiv wall-clock time `YYYY-MM-DDTHH:mm` (DST gaps and repeats as kyivWallToInstant reads them). */
export function kyivDateTimeToInstant(local: string): Date {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match || !isKyivDateTime(local)) throw new RangeError(`Not a Kyiv date-time: ${local}`);
  const [y, m, d, h, min] = match.slice(1).map(Number) as [number, number, number, number, number];
  return kyivWallToInstant(Date.UTC(y, m - 1, d, h, min));
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** What a Kyiv clock and calendar show at `instant`. `weekday`: 0 Monday … 6 Sunday (as `WeeklySchedule` keys). */
export function kyivClock(instant: Date): { date: string; time: string; weekday: number; minuteOfDay: number } {
  const local = new TZDate(instant.getTime(), KYIV_TIME_ZONE);
  const date = `${pad(local.getFullYear(), 4)}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
  return {
    date,
    time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
    weekday: (local.getDay() + 6) % 7,
    // Seconds count: 21:00:30 is past a window that closes at 21:00.
    minuteOfDay: local.getHours() * 60 + local.getMinutes() + (local.getSeconds() * 1000 + local.getMilliseconds()) / MINUTE,
  };
}

/** `instant` as a Kyiv wall-clock time `YYYY-MM-DDTHH:mm` (the inverse of kyivDateTimeToInstant, to the minute). */
export function toKyivDateTime(instant: Date): string {
  const { date, time } = kyivClock(instant);
  return `${date}T${time}`;
}

/**
 * Whole Kyiv days `from` … `to`, both inclusive (what a person selects in a calendar), as the
 * half-open period `[from 00:00, the day after to 00:00)` in Kyiv: 23 hours for the last Sunday of
 * March, 25 for the last Sunday of October.
 */
export function wholeDays(from: string, to: string): Period {
  return { start: kyivDayStart(from), end: kyivDayStart(addDays(to, 1)) };
}

/** The inclusive Kyiv days a period covers when it starts and ends at Kyiv midnights, else null. */
export function wholeDaysOf(period: Period): { from: string; to: string } | null {
  const start = kyivClock(period.start);
  const end = kyivClock(period.end);
  if (start.minuteOfDay !== 0 || end.minuteOfDay !== 0 || period.end <= period.start) return null;
  return { from: start.date, to: addDays(end.date, -1) };
}

/** Whether two half-open periods share an instant (`[a, b)` and `[b, c)` do not). */
export function overlaps(a: Period, b: Period): boolean {
  return a.start < b.end && b.start < a.end;
}

/** The one period spanning all of `periods` (they are expected to overlap or touch in a chain). */
export function spanOf(periods: readonly Period[]): Period {
  if (!periods.length) throw new RangeError('spanOf needs at least one period');
  const start = Math.min(...periods.map((period) => period.start.getTime()));
  const end = Math.max(...periods.map((period) => period.end.getTime()));
  return { start: new Date(start), end: new Date(end) };
}

/** What is left of `period` once `cut` is taken out of it: none, one or two periods, in order. */
export function subtractPeriod(period: Period, cut: Period): Period[] {
  if (!overlaps(period, cut)) return [period];
  const left = { start: period.start, end: cut.start };
  const right = { start: cut.end, end: period.end };
  return [left, right].filter((part) => part.start < part.end);
}

/** An instant as PostgreSQL writes a timestamptz in UTC: `2026-12-01 08:00:00+00` (milliseconds when there are any). */
function formatTimestamp(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  const iso = instant.toISOString();
  const millis = iso.slice(20, 23);
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${millis === '000' ? '' : `.${millis}`}+00`;
}

/** A period as `tstzrange` text, in UTC: `["2026-12-01 08:00:00+00","2026-12-03 08:00:00+00")`. */
export function formatTstzrange(period: Period): string {
  if (!(period.start < period.end)) throw new RangeError('A period must end after it starts');
  return `["${formatTimestamp(period.start)}","${formatTimestamp(period.end)}")`;
}

/**
 * A timestamptz as PostgreSQL writes it with DateStyle ISO (the default of both servers and of
 * PGlite), in whatever TimeZone the session has: `2026-12-01 10:00:00+02`, `… 13:30:00.5+05:30`,
 * an old local-mean-time offset with seconds (`+02:02:04`). Microseconds beyond the millisecond
 * are dropped (we only ever write milliseconds).
 */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?(?::?(\d{2}))?)$/;

function parseTimestamp(text: string): Date {
  const match = TIMESTAMP.exec(text);
  if (!match) throw new RangeError(`Unexpected timestamptz text: ${text}`);
  const [y, mo, d, h, mi, s] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const millis = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3));
  const sign = match[9] === '-' ? -1 : 1;
  const offsetSeconds = match[8] ? 0 : sign * (Number(match[10]) * 3600 + Number(match[11] ?? 0) * 60 + Number(match[12] ?? 0));
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s, millis) - offsetSeconds * 1000);
}

/**
 * A `tstzrange` as PostgreSQL (server or PGlite) returns it: `["2026-12-01 08:00:00+00","2026-12-03
 * 08:00:00+00")`, quoted or not. Only the finite, half-open ranges car_periods can hold (its CHECK);
 * anything else is a fault, not input.
 */
export function parseTstzrange(text: string): Period {
  const match = /^\[("?)([^",]+)\1,("?)([^",]+)\3\)$/.exec(text.trim());
  if (!match) throw new RangeError(`Unexpected tstzrange text: ${text}`);
  const period = { start: parseTimestamp(match[2]!), end: parseTimestamp(match[4]!) };
  if (!(period.start < period.end)) throw new RangeError(`Empty tstzrange: ${text}`);
  return period;
}
