import type { Period } from '@/lib/cars/periods';
import { handoverAllowed, type TWeeklySchedule, withinNotice } from '@/lib/cars/schedule';
import { calendarDays, MINUTES_PER_DAY, rentalMinutes } from './rental-length';

/** What decides whether a period can be booked, apart from the car being free then. */
export type BookingTerms = {
  minTermDays: number;
  maxTermDays: number;
  isDailyPrice: boolean;
  schedule: TWeeklySchedule;
  minNoticeHours: number;
};

export type PeriodProblem = 'booking_in_past' | '139' | '141' | '140';

/**
 * Why `period` cannot be booked at `now`, the first of: it starts in the past; its start or end is
 * outside the pick-up and drop-off hours, or it starts sooner than the notice (139); it is shorter
 * than the minimum term (141); longer than the maximum (140). Null when none applies. The term is
 * measured as the price is: calendar dates in calendar mode, the wall-clock length in days
 * (fractions count: 23:59 is under a day) in time mode. `period` must end after it starts.
 */
export function periodProblem(terms: BookingTerms, period: Period, now: Date): PeriodProblem | null {
  if (period.start.getTime() < now.getTime()) return 'booking_in_past';
  const handovers = handoverAllowed(period.start, terms.schedule) && handoverAllowed(period.end, terms.schedule);
  if (!handovers || !withinNotice(period.start, now, terms.minNoticeHours)) return '139';
  // Compared in the unit measured (days or minutes), so no fraction is ever rounded.
  const [length, perDay] = terms.isDailyPrice ? [calendarDays(period), 1] : [rentalMinutes(period), MINUTES_PER_DAY];
  if (length < terms.minTermDays * perDay) return '141';
  if (length > terms.maxTermDays * perDay) return '140';
  return null;
}
