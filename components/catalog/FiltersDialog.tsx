'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { type FormEvent, useRef, useState } from 'react';
import { catalogHref } from '@/lib/catalog/catalog-href';
import type { TCatalogFacetCounts } from '@/lib/catalog/facet-contracts';
import { RATING_THRESHOLDS, SEAT_THRESHOLDS } from '@/lib/catalog/facet-options';
import type { Locale } from '@/lib/i18n/locales';
import type { BrandOption } from '@/lib/catalog/brand-option';
import styles from './filters.module.css';
import { useFacetCounts } from './use-facet-counts';

type Option = { key: string; name: string };

type Props = {
  locale: Locale;
  city: string | null;
  /** The search as the URL has it, without the page. */
  state: Record<string, string>;
  gearboxes: Option[];
  fuels: Option[];
  brands: BrandOption[];
  /** How many filters are on (shown on the button). */
  active: number;
};

/** Keys the dialog does not edit: they ride along in hidden inputs so applying filters keeps them. */
const CARRIED = ['start', 'end', 'sort', 'bbox'] as const;
const LISTS = new Set(['gearbox', 'fuel']);

/** The form as a catalog URL writes it: lists joined and sorted, empty fields left out. */
function formValues(form: HTMLFormElement): Record<string, string> {
  const data = new FormData(form);
  const query: Record<string, string> = {};
  for (const key of new Set(data.keys())) {
    const values = data.getAll(key).map((value) => String(value).trim()).filter(Boolean);
    if (!values.length) continue;
    query[key] = LISTS.has(key) ? values.sort().join(',') : values[0]!;
  }
  return query;
}

/** How many cars each option would leave (docs/catalog.md "Facet counts"), by the form's keys and values. */
function countsByOption(counts: TCatalogFacetCounts | null): (key: string, value?: string) => number | undefined {
  if (!counts) return () => undefined;
  const table = new Map<string, number>([
    ...counts.gearbox.map(({ value, count }) => [`gearbox:${value}`, count] as const),
    ...counts.fuel.map(({ value, count }) => [`fuel:${value}`, count] as const),
    ['seats:', counts.seats_min.any],
    ...counts.seats_min.options.map(({ value, count }) => [`seats:${value}`, count] as const),
    ['rating_min:', counts.rating_min.any],
    ...counts.rating_min.options.map(({ value, count }) => [`rating_min:${value}`, count] as const),
    ['delivery:1', counts.delivery],
    ['free_delivery:1', counts.free_delivery],
    ['no_deposit:1', counts.no_deposit],
    ['taxi:1', counts.taxi],
    ['brand:', counts.brand.any],
    ...(counts.model ? [['model:', counts.model.any] as const] : []),
  ]);
  const brands = new Map(counts.brand.options.map(({ value, count }) => [value, count]));
  const models = new Map((counts.model?.options ?? []).map(({ value, count }) => [value, count]));
  return (key, value = '') => {
    // Makes and models come back only with cars: any other would leave none.
    if (key === 'brand' && value) return brands.get(value) ?? 0;
    if (key === 'model' && value) return counts.model ? (models.get(value) ?? 0) : undefined;
    return table.get(`${key}:${value}`);
  };
}

/**
 * The filters in a dialog on every width (the list and map keep the room). Without JavaScript the
 * "Filters" link opens it as a `:target` and it submits as a GET form; with it, a modal `<dialog>`
 * and the search moves to its canonical URL from the first page.
 */
