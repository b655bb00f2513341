import { getTranslations } from 'next-intl/server';
import { catalogHref } from '@/lib/catalog/catalog-href';
import type { CatalogQuery } from '@/lib/catalog/search-query';
import { catalogUrlQuery } from '@/lib/catalog/url-state';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { EARN_LANDING_SLUG } from '@/lib/site/landing';
import type { CatalogCity as CityView } from '@/lib/catalog/catalog-city';
import type { ActiveFilter } from './active-filters';
import styles from './results.module.css';

type Props = { locale: Locale; query: CatalogQuery; city: CityView | null; cities: CityView[]; chips: ActiveFilter[] };

/** Kilometres between two places on the Earth (haversine; a city's centre is precise enough). */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * No cars: say what to relax, each a link to that search — without the dates, without one filter
 * or all of them, the same search in the nearest cities (a page past the last never gets here: the
 * page redirects to the last one with cars).
 */
export async function CatalogEmpty({ locale, query, city, cities, chips }: Props) {
  const t = await getTranslations('Catalog');
  const slug = city?.slug ?? null;
  const narrowed = query.period !== null || chips.length > 0;
  const nearby = city
    ? cities
        .filter((other) => other.slug !== city.slug)
        .map((other) => ({ ...other, km: Math.round(distanceKm(city, other)) }))
        .sort((a, b) => a.km - b.km)
        .slice(0, 3)
    : [];
  const here = catalogUrlQuery({ ...query, page: 1 });
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>{narrowed ? t('empty.title') : t('empty.titleNoCars')}</h2>
      {narrowed ? (
        <p>{t('empty.text')}</p>
      ) : (
        <>
          <p>{t('emptyText')}</p>
          <a className={styles.emptyAction} href={href('slug', { locale, params: { slug: EARN_LANDING_SLUG } })}>
            {t('emptyCta')}
          </a>
        </>
      )}
      <ul className={styles.emptyActions}>
        {query.period ? (
          <li>
            <a href={catalogHref(locale, slug, catalogUrlQuery({ ...query, page: 1, period: null }))}>{t('empty.otherDates')}</a>
          </li>
        ) : null}
        {chips.map((chip) => (
          <li key={chip.key}>
            <a href={catalogHref(locale, slug, catalogUrlQuery(chip.without))}>{t('empty.dropFilter', { name: chip.label })}</a>
          </li>
        ))}
        {chips.length > 1 ? (
          <li>
            <a href={catalogHref(locale, slug, catalogUrlQuery({ ...query, page: 1, filters: {} }))}>{t('empty.resetFilters')}</a>
          </li>
        ) : null}
      </ul>
      {nearby.length ? (
        <>
          <h3 className={styles.nearbyHeading}>{t('empty.nearby')}</h3>
          <ul className={styles.emptyActions}>
            {nearby.map((other) => (
              <li key={other.slug}>
                <a href={catalogHref(locale, other.slug, here)}>{t('empty.nearbyCity', { city: other.name, distance: other.km })}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
