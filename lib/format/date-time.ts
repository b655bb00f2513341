import type { Locale } from '@/lib/i18n/locales';

/** A moment as people in Ukraine read it: Kyiv time, `дд.мм.рррр, гг:хх` (en: `dd/mm/yyyy, hh:mm`). */
export function formatDateTime(value: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', {
    timeZone: 'Europe/Kyiv',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(typeof value === 'string' ? new Date(value) : value);
}

/**
 * A calendar date (`YYYY-MM-DD`: a birth date, a licence's expiry) as `дд.мм.рррр` (en: `dd/mm/yyyy`),
 * the convention the date inputs use. No time zone: the day is the day. Anything that is not such a
 * date is shown as it was stored rather than hidden, so an operator still sees what was typed.
 */
export function formatDate(isoDate: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  return [match[3], match[2], match[1]].join(locale === 'uk' ? '.' : '/');
}
