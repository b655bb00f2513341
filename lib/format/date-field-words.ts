import type { Locale } from '@/lib/i18n/locales';
import { dateInputRange, dateSeparator, isoToDateInput } from './date-input';

export type DateWordKey = 'placeholder' | 'format' | 'incomplete' | 'impossible' | 'tooEarly' | 'tooLate' | 'openCalendar' | 'calendar' | 'close' | 'loading' | 'today' | 'selected';

/** The date field's texts (messages `Forms.date`), each finished for one field. */
export type DateFieldWords = Record<DateWordKey, string>;

/**
 * Puts a date field's texts together for its label and range, from `Forms.date` through whatever
 * translates on the caller's side: next-intl in the browser (`DateInput`), or the server for a page
 * that does not load next-intl's client runtime (the home page's search).
 */
export function dateFieldWords(
  t: (key: DateWordKey, values?: Record<string, string>) => string,
  { label, min, max, locale }: { label: string; min?: string; max?: string; locale: Locale },
): DateFieldWords {
  const separator = dateSeparator(locale);
  const range = dateInputRange(min, max);
  const format = t('placeholder');
  return {
    placeholder: format,
    format: t('format', { format }),
    incomplete: t('incomplete', { format }),
    impossible: t('impossible'),
    tooEarly: t('tooEarly', { date: isoToDateInput(range.min, separator) }),
    tooLate: t('tooLate', { date: isoToDateInput(range.max, separator) }),
    openCalendar: t('openCalendar'),
    calendar: t('calendar', { label }),
    close: t('close'),
    loading: t('loading'),
    today: t('today'),
    selected: t('selected'),
  };
}
