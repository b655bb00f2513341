import { type Period, toKyivDateTime } from '@/lib/cars/periods';
import { formatMonthYear } from '@/lib/format/month-year';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { clientErrors } from '@/lib/i18n/pick-messages';
import { addDays, kyivToday } from '@/lib/time/iso-date';
import { splitUrlTime } from './handover-times';
import { searchPeriodProblem } from './search-query';
import { parseUrlTime, type UrlQuery } from './url-state';

/** The car page's server-side readings of its URL and words for its islands. */

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.trim() : undefined);

/** `start` as our links write it, or a form's `start` date with `start_time` beside it. */
function urlValue(query: UrlQuery, key: 'start' | 'end'): string | undefined {
  const value = one(query[key]);
  const time = one(query[`${key}_time`]);
  return value && time && /^\d{4}-\d{2}-\d{2}$/.test(value) && /^\d{2}:\d{2}$/.test(time) ? `${value}T${time}` : value;
}

/**
 * The rental dates a car page's URL carries (`?start=2026-12-10&end=2026-12-12T18:00`, Kyiv wall
 * clock, as the catalog's links write them), as a period and as the calculator's date and time;
 * null when they are missing, malformed, past, reversed or beyond what a search allows (the page
 * then shows no dates, as the list does).
 */
export function chosenDates(query: UrlQuery, now: Date): { period: Period; start: { date: string; time: string }; end: { date: string; time: string } } | null {
  const start = parseUrlTime(urlValue(query, 'start'));
  const end = parseUrlTime(urlValue(query, 'end'));
  if (!start || !end || searchPeriodProblem({ start, end }, now)) return null;
  const local = (instant: Date) => splitUrlTime(toKyivDateTime(instant))!;
  return { period: { start, end }, start: local(start), end: local(end) };
}

const capitalized = (text: string, locale: Locale) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** Monday … Sunday in the page's language: long names for the hours, short ones for the calendar's columns. */
export function carWeekdays(locale: Locale): { short: string; long: string }[] {
  const tag = locale === 'uk' ? 'uk-UA' : 'en-GB';
  const long = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = new Date(Date.UTC(2024, 0, 1 + index));
    return { long: capitalized(long.format(date), locale), short: capitalized(short.format(date), locale) };
  });
}

/** The months from today's to the one `until` (an instant) falls in, `YYYY-MM`, with their headings ("Листопад 2026 р."). */
export function carMonths(today: string, until: string, locale: Locale): { month: string; caption: string }[] {
  const last = kyivToday(new Date(until)).slice(0, 7);
  const months: { month: string; caption: string }[] = [];
  for (let month = today.slice(0, 7); month <= last; month = addDays(`${month}-28`, 7).slice(0, 7)) {
    months.push({ month, caption: capitalized(formatMonthYear(`${month}-15T12:00:00Z`, locale), locale) });
  }
  return months;
}

/**
 * The words the page's islands translate with, and nothing more (the page would otherwise ship
 * whole namespaces): the car page's island texts, the date field's, the errors a call can end in
 * without the server's words, and, for a host, the role switch's.
 */
export function clientMessagesFor(locale: Locale, options: { roleSwitch: boolean }) {
  const messages = loadMessages(locale);
  const { gallery, calculator, book, calendar, photoAlt } = messages.CarPage;
  return {
    CarPage: { gallery, calculator, book, calendar, photoAlt },
    Forms: { date: messages.Forms.date },
    Errors: clientErrors(messages),
    ...(options.roleSwitch ? { RoleSwitch: messages.RoleSwitch, Agreement: messages.Agreement, Header: messages.Header, Common: messages.Common } : {}),
  };
}
