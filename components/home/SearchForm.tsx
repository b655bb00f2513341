'use client';

import { useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import styles from './search-form.module.css';

type Props = {
  locale: Locale;
  today: string;
  cities: { slug: string; name: string }[];
  labels: { heading: string; city: string; cityPlaceholder: string; start: string; end: string; submit: string; endBeforeStart: string; pastDate: string; required: string };
};

/**
 * City and dates → the city's catalog page with the dates in the URL. Without JavaScript the form
 * submits to /catalog?city=…, which redirects the same way.
 */
export function SearchForm({ locale, today, cities, labels }: Props) {
  const [errors, setErrors] = useState<Partial<Record<'city' | 'start' | 'end', string>>>({});

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const city = String(data.get('city') ?? '');
    const start = String(data.get('start') ?? '');
    const end = String(data.get('end') ?? '');
    const next: typeof errors = {};
    if (!city) next.city = labels.required;
    if (start && start < today) next.start = labels.pastDate;
    if (start && end && end <= start) next.end = labels.endBeforeStart;
    if ((start && !end) || (!start && end)) next[start ? 'end' : 'start'] = labels.required;
    setErrors(next);
    if (Object.keys(next).length) return;
    window.location.assign(href('catalog-cityslug', { locale, params: { cityslug: city }, query: { start, end } }));
  }

  const field = (name: 'city' | 'start' | 'end') => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `search-${name}-error` : undefined,
  });

  return (
    <form className={styles.form} action={href('catalog', { locale })} method="get" onSubmit={onSubmit} noValidate aria-label={labels.heading}>
      <div className={styles.field}>
        <label htmlFor="search-city">{labels.city}</label>
        <select id="search-city" name="city" defaultValue="" {...field('city')}>
          <option value="" disabled>
            {labels.cityPlaceholder}
          </option>
          {cities.map((city) => (
            <option key={city.slug} value={city.slug}>
              {city.name}
            </option>
          ))}
        </select>
        {errors.city ? <p id="search-city-error" className={styles.error}>{errors.city}</p> : null}
      </div>
      <div className={styles.field}>
        <label htmlFor="search-start">{labels.start}</label>
        <input id="search-start" name="start" type="date" min={today} {...field('start')} />
        {errors.start ? <p id="search-start-error" className={styles.error}>{errors.start}</p> : null}
      </div>
      <div className={styles.field}>
        <label htmlFor="search-end">{labels.end}</label>
        <input id="search-end" name="end" type="date" min={today} {...field('end')} />
        {errors.end ? <p id="search-end-error" className={styles.error}>{errors.end}</p> : null}
      </div>
      <button type="submit" className={styles.submit}>
        {labels.submit}
      </button>
    </form>
  );
}
