import type { Locale } from '@/lib/i18n/locales';
import { CALENDAR_YEARS } from '@/lib/time/calendar-date';

/**
 * Typed dates as people in Ukraine write them: day, month, year — `дд.мм.рррр` in Ukrainian and
 * `dd/mm/yyyy` in English (docs/decisions.md, "Dates typed by hand"). Forms and the API keep
 * ISO `yyyy-mm-dd`; these helpers turn one into the other and tidy what is being typed.
 */
export type DateSeparator = '.' | '/';

export function dateSeparator(locale: Locale): DateSeparator {
  return locale === 'uk' ? '.' : '/';
}

/** The widest range a typed date may have (the database's sane years, lib/validation/dates). */
export const DATE_INPUT_BOUNDS = { min: `${CALENDAR_YEARS.min}-01-01`, max: `${CALENDAR_YEARS.max}-12-31` } as const;

const ISO = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/;
const SEPARATORS = /[./\-\s,]/;
const GROUP_LENGTHS = [2, 2, 4] as const;

/** `2024-02-29` → `29.02.2024` (or `29/02/2024`); anything that is not ISO comes back as it was. */
export function isoToDateInput(iso: string, separator: DateSeparator): string {
  const match = ISO.exec(iso);
  if (!match) return iso;
  return [match[3]!.padStart(2, '0'), match[2]!.padStart(2, '0'), match[1]!].join(separator);
}

/**
 * What the field shows after a keystroke or a paste: digits only, split into day, month and year
 * with the separator put in for the person (auto-dots), at most 8 digits.
 *
 * - A separator typed after one digit pads it: `1.` → `01.`, `01.3.` → `01.03.`.
 * - A full day or month gets its separator at once while typing forward (`12` → `12.`), but not
 *   while deleting, so Backspace can take the separator away.
 * - A pasted ISO date (`1990-03-01`) or another separator (`1/3/1990`, `01-03-1990`) is rewritten.
 */
export function maskDateInput(typed: string, separator: DateSeparator, options: { deleting?: boolean } = {}): string {
  if (ISO.test(typed)) return isoToDateInput(typed, separator);
  const groups: string[] = [''];
  for (const char of typed) {
    const index = groups.length - 1;
    const current = groups[index]!;
    if (char >= '0' && char <= '9') {
      if (current.length < GROUP_LENGTHS[index]!) groups[index] = current + char;
      else if (index < 2) groups.push(char);
      // An 8th digit has no place: it is dropped.
    } else if (SEPARATORS.test(char) && current.length > 0 && index < 2) {
      groups[index] = current.padStart(2, '0');
      groups.push('');
    }
  }
  const last = groups.length - 1;
  if (!options.deleting && last < 2 && groups[last]!.length === GROUP_LENGTHS[last]) groups.push('');
  return groups.join(separator);
}

export type ParsedDateInput =
  | { state: 'empty' }
  | { state: 'incomplete' }
  /** Day, month and year given, but no such day (31.02.2024, month 13). */
  | { state: 'impossible' }
  /** A real day; whether it lies in a field's range is the field's question (`dateInputRange`). */
  | { state: 'valid'; iso: string };

function isRealDay(year: number, month: number, day: number): boolean {
  // Day 0 of the next month is the last day of this one.
  return year >= 1000 && month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Two-digit years (`01.03.90`) are read within a century ending 20 years after `today`: with today
 * in 2026, `90` is 1990 and `35` is 2035 — birth dates lie behind, expiry dates ahead.
 */
function fullYear(twoDigits: number, today: string): number {
  const thisYear = Number(today.slice(0, 4));
  const candidate = Math.floor(thisYear / 100) * 100 + twoDigits;
  return candidate > thisYear + 20 ? candidate - 100 : candidate;
}

/** Reads a typed date (`29.02.2024`, `29/02/24`, `2024-02-29`) as an ISO calendar date. */
export function parseDateInput(text: string, today: string): ParsedDateInput {
  const value = text.trim();
  if (!value) return { state: 'empty' };
  let parts: [string, string, string];
  const iso = ISO.exec(value);
  if (iso) parts = [iso[3]!, iso[2]!, iso[1]!];
  else {
    const split = value.split(SEPARATORS).filter(Boolean);
    const digits = value.replace(/\D/g, '');
    if (split.length === 3) parts = split as [string, string, string];
    else if (split.length === 1 && digits.length === 8) parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)];
    else return { state: 'incomplete' };
  }
  const [day, month, year] = parts;
  if (![day, month, year].every((part) => /^\d+$/.test(part))) return { state: 'impossible' };
  if (day.length > 2 || month.length > 2 || (year.length !== 2 && year.length !== 4)) return { state: year.length < 4 ? 'incomplete' : 'impossible' };
  const fullYearValue = year.length === 2 ? fullYear(Number(year), today) : Number(year);
  if (!isRealDay(fullYearValue, Number(month), Number(day))) return { state: 'impossible' };
  return { state: 'valid', iso: `${fullYearValue}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` };
}

/** `min`/`max` (ISO, either may be missing) narrowed to the bounds every typed date has. */
export function dateInputRange(min?: string, max?: string): { min: string; max: string } {
  return {
    min: min && min > DATE_INPUT_BOUNDS.min ? min : DATE_INPUT_BOUNDS.min,
    max: max && max < DATE_INPUT_BOUNDS.max ? max : DATE_INPUT_BOUNDS.max,
  };
}

/** Where `digits` digits have been passed in `text` (to keep the caret in place after masking). */
export function caretAfterDigits(text: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (text[index]! >= '0' && text[index]! <= '9' && ++seen === digits) return index + 1;
  }
  return text.length;
}
