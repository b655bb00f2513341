'use client';

import { useState } from 'react';
import { DateField } from '@/components/forms/DateField';
import type { DateFieldWords } from '@/lib/format/date-field-words';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import styles from './search-form.module.css';

type DateSpec = { label: string; max: string; words: DateFieldWords };

type Props = {
  locale: Locale;
  today: string;
  cities: { slug: string; name: string }[];
  /** The two date fields, their words put together on the server (the home page loads no next-intl). */
  dates: { start: DateSpec; end: DateSpec };
  labels: { heading: string; city: string; cityPlaceholder: string; submit: string; endBeforeStart: string; required: string };
};

/**
 * City and dates → the city's catalog page with the dates in the URL. The dates are typed as the
 * page's language writes them (DateField: `дд.мм.рррр`, `dd/mm/yyyy`), with a calendar beside each;
 * a date that is impossible, past or too far ahead is said at its field and nothing is sent. Without
 * JavaScript the form submits to /catalog?city=…&start=…&end=… with the dates as typed, and the
 * server moves it to the city's list with them (lib/catalog/typed-dates.ts).
 */
export function SearchForm({ locale, today, cities, dates, labels }: Props) {
  const [errors, setErrors] = useState<Partial<Record<'city' | 'start' | 'end', string>>>({});
  // The fields' ISO dates (what they give back); the form sends the typed text (for the server without JavaScript).
  const [chosen, setChosen] = useState({ start: '', end: '' });

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const city = String(data.get('city') ?? '');
    const { start, end } = chosen;
    const next: typeof errors = {};
    if (!city) next.city = labels.required;
    if ((start && !end) || (!start && end)) next[start ? 'end' : 'start'] = labels.required;
    else if (start && end && end <= start) next.end = labels.endBeforeStart;
    setErrors(next);
    // The date fields say their own problems (an impossible or past date) once asked.
    const fieldsValid = form.checkValidity();
    if (Object.keys(next).length || !fieldsValid) {
      // The first field that is wrong, in the form's order (the errors set above are not rendered yet).
      const wrong = (['city', 'start', 'end'] as const).find((key) => next[key] || form.querySelector(`[name="${key}"]:invalid`));
      if (wrong) form.querySelector<HTMLElement>(`[name="${wrong}"]`)?.focus();
      return;
    }
    window.location.assign(href('catalog-cityslug', { locale, params: { cityslug: city }, query: { start, end } }));
  }

  const cityError = errors.city ? { 'aria-invalid': true, 'aria-describedby': 'search-city-error' } : {};

  return (
    <form className={styles.form} action={href('catalog', { locale })} method="get" onSubmit={onSubmit} noValidate aria-label={labels.heading}>
      <div className={styles.field}>
        <label htmlFor="search-city">{labels.city}</label>
        <select id="search-city" name="city" defaultValue="" {...cityError}>
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
      {(['start', 'end'] as const).map((which) => (
        <DateField
          key={which}
          className={styles.date}
          textName={which}
          onChange={(value) => setChosen((was) => ({ ...was, [which]: value }))}
          label={dates[which].label}
          words={dates[which].words}
          locale={locale}
          min={today}
          max={dates[which].max}
          today={today}
          error={errors[which]}
        />
      ))}
      {/* The press does not take the focus from a date field: leaving it would show the field's
          error first and move the button between the press and the release, losing the click. */}
      <button type="submit" className={styles.submit} onMouseDown={(event) => event.preventDefault()}>
        {labels.submit}
      </button>
    </form>
  );
}
