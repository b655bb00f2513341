import { z } from 'zod';
import { isCalendarDate } from '@/lib/time/calendar-date';
import { addYears, fullYearsBetween, kyivToday } from '@/lib/time/iso-date';

export { CALENDAR_YEARS, isCalendarDate } from '@/lib/time/calendar-date';

/**
 * A calendar date as `YYYY-MM-DD`, the one schema for every date field of a body or a form
 * (JSON and multipart alike). OpenAPI shows it as `format: date`.
 */
export const ZCalendarDate = z.iso.date({ error: 'invalidFormat' }).refine(isCalendarDate, { error: 'invalidFormat' });

/**
 * The ages a person giving a birth date can have: adults (a host signs contracts, a renter drives)
 * and nobody older than any living person. Renters need 21 to drive, checked when a licence is
 * submitted (`DRIVER_RULES`), so a 19-year-old may still save a draft.
 */
export const ADULT_AGE = { min: 18, max: 120 } as const;

/** How far from today a document's dates can lie: issued within a century, valid at most 50 years ahead. */
export const DOCUMENT_YEARS = { back: 100, ahead: 50 } as const;

export type DateProblem = { key: 'birthDateAge'; params: { min: number; max: number } } | { key: 'dateInFuture' } | { key: 'dateTooOld' | 'dateTooFar'; params: { years: number } };

/** Why a real calendar date cannot be a birth date on `today` (Kyiv), or null. */
export function birthDateProblem(value: string, today: string): DateProblem | null {
  const age = fullYearsBetween(value, today);
  return age < ADULT_AGE.min || age > ADULT_AGE.max ? { key: 'birthDateAge', params: { ...ADULT_AGE } } : null;
}

/** Why a real calendar date lies outside [today − `back` years, today + `ahead` years], or null. */
export function dateRangeProblem(value: string, today: string, range: { back: number; ahead: number }): DateProblem | null {
  if (value < addYears(today, -range.back)) return { key: 'dateTooOld', params: { years: range.back } };
  if (value > addYears(today, range.ahead)) return range.ahead === 0 ? { key: 'dateInFuture' } : { key: 'dateTooFar', params: { years: range.ahead } };
  return null;
}

/**
 * ZCalendarDate narrowed by a rule relative to today's date in Kyiv, read at every parse (never at
 * import), so a long-running server and a form left open overnight judge by the real day. Only a
 * real calendar date reaches the rule: anything else already has its `invalidFormat`.
 */
function relativeToToday(problem: (value: string, today: string) => DateProblem | null) {
  return ZCalendarDate.superRefine((value, ctx) => {
    if (!isCalendarDate(value)) return;
    const found = problem(value, kyivToday());
    if (found) ctx.addIssue({ code: 'custom', message: found.key, params: 'params' in found ? found.params : undefined });
  });
}

/** A person's birth date: a real day making them 18 to 120 years old today. */
export const ZBirthDate = relativeToToday(birthDateProblem);

/** A document's date of issue: today or earlier, within the last century. */
export const ZIssueDate = relativeToToday((value, today) => dateRangeProblem(value, today, { back: DOCUMENT_YEARS.back, ahead: 0 }));

/** A document's expiry date: within a century back (an expired one is refused later, with its own message) and 50 years ahead. */
export const ZExpiryDate = relativeToToday((value, today) => dateRangeProblem(value, today, DOCUMENT_YEARS));
