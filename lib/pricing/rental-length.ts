import { tzOffset } from '@date-fns/tz';
import { KYIV_TIME_ZONE, type Period } from '@/lib/cars/periods';

/**
 * How long a rental is (docs/pricing.md "Length"). Both measures read the Kyiv wall clock, not
 * elapsed time: a renter who picks a car up at 10:00 and returns it at 10:00 the next day has rented
 * it for a day, even on the night the clocks change (23 or 25 real hours).
 */
export const MINUTES_PER_DAY = 1440;

const MINUTE = 60_000;
const DAY = MINUTES_PER_DAY * MINUTE;

/** An instant's Kyiv wall-clock reading in milliseconds, its fields read as if they were UTC. */
function kyivWall(instant: Date): number {
  return instant.getTime() + Math.round(tzOffset(KYIV_TIME_ZONE, instant) * MINUTE);
}

/** A period must end after it starts; anything else is the caller's fault (requests are validated first). */
function assertPeriod(period: Period): void {
  if (!(period.start.getTime() < period.end.getTime())) throw new RangeError('A period must end after it starts');
}

/**
 * The length in whole minutes on the Kyiv wall clock, a started minute counting whole. Inside the
 * hour the autumn change repeats, the wall clock can stand still or go back while time passes
 * (03:50 summer time → 03:10 winter time); then the real length counts.
 */
export function rentalMinutes(period: Period): number {
  assertPeriod(period);
  const wall = kyivWall(period.end) - kyivWall(period.start);
  const length = wall > 0 ? wall : period.end.getTime() - period.start.getTime();
  return Math.ceil(length / MINUTE);
}

/**
 * The Kyiv calendar dates a period touches, the start's through the end's; an end at exactly 00:00
 * does not touch its date (the period is half-open). At least 1.
 */
export function calendarDays(period: Period): number {
  assertPeriod(period);
  const first = Math.floor(kyivWall(period.start) / DAY);
  const last = Math.ceil(kyivWall(period.end) / DAY) - 1;
  return Math.max(1, last - first + 1);
}
