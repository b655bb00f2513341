'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { DateInput } from '@/components/forms/DateInput';
import type { Locale } from '@/lib/i18n/locales';
import { parseDateInput } from '@/lib/format/date-input';
import { addDays } from '@/lib/time/iso-date';
import { catalogHref } from '@/lib/catalog/catalog-href';
import { HANDOVER_TIMES, splitUrlTime, URL_DEFAULT_TIME, urlTime } from '@/lib/catalog/handover-times';
import { CATALOG_LIMITS } from '@/lib/catalog/search-limits';
import styles from './search-bar.module.css';

type Props = {
  locale: Locale;
  /** What the search is now, for the summary a phone shows instead of the form ("Київ · 10.12 – 13.12"). */
  summary: string;
  cities: { slug: string; name: string }[];
  city: string | null;
  /** The search as the URL has it (lib/catalog/url-state.ts), without the page. */
  state: Record<string, string>;
  today: string;
};

const split = (value: string | undefined) => splitUrlTime(value) ?? { date: '', time: URL_DEFAULT_TIME };

/**
 * Where and when: the city and the pick-up and return date and time. A plain GET form: without
 * JavaScript it sends the dates as typed (`10.12.2026`, `10/12/2026`) with `start_time`/`end_time`,
 * and the page reads them (lib/catalog/typed-dates.ts); with it, the search moves to its canonical
 * URL without a full reload, keeping the filters and sort, from the first page.
 */
export function CatalogSearchBar({ locale, summary, cities, city, state, today }: Props) {
  const t = useTranslations('Catalog');
  const router = useRouter();
  const start = split(state.start);
  const end = split(state.end);
  const [error, setError] = useState<{ field: 'start' | 'end'; message: string } | null>(null);
  const kept = Object.entries(state).filter(([key]) => key !== 'start' && key !== 'end');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const read = (key: string) => String(data.get(key) ?? '');
    // A date that is not a real day, or out of range, says so at its field (DateInput's own check).
    if (!form.checkValidity()) {
      form.querySelector<HTMLElement>('input:invalid')?.focus();
      return;
    }
    const day = (key: string) => {
      const parsed = parseDateInput(read(key), today);
      return parsed.state === 'valid' ? parsed.iso : '';
    };
    const [startDate, endDate] = [day('start'), day('end')];
    const [startTime, endTime] = [read('start_time'), read('end_time')];
    const startAt = startDate ? `${startDate}T${startTime}` : '';
    const endAt = endDate ? `${endDate}T${endTime}` : '';
    if (!startDate !== !endDate) return setError({ field: startDate ? 'end' : 'start', message: t('search.bothDates') });
    if (startDate && startDate < today) return setError({ field: 'start', message: t('search.pastDate') });
    if (startAt && endAt <= startAt) return setError({ field: 'end', message: t('search.endBeforeStart') });
    setError(null);
    const query: Record<string, string> = Object.fromEntries(kept);
    if (startAt) Object.assign(query, { start: urlTime(startDate, startTime), end: urlTime(endDate, endTime) });
    router.push(catalogHref(locale, read('city') || null, query));
  }

  const timeSelect = (name: 'start_time' | 'end_time', label: string, value: string) => (
    <div className={styles.time}>
      <label htmlFor={`catalog-${name}`}>{label}</label>
      <select id={`catalog-${name}`} name={name} defaultValue={value}>
        {HANDOVER_TIMES.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </select>
    </div>
  );

  // On a phone the form folds into its summary once a search has dates (the results come first);
  // wider screens always show it (search-bar.module.css).
  return (
    <details className={styles.details} open={!state.start}>
      <summary className={styles.summary}>
        <span>{summary}</span>
        <span className={styles.change}>{t('search.change')}</span>
      </summary>
    <form className={styles.bar} method="get" action={catalogHref(locale, null, {})} onSubmit={onSubmit} noValidate aria-label={t('search.legend')}>
      <div className={styles.city}>
        <label htmlFor="catalog-city">{t('search.city')}</label>
        <select id="catalog-city" name="city" defaultValue={city ?? ''}>
          <option value="">{t('allCities')}</option>
          {cities.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.when}>
        <DateInput label={t('search.start')} textName="start" defaultValue={start.date} min={today} max={addDays(today, CATALOG_LIMITS.aheadDays)} today={today} error={error?.field === 'start' ? error.message : undefined} />
        {timeSelect('start_time', t('search.startTime'), start.time)}
      </div>
      <div className={styles.when}>
        <DateInput label={t('search.end')} textName="end" defaultValue={end.date} min={today} max={addDays(today, CATALOG_LIMITS.aheadDays + CATALOG_LIMITS.maxLengthDays)} today={today} openTo={start.date || undefined} error={error?.field === 'end' ? error.message : undefined} />
        {timeSelect('end_time', t('search.endTime'), end.time)}
      </div>
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <button type="submit" className={styles.submit}>
        {t('search.submit')}
      </button>
    </form>
    </details>
  );
}
