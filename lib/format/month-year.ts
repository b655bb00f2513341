import type { Locale } from '@/lib/i18n/locales';

/**
 * A month and year in Kyiv time. Ukrainian inflects the month: the nominative stands alone
 * ("листопад 2026 р.", a calendar heading), the genitive follows a preposition ("з листопада
 * 2026 р.", "since November 2026"). Intl gives the standalone (nominative) form for
 * `{ month: 'long', year }`, and the genitive only when a day is in the pattern, so the genitive is
 * the day-month-year pattern with the day taken out. English has one form.
 */
export function formatMonthYear(value: Date | string, locale: Locale, grammaticalCase: 'nominative' | 'genitive' = 'nominative'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const tag = locale === 'uk' ? 'uk-UA' : 'en-GB';
  if (grammaticalCase === 'nominative' || locale !== 'uk') {
    const parts = new Intl.DateTimeFormat(tag, { timeZone: 'Europe/Kyiv', month: 'long', year: 'numeric' }).formatToParts(date);
    return unbreakable(parts.map((part) => part.value).join(''));
  }
  const parts = new Intl.DateTimeFormat(tag, { timeZone: 'Europe/Kyiv', day: 'numeric', month: 'long', year: 'numeric' }).formatToParts(date);
  const month = parts.findIndex((part) => part.type === 'month');
  // Everything from the month on: "листопада", " ", "2026", " р." (the day and its space dropped).
  return unbreakable(
    parts
      .slice(month)
      .map((part) => part.value)
      .join(''),
  );
}

/**
 * The space before "р." is a narrow no-break space in recent CLDR, a plain one in older data and
 * in V8's `format()`: one no-break space keeps "2026 р." on one line and the text the same on
 * every runtime.
 */
function unbreakable(text: string): string {
  return text.replace(/\s+р\.$/u, '\u00a0р.');
}
