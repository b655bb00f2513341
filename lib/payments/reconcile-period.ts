import { isCalendarDate } from '@/lib/time/calendar-date';
import { addDays, kyivToday } from '@/lib/time/iso-date';
import { kyivDayStart } from '@/lib/time/kyiv-clock';

/** The report's default: the last seven Kyiv days, today included. */
export const RECONCILE_DEFAULT_DAYS = 7;
/** The longest period one report covers (a quarter): the acquirer is asked about every order in it. */
export const RECONCILE_MAX_DAYS = 92;

/**
 * A reconciliation period in Kyiv calendar days, both ends included (`from` … `to`), and the instants
 * it covers: `fromAt` (00:00 of `from` in Kyiv) inclusive, `toAt` (00:00 of the day after `to`) exclusive.
 */
export type ReconcilePeriod = { from: string; to: string; fromAt: Date; toAt: Date };

export type PeriodProblem = 'invalid_date' | 'reversed' | 'too_long' | 'future';

/** The period of two Kyiv dates, as the report reads it. */
export function periodOf(from: string, to: string): ReconcilePeriod {
  return { from, to, fromAt: kyivDayStart(from), toAt: kyivDayStart(addDays(to, 1)) };
}

/** The last `RECONCILE_DEFAULT_DAYS` Kyiv days up to today. */
export function defaultPeriod(now: Date): ReconcilePeriod {
  const today = kyivToday(now);
  return periodOf(addDays(today, -(RECONCILE_DEFAULT_DAYS - 1)), today);
}

/**
 * The period an operator asked for (`?from=YYYY-MM-DD&to=YYYY-MM-DD`, either may be left out): a
 * missing end is filled from the default, a period that cannot be read falls back to the default
 * and says why. Never reaches past today in Kyiv, never longer than `RECONCILE_MAX_DAYS`.
 */
export function parsePeriod(input: { from?: string | null; to?: string | null }, now: Date): { period: ReconcilePeriod; problem: PeriodProblem | null } {
  const fallback = defaultPeriod(now);
  const today = kyivToday(now);
  // Each end is read before another is derived from it: date arithmetic on an unreadable one throws.
  if ((input.from && !isCalendarDate(input.from)) || (input.to && !isCalendarDate(input.to))) return { period: fallback, problem: 'invalid_date' };
  const to = input.to || (input.from ? addDays(input.from, RECONCILE_DEFAULT_DAYS - 1) : fallback.to);
  const from = input.from || addDays(to, -(RECONCILE_DEFAULT_DAYS - 1));
  if (from > to) return { period: fallback, problem: 'reversed' };
  if (from > today) return { period: fallback, problem: 'future' };
  const end = to > today ? today : to;
  const days = (kyivDayStart(end).getTime() - kyivDayStart(from).getTime()) / 86_400_000;
  // Daylight-saving days are 23 or 25 hours: rounded, a span is whole days.
  if (Math.round(days) + 1 > RECONCILE_MAX_DAYS) return { period: fallback, problem: 'too_long' };
  return { period: periodOf(from, end), problem: null };
}
