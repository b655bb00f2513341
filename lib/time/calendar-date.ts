// Without zod, so pages' islands (the date field, the car page's calculator) can use it: lib/validation/dates.ts re-exports it.

/**
 * The years a date typed by a person can sensibly have (birth dates, licence issue and expiry).
 * Year 0 and five-digit years are typos; the database would take some of them and refuse others.
 */
export const CALENDAR_YEARS = { min: 1900, max: 2100 } as const;

/** Whether `value` is a real `YYYY-MM-DD` day (no 30 February, no month 13) within the sane years. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < CALENDAR_YEARS.min || year > CALENDAR_YEARS.max || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
