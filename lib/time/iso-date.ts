/** Today's date in Kyiv as YYYY-MM-DD (the calendar renters book in and ages are counted in). */
export function kyivToday(now = new Date()): string {
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Kyiv' });
}

/** Whole years from `from` to `to` (both `YYYY-MM-DD`): a person's age on a day, years since a licence was issued. */
export function fullYearsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
}

/**
 * Calendar arithmetic on `YYYY-MM-DD` strings (no time zone involved). 29 February moved to a year
 * without one becomes 28 February, as birthdays and anniversaries are counted.
 */
export function addYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = m === 2 && d === 29 && !leap ? 28 : d;
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `isoDate` plus `days` calendar days (negative to go back). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
