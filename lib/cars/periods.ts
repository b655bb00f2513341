import { z } from 'zod';
import { addDays } from '@/lib/time/iso-date';
import { isKyivDateTime, kyivClock, kyivDayStart, LOCAL_DATE_TIME } from '@/lib/time/kyiv-clock';

/**
 * Periods a car is held (owner blocks, bookings): half-open `[start, end)` instants, read and
 * written as Kyiv wall-clock time (architecture §4: stored in UTC, shown in Europe/Kyiv). The
 * offsets come from the time-zone database (@date-fns/tz), never from constants: Kyiv moves from
 * +02:00 to +03:00 at 03:00 on the last Sunday of March and back at 04:00 on the last Sunday of
 * October, so a calendar day there lasts 23, 24 or 25 hours. The clock itself is lib/time/kyiv-clock.ts.
 */

export { isKyivDateTime, KYIV_TIME_ZONE, kyivClock, kyivDateTimeToInstant, kyivDayStart, toKyivDateTime } from '@/lib/time/kyiv-clock';

/** A half-open period `[start, end)`. */
export type Period = { start: Date; end: Date };

/** A Kyiv wall-clock time of a body or a form; anything else is `invalidFormat`. */
export const ZKyivDateTime = z
  .string({ error: 'invalidFormat' })
  .regex(LOCAL_DATE_TIME, { error: 'invalidFormat', abort: true })
  .refine(isKyivDateTime, { error: 'invalidFormat' })
  .meta({ examples: ['2026-12-01T10:00'] });

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
