import { getTranslations } from 'next-intl/server';
import { PRICE_FONT, preloadFont } from '@/lib/site/fonts';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import type { MessagePick } from '@/lib/i18n/pick-messages';
import { Pagination, paginationLabels } from '@/components/ui/Pagination';
import type { BrandOption } from '@/lib/catalog/brand-option';
import { catalogHref } from '@/lib/catalog/catalog-href';
import type { TCatalogSearchResult } from '@/lib/catalog/contracts';
import { CATALOG_SORTS, type CatalogQuery } from '@/lib/catalog/search-query';
import { catalogUrlQuery } from '@/lib/catalog/url-state';
import { formatDateTime } from '@/lib/format/date-time';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import type { CatalogCity as CityView } from '@/lib/catalog/catalog-city';
import { activeFilters } from './active-filters';
import { CityLinks } from './CityLinks';
import { CatalogEmpty } from './CatalogEmpty';
import { CatalogSearchBar } from './CatalogSearchBar';
import { FiltersDialog } from './FiltersDialog';
import { LastViewedCar } from './LastViewedCar';
import { CardHoverSync } from './map/CardHoverSync';
import { CatalogMap } from './map/CatalogMap';
import { ResultCard } from './ResultCard';
import styles from './results.module.css';
import { SortSelect } from './SortSelect';

/** What the catalog's islands translate in the browser (the search bar, filters, map and the date field); the rest is drawn on the server. */
const CATALOG_CLIENT_MESSAGES: readonly MessagePick[] = [
  ['Forms', ['date']],
  ['Catalog', ['allCities', 'search', 'filters', 'map']],
];

type Props = {
  locale: Locale;
  city: CityView | null;
  cities: CityView[];
  query: CatalogQuery;
  result: TCatalogSearchResult;
  brands: BrandOption[];
  gearboxes: { key: string; name: string }[];
  fuels: { key: string; name: string }[];
  today: string;
};

/**
 * The catalog list, server-rendered whole (readable without JavaScript, indexable): where and when,
 * the filters and sort, the cards, and spec §9's page links. The search lives in the URL; the
 * islands only move to another URL.
 */
