import { formatDate } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/locales';
import { kyivClock } from '@/lib/time/kyiv-clock';

/**
 * When the last message of a conversation came, as the inbox shows it: the time alone for today
 * (`14:05`), the date otherwise (`01.12.2026`, en `01/12/2026`). "Today" is Kyiv's calendar day, not
 * the server's or the reader's, like every other time on the site.
 */
export function inboxTime(at: string | Date, now: Date, locale: Locale): string {
  const moment = kyivClock(typeof at === 'string' ? new Date(at) : at);
  return moment.date === kyivClock(now).date ? moment.time : formatDate(moment.date, locale);
}
