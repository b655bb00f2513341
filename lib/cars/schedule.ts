import { z } from 'zod';
import { zWholeNumber } from './number-input';
import { kyivClock } from './periods';

/**
 * A car's pick-up and drop-off hours and its minimum notice (docs/cars.md "Availability"). The
 * bookings issue refuses a booking whose start or end falls outside the hours, or that starts
 * sooner than the notice allows (code 139), with `handoverAllowed` and `withinNotice`.
 */
export const SCHEDULE_RULES = {
  /** Hours are chosen in half-hour steps: what hosts advertise ("9:30–20:00") and a select can list (49 options). */
  stepMinutes: 30,
  /** Hours of notice before a trip: none to a week (the database CHECK says the same). */
  minNoticeHours: { min: 0, max: 168 },
} as const;

/** Weekday keys: 0 Monday … 6 Sunday (the Ukrainian week), Kyiv time. */
export const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type DayHours = { from: string; to: string };
/** Hours per weekday; a day left out has no handovers. The shape of `cars.schedule`. */
export type TWeeklySchedule = Partial<Record<Weekday, DayHours>>;

/** Minutes since midnight of an `HH:MM` clock time (`24:00` is 1440). */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * A clock time `HH:MM` from 00:00 to 24:00 (the end of the day), in steps of SCHEDULE_RULES.stepMinutes:
 * `invalidFormat` for anything else, `scheduleStep` for 09:15.
 */
export const ZClockTime = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidFormat') })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'invalidFormat' })
  .superRefine((time, ctx) => {
    if (minutesOf(time) % SCHEDULE_RULES.stepMinutes !== 0) ctx.addIssue({ code: 'custom', message: 'scheduleStep', params: { minutes: SCHEDULE_RULES.stepMinutes } });
  })
  .meta({ examples: ['09:00'] });

/** One day's hours, `from` before `to` (`scheduleToAfterFrom` at `to`); both ends are handover times. */
export const ZDayHours = z
  .strictObject({ from: ZClockTime, to: ZClockTime })
  .superRefine((day, ctx) => {
    if (minutesOf(day.to) <= minutesOf(day.from)) ctx.addIssue({ code: 'custom', message: 'scheduleToAfterFrom', path: ['to'] });
  });

// A client may send null for a day without handovers, as for any blank field.
const ZDay = z.preprocess((value) => (value === null ? undefined : value), ZDayHours.optional());

/**
 * The weekly hours: keys `0` (Monday) … `6` (Sunday), each `{ from, to }` or left out (null) for no
 * handovers that day; at least one day (`scheduleEmpty`), since a car no one can pick up can never be
 * booked (switching it off is the way to pause it). Output: only the days with hours.
 */
export const ZWeeklySchedule = z
  .strictObject(Object.fromEntries(WEEKDAYS.map((day) => [day, ZDay])) as Record<Weekday, typeof ZDay>)
  .superRefine((schedule, ctx) => {
    if (!WEEKDAYS.some((day) => schedule[day])) ctx.addIssue({ code: 'custom', message: 'scheduleEmpty' });
  })
  .transform((schedule): TWeeklySchedule => Object.fromEntries(WEEKDAYS.filter((day) => schedule[day]).map((day) => [day, schedule[day]!])))
  .meta({ examples: [{ '0': { from: '08:00', to: '21:00' }, '5': { from: '10:00', to: '18:00' } }] });

/** The minimum notice before a trip in whole hours, 0–168 (a number, or the text of an input). */
export const ZMinNotice = zWholeNumber(SCHEDULE_RULES.minNoticeHours.min, SCHEDULE_RULES.minNoticeHours.max).meta({ examples: [2] });

/**
 * Whether a car can be picked up or dropped off at `instant`: the Kyiv clock then is within that
 * weekday's hours, both ends included (a window 08:00–21:00 takes a drop-off at 21:00, not at
 * 21:00:30). Midnight also counts for the day before when its hours run to 24:00. The clock is read
 * as shown in Kyiv, so on the days clocks change 09:00 is still 09:00.
 */
export function handoverAllowed(instant: Date, schedule: TWeeklySchedule): boolean {
  const { weekday, minuteOfDay } = kyivClock(instant);
  const today = schedule[WEEKDAYS[weekday]!];
  if (today && minutesOf(today.from) <= minuteOfDay && minuteOfDay <= minutesOf(today.to)) return true;
  const yesterday = schedule[WEEKDAYS[(weekday + 6) % 7]!];
  return minuteOfDay === 0 && yesterday?.to === '24:00';
}

/**
 * Whether a trip starting at `start` respects a notice of `hours` at `now`: it starts at least that
 * many hours later (exactly `hours` later is fine; with 0 hours, any start not in the past).
 */
export function withinNotice(start: Date, now: Date, hours: number): boolean {
  return start.getTime() - now.getTime() >= hours * 3_600_000;
}

/** The earliest start `withinNotice` accepts at `now` (what a booking form offers first). */
export function earliestStart(now: Date, hours: number): Date {
  return new Date(now.getTime() + hours * 3_600_000);
}
