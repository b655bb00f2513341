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