export function FiltersDialog({ locale, city, state, gearboxes, fuels, brands, active }: Props) {
  const t = useTranslations('Catalog.filters');
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [brand, setBrand] = useState(state.brand ?? '');
  const models = brands.find((option) => option.slug === brand)?.models ?? [];
  const list = (key: string) => new Set((state[key] ?? '').split(',').filter(Boolean));
  const checked = { gearbox: list('gearbox'), fuel: list('fuel') };
  // The form as it is now (its inputs keep their own state), for what is chosen when counts come.
  const [values, setValues] = useState<Record<string, string>>(state);
  const facets = useFacetCounts(city, locale);
  const counts = facets.result?.counts ?? null;
  const countOf = countsByOption(counts);
  const chosen = (key: string, value: string) => (LISTS.has(key) ? (values[key] ?? '').split(',').includes(value) : (values[key] ?? '') === value);
  /** An option that would leave no car is off, unless it is the one chosen (it must stay undoable). */
  const empty = (key: string, value: string) => countOf(key, value) === 0 && !chosen(key, value);
  const label = (name: string, key: string, value = '') => {
    const count = countOf(key, value);
    return count === undefined ? name : t('optionCount', { name, count });
  };
  const read = () => (form.current ? formValues(form.current) : state);

  function open(event: React.MouseEvent) {
    event.preventDefault();
    dialog.current?.showModal();
    setValues(read());
    facets.request(read, { now: true });
  }

  function changed() {
    setValues(read());
    facets.request(read);
  }

  function close(event?: React.MouseEvent) {
    event?.preventDefault();
    dialog.current?.close();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = formValues(event.currentTarget);
    close();
    router.push(catalogHref(locale, city, query));
  }

  const total = facets.fresh && facets.result ? facets.result : null;
  // Counts of models answer for the make they were asked with.
  const modelsCounted = !!brand && facets.values?.brand === brand;

  const carried = CARRIED.filter((key) => state[key] !== undefined);
  const resetQuery = Object.fromEntries(carried.map((key) => [key, state[key]!]));

  return (
    <>
      <a href="#filters" className={styles.openButton} onClick={open} aria-haspopup="dialog">
        {active ? t('openCount', { count: active }) : t('open')}
      </a>
      <dialog id="filters" ref={dialog} className={styles.dialog} aria-labelledby="filters-title">
        <form ref={form} method="get" action={catalogHref(locale, city, {})} onSubmit={onSubmit} onChange={changed} className={styles.form} aria-busy={!!facets.result && !facets.fresh}>
          <div className={styles.header}>
            <h2 id="filters-title">{t('title')}</h2>
            <a href="#results" className={styles.close} onClick={close} aria-label={t('close')}>
              ×
            </a>
          </div>
          <div className={styles.body}>
            <fieldset className={styles.group}>
              <legend>{t('price')}</legend>
              <div className={styles.pair}>
                <label>
                  <span>{t('from')}</span>
                  <input name="price_min" inputMode="numeric" pattern="[0-9]*" defaultValue={state.price_min} aria-label={t('priceFrom')} />
                </label>
                <label>
                  <span>{t('to')}</span>
                  <input name="price_max" inputMode="numeric" pattern="[0-9]*" defaultValue={state.price_max} aria-label={t('priceTo')} />
                </label>
              </div>
            </fieldset>
            {(
              [
                ['gearbox', gearboxes],
                ['fuel', fuels],
              ] as const
            ).map(([key, options]) => (
              <fieldset key={key} className={styles.group}>
                <legend>{t(key)}</legend>
                <div className={styles.checks}>
                  {options.map((option) => (
                    <label key={option.key} className={styles.check}>
                      <input type="checkbox" name={key} value={option.key} defaultChecked={checked[key].has(option.key)} disabled={empty(key, option.key)} />
                      <span>{label(option.name, key, option.key)}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
            <div className={styles.group}>
              <label className={styles.field}>
                <span>{t('seats')}</span>
                <select name="seats" defaultValue={state.seats ?? ''}>
                  <option value="">{label(t('seatsAny'), 'seats')}</option>
                  {SEAT_THRESHOLDS.map((count) => (
                    <option key={count} value={count} disabled={empty('seats', String(count))}>
                      {label(t('seatsMin', { count }), 'seats', String(count))}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <div className={`${styles.group} ${styles.pair}`}>
              <label className={styles.field}>
                <span>{t('brand')}</span>
                <select name="brand" value={brand} onChange={(event) => setBrand(event.target.value)}>
                  <option value="">{label(t('brandAny'), 'brand')}</option>
                  {brands.map((option) => (
                    <option key={option.slug} value={option.slug} disabled={empty('brand', option.slug)}>
                      {label(option.name, 'brand', option.slug)}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.field}>
                <span>{t('model')}</span>
                <select name="model" key={brand} defaultValue={brand === state.brand ? (state.model ?? '') : ''} disabled={!models.length}>
                  <option value="">{modelsCounted ? label(t('modelAny'), 'model') : t('modelAny')}</option>
                  {models.map((option) => (
                    <option key={option.slug} value={option.slug} disabled={modelsCounted && empty('model', option.slug)}>
                      {modelsCounted ? label(option.name, 'model', option.slug) : option.name}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <fieldset className={styles.group}>
              <legend>{t('year')}</legend>
              <div className={styles.pair}>
                <label>
                  <span>{t('from')}</span>
                  <input name="year_min" inputMode="numeric" pattern="[0-9]*" maxLength={4} defaultValue={state.year_min} aria-label={t('yearFrom')} />
                </label>
                <label>
                  <span>{t('to')}</span>
                  <input name="year_max" inputMode="numeric" pattern="[0-9]*" maxLength={4} defaultValue={state.year_max} aria-label={t('yearTo')} />
                </label>
              </div>
            </fieldset>
            <fieldset className={styles.group}>
              <legend>{t('extras')}</legend>
              <div className={styles.checks}>
                {(
                  [
                    ['delivery', t('delivery')],
                    ['free_delivery', t('freeDelivery')],
                    ['no_deposit', t('noDeposit')],
                    ['taxi', t('taxi')],
                  ] as const
                ).map(([key, name]) => (
                  <label key={key} className={styles.check}>
                    <input type="checkbox" name={key} value="1" defaultChecked={state[key] === '1'} disabled={empty(key, '1')} />
                    <span>{label(name, key, '1')}</span>
                  </label>
                ))}
              </div>
              <label className={styles.field}>
                <span>{t('depositMax')}</span>
                <input name="deposit_max" inputMode="numeric" pattern="[0-9]*" defaultValue={state.deposit_max} />
              </label>
            </fieldset>
            <div className={styles.group}>
              <label className={styles.field}>
                <span>{t('rating')}</span>
                <select name="rating_min" defaultValue={state.rating_min ?? ''}>
                  <option value="">{label(t('ratingAny'), 'rating_min')}</option>
                  {RATING_THRESHOLDS.map(String).map((rating) => (
                    <option key={rating} value={rating} disabled={empty('rating_min', rating)}>
                      {label(t('ratingMin', { rating: locale === 'uk' ? rating.replace('.', ',') : rating }), 'rating_min', rating)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            {carried.map((key) => (
              <input key={key} type="hidden" name={key} value={state[key]} />
            ))}
          </div>
          <div className={styles.footer}>
            <a href={catalogHref(locale, city, resetQuery)} className={styles.reset}>
              {t('reset')}
            </a>
            <button type="submit" className={styles.apply}>
              {total ? t(total.total_capped ? 'applyCapped' : 'applyCount', { count: total.total }) : t('apply')}
            </button>
            <p className="visually-hidden" role="status">
              {total ? t(total.total_capped ? 'foundCapped' : 'found', { count: total.total }) : ''}
            </p>
          </div>
        </form>
      </dialog>
    </>
  );
}
