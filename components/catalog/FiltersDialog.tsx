'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { type FormEvent, useRef, useState } from 'react';
import { catalogHref } from '@/lib/catalog/catalog-href';
import type { Locale } from '@/lib/i18n/locales';
import type { BrandOption } from '@/lib/catalog/brand-option';
import styles from './filters.module.css';

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
const SEATS = [2, 4, 5, 7, 9];
const RATINGS = ['4', '4.5'];

/**
 * The filters in a dialog on every width (the list and map keep the room). Without JavaScript the
 * "Filters" link opens it as a `:target` and it submits as a GET form; with it, a modal `<dialog>`
 * and the search moves to its canonical URL from the first page.
 */
export function FiltersDialog({ locale, city, state, gearboxes, fuels, brands, active }: Props) {
  const t = useTranslations('Catalog.filters');
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const [brand, setBrand] = useState(state.brand ?? '');
  const models = brands.find((option) => option.slug === brand)?.models ?? [];
  const list = (key: string) => new Set((state[key] ?? '').split(',').filter(Boolean));
  const checked = { gearbox: list('gearbox'), fuel: list('fuel') };

  function open(event: React.MouseEvent) {
    event.preventDefault();
    dialog.current?.showModal();
  }

  function close(event?: React.MouseEvent) {
    event?.preventDefault();
    dialog.current?.close();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const query: Record<string, string> = {};
    for (const key of new Set(data.keys())) {
      const values = data.getAll(key).map((value) => String(value).trim()).filter(Boolean);
      if (!values.length) continue;
      query[key] = LISTS.has(key) ? values.sort().join(',') : values[0]!;
    }
    close();
    router.push(catalogHref(locale, city, query));
  }

  const carried = CARRIED.filter((key) => state[key] !== undefined);
  const resetQuery = Object.fromEntries(carried.map((key) => [key, state[key]!]));

  return (
    <>
      <a href="#filters" className={styles.openButton} onClick={open} aria-haspopup="dialog">
        {active ? t('openCount', { count: active }) : t('open')}
      </a>
      <dialog id="filters" ref={dialog} className={styles.dialog} aria-labelledby="filters-title">
        <form method="get" action={catalogHref(locale, city, {})} onSubmit={onSubmit} className={styles.form}>
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
                      <input type="checkbox" name={key} value={option.key} defaultChecked={checked[key].has(option.key)} />
                      <span>{option.name}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
            <div className={styles.group}>
              <label className={styles.field}>
                <span>{t('seats')}</span>
                <select name="seats" defaultValue={state.seats ?? ''}>
                  <option value="">{t('seatsAny')}</option>
                  {SEATS.map((count) => (
                    <option key={count} value={count}>
                      {t('seatsMin', { count })}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <div className={`${styles.group} ${styles.pair}`}>
              <label className={styles.field}>
                <span>{t('brand')}</span>
                <select name="brand" value={brand} onChange={(event) => setBrand(event.target.value)}>
                  <option value="">{t('brandAny')}</option>
                  {brands.map((option) => (
                    <option key={option.slug} value={option.slug}>
                      {option.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.field}>
                <span>{t('model')}</span>
                <select name="model" key={brand} defaultValue={brand === state.brand ? (state.model ?? '') : ''} disabled={!models.length}>
                  <option value="">{t('modelAny')}</option>
                  {models.map((option) => (
                    <option key={option.slug} value={option.slug}>
                      {option.name}
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
                ).map(([key, label]) => (
                  <label key={key} className={styles.check}>
                    <input type="checkbox" name={key} value="1" defaultChecked={state[key] === '1'} />
                    <span>{label}</span>
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
                  <option value="">{t('ratingAny')}</option>
                  {RATINGS.map((rating) => (
                    <option key={rating} value={rating}>
                      {t('ratingMin', { rating: locale === 'uk' ? rating.replace('.', ',') : rating })}
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
              {t('apply')}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
