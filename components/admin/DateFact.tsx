import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/locales';
import { fullYearsBetween, kyivToday } from '@/lib/time/iso-date';
import { isCalendarDate } from '@/lib/validation/dates';
import styles from './queue.module.css';

/**
 * A submitted date as дд.мм.рррр, with what an operator checks next to it: the person's age for a
 * birth date, "expired" for a validity date in the past. A value no calendar has is shown as typed
 * and marked, never passed off as a date.
 */
export async function DateFact({ value, locale, kind }: { value: string; locale: Locale; kind: 'birth' | 'expiry' | 'plain' }) {
  const t = await getTranslations('Admin');
  if (!isCalendarDate(value)) {
    return (
      <>
        {value} <span className={styles.bad}>({t('impossibleDate')})</span>
      </>
    );
  }
  const today = kyivToday();
  return (
    <>
      {formatDate(value, locale)}
      {kind === 'birth' ? <span className={styles.note}> ({t('yearsOld', { count: fullYearsBetween(value, today) })})</span> : null}
      {kind === 'expiry' && value < today ? <span className={styles.bad}> ({t('expired')})</span> : null}
    </>
  );
}