export async function CatalogScreen({ locale, city, cities, query, result, brands, gearboxes, fuels, today }: Props) {
  const [t, tp] = await Promise.all([getTranslations('Catalog'), getTranslations('Pagination')]);
  if (result.items.length) preloadFont(PRICE_FONT);
  const state = catalogUrlQuery(query, { page: false });
  const slug = city?.slug ?? null;
  const names = Object.fromEntries([...gearboxes, ...fuels].map((option) => [option.key, option.name]));
  const chips = activeFilters(
    query,
    names,
    brands,
    {
      price: (from, to) => (from && to ? t('chips.priceRange', { from, to }) : from ? t('chips.priceFrom', { from }) : t('chips.priceTo', { to: to ?? '' })),
      seats: (count) => t('chips.seats', { count }),
      years: (from, to) => (from && to ? t('chips.yearRange', { from, to }) : from ? t('chips.yearFrom', { from }) : t('chips.yearTo', { to: to ?? '' })),
      delivery: t('filters.delivery'),
      freeDelivery: t('filters.freeDelivery'),
      noDeposit: t('filters.noDeposit'),
      depositMax: (amount) => t('chips.depositMax', { amount }),
      taxi: t('filters.taxi'),
      rating: (rating) => t('chips.rating', { rating }),
    },
    locale,
  );
  const { total, per_page: perPage, current_page: currentPage } = result.pagination;
  const title = city ? t('titleCity', { city: city.name }) : t('title');
  const period = query.period ? t('period', { start: formatDateTime(query.period.start, locale), end: formatDateTime(query.period.end, locale) }) : null;
  // Links to a car carry the dates, so its page prices the same period.
  const carQuery = query.period ? { start: state.start!, end: state.end! } : undefined;
  const withDates = (url: string) => (carQuery ? `${url}?${new URLSearchParams(carQuery).toString()}` : url);

  return (
    <main id="main" className={`container ${styles.main}`}>
      <nav aria-label={t('breadcrumbCatalog')} className={styles.breadcrumbs}>
        <ol>
          <li>
            <a href={href('index', { locale })}>{t('breadcrumbHome')}</a>
          </li>
          <li>{city ? <a href={href('catalog', { locale })}>{t('breadcrumbCatalog')}</a> : <span aria-current="page">{t('breadcrumbCatalog')}</span>}</li>
          {city ? (
            <li>
              <span aria-current="page">{city.name}</span>
            </li>
          ) : null}
        </ol>
      </nav>
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.summary}>
          <span>{result.total_capped ? t('countHeadingCapped', { count: formatNumber(total, { decimals: 0, locale }) }) : t('countHeading', { count: total })}</span>
          {period ? <span>{period}</span> : null}
        </p>
      </header>
      <ClientMessages locale={locale} namespaces={CATALOG_CLIENT_MESSAGES}>
        <CatalogSearchBar locale={locale} summary={period ? `${city?.name ?? t('allCities')} · ${period}` : t('search.summaryAnyDates', { place: city?.name ?? t('allCities') })} cities={cities.map(({ slug: s, name }) => ({ slug: s, name }))} city={slug} state={state} today={today} />
        <div className={styles.toolbar}>
          <FiltersDialog locale={locale} city={slug} state={state} gearboxes={gearboxes} fuels={fuels} brands={brands} active={chips.length} />
          <SortSelect locale={locale} city={slug} state={state} labels={{ label: t('sort.label'), apply: t('sort.apply'), options: Object.fromEntries(CATALOG_SORTS.map((sort) => [sort, t(`sort.${sort}`)])) }} />
        </div>
      </ClientMessages>
      {chips.length ? (
        <ul className={styles.chips} aria-label={t('chips.label')}>
          {chips.map((chip) => (
            <li key={chip.key}>
              <a href={catalogHref(locale, slug, catalogUrlQuery(chip.without))} aria-label={t('empty.dropFilter', { name: chip.label })}>
                {chip.label} <span aria-hidden="true">×</span>
              </a>
            </li>
          ))}
          {chips.length > 1 ? (
            <li>
              <a className={styles.clearAll} href={catalogHref(locale, slug, catalogUrlQuery({ ...query, page: 1, filters: {} }))}>
                {t('chips.clearAll')}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <CatalogMap locale={locale} city={city} query={query} state={state} items={result.items} carQuery={carQuery} hidden={total === 0 && !query.bbox}>
        <section id="results" aria-label={t('resultsLabel')} className={styles.results}>
          {result.items.length ? (
            <CardHoverSync>
              <ol className={styles.cards}>
                {result.items.map((item, index) => (
                  <ResultCard
                    key={item.id}
                    item={{ ...item, url: withDates(item.url) }}
                    locale={locale}
                    names={names}
                    eager={index < 2}
                    labels={{
                      perDay: t('card.perDay'),
                      total: (amount) => t('card.total', { total: amount }),
                      totalDays: (amount, days, calendar) => t(calendar ? 'card.totalDates' : 'card.totalDays', { total: amount, days }),
                      rating: (rating, count) => t('card.rating', { rating, count }),
                      newCar: t('card.new'),
                      seats: (count) => t('card.seats', { count }),
                      delivery: t('card.delivery'),
                      freeDelivery: t('card.freeDelivery'),
                      noDeposit: t('card.noDeposit'),
                      deposit: (amount) => t('card.deposit', { amount }),
                      taxi: t('card.taxi'),
                      noPhoto: t('card.noPhoto'),
                    }}
                  />
                ))}
              </ol>
            </CardHoverSync>
          ) : (
            <CatalogEmpty locale={locale} query={query} city={city} cities={cities} chips={chips} />
          )}
          <Pagination
            total={total}
            perPage={perPage}
            currentPage={currentPage}
            hrefFor={(page) => catalogHref(locale, slug, catalogUrlQuery({ ...query, page }))}
            labels={paginationLabels(tp)}
          />
        </section>
      </CatalogMap>
      <CityLinks
        heading={city ? t('otherCities') : t('citiesHeading')}
        cities={cities.filter((other) => other.slug !== slug).map((other) => ({ ...other, href: catalogHref(locale, other.slug, {}) }))}
      />
      <LastViewedCar />
    </main>
  );
}
