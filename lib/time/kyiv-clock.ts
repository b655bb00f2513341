import { TZDate, tzOffset } from '@date-fns/tz';
import { isCalendarDate } from '@/lib/time/calendar-date';

/**
 * Kyiv wall-clock time ↔ instants, without zod (the car page's calculator, an island of a public
 * page, converts its picked times with it); lib/cars/periods.ts re-exports all of it. The offsets
 * come from the time-zone database (@date-fns/tz), never from constants.
 */
export const KYIV_TIME_ZONE = 'Europe/Kyiv';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** `YYYY-MM-DDTHH:mm`: a Kyiv wall-clock time to the minute, as a `datetime-local` input gives it. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Whether `value` is a real Kyiv wall-clock time `YYYY-MM-DDTHH:mm` (00:00–23:59 of a real day). */
export function isKyivDateTime(value: string): boolean {
  const match = LOCAL_DATE_TIME.exec(value);
  return !!match && isCalendarDate(value.slice(0, 10)) && Number(match[4]) < 24 && Number(match[5]) < 60;
}

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
