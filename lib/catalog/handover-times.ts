import type { TWeeklySchedule, Weekday } from '@/lib/cars/schedule';

/**
 * The car page's pick-up and return times, without zod or a time-zone library (its calculator is an
 * island on a public page). Dates are Kyiv calendar days `YYYY-MM-DD`, times Kyiv clock `HH:mm`.
 */

/** Owners set hours in half hours (SCHEDULE_RULES.stepMinutes), so a select offers the same steps. */
const STEP_MINUTES = 30;

/** The time a bare date in a catalog URL stands for (the home page's search gives dates only). */
export const URL_DEFAULT_TIME = '10:00';

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** Every time a search offers for pick-up and return (any car's hours fall on these steps). */
export const HANDOVER_TIMES: readonly string[] = Array.from({ length: (24 * 60) / STEP_MINUTES }, (_, index) => clock(index * STEP_MINUTES));

/** The weekday key of a calendar date: `0` Monday … `6` Sunday (the schedule's keys). */
export function weekdayOf(date: string): Weekday {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return String((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) as Weekday;
}

/**
 * The half-hour times a car can be picked up or returned on `date`, as `handoverAllowed` reads its
 * hours: from `from` to `to` inclusive (a day open to 24:00 ends at 23:30 on its own date), and
 * 00:00 when the day before runs to 24:00. Empty when the car has no handovers that day.
 */
export function handoverTimes(schedule: TWeeklySchedule, date: string): string[] {
  const weekday = Number(weekdayOf(date));
  const today = schedule[String(weekday) as Weekday];
  const yesterday = schedule[String((weekday + 6) % 7) as Weekday];
  const times = new Set<string>();
  if (yesterday?.to === '24:00') times.add('00:00');
  if (today) {
    const last = Math.min(minutes(today.to), 24 * 60 - STEP_MINUTES);
    for (let at = minutes(today.from); at <= last; at += STEP_MINUTES) times.add(clock(at));
  }
  return [...times].sort();
}

/** A time to preselect on `date`: `wanted` when the car takes it, else the default 10:00, else the first. */
export function preferredTime(schedule: TWeeklySchedule, date: string, wanted?: string): string {
  const times = handoverTimes(schedule, date);
  if (wanted && times.includes(wanted)) return wanted;
  if (times.includes(URL_DEFAULT_TIME)) return URL_DEFAULT_TIME;
  return times[0] ?? wanted ?? URL_DEFAULT_TIME;
}

/** A Kyiv date and time as catalog URLs write them: the bare date for the default time. */
export function urlTime(date: string, time: string): string {
  return time === URL_DEFAULT_TIME ? date : `${date}T${time}`;
}

/** A catalog URL's `start`/`end` split into date and time (a bare date is the default time); null when it is neither form. */
export function splitUrlTime(value: string | null | undefined): { date: string; time: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?$/.exec(value ?? '');
  return match ? { date: match[1]!, time: match[2] ?? URL_DEFAULT_TIME } : null;
}
