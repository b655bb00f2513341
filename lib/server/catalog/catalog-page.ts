import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { catalogHref } from '@/lib/catalog/catalog-href';
import type { TCatalogSearchResult } from '@/lib/catalog/contracts';
import type { CatalogQuery } from '@/lib/catalog/search-query';
import { catalogUrlQuery, isIndexableSearch, parseCatalogUrl, type UrlQuery } from '@/lib/catalog/url-state';
import { typedDates } from '@/lib/catalog/typed-dates';
import { kyivToday } from '@/lib/time/iso-date';
import { AppError } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { type CityView, getCityBySlug, listCities } from '@/lib/server/geo/list-cities';
import { getDictionary } from '@/lib/server/site/get-dictionary';
import { listedBrands } from './filter-options';
import { searchCatalog } from './search-catalog';

/** Whether a URL's query already is the canonical one (same keys and values; order aside). */
function isCanonical(raw: UrlQuery, canonical: Record<string, string>): boolean {
  const entries = Object.entries(raw).filter(([, value]) => value !== undefined);
  if (entries.length !== Object.keys(canonical).length) return false;
  return entries.every(([key, value]) => typeof value === 'string' && canonical[key] === value);
}

export type CatalogPageData = {
  city: CityView | null;
  cities: CityView[];
  query: CatalogQuery;
  result: TCatalogSearchResult;
  brands: Awaited<ReturnType<typeof listedBrands>>;
  gearboxes: { key: string; name: string }[];
  fuels: { key: string; name: string }[];
};

/**
 * What a catalog list page shows, or where it must send the browser instead: a form's raw fields,
 * noise parameters and unreadable values go to the search's one canonical URL (so every search
 * has one address to share and to index), a `?city=` from the home page to that city's list.
 */
export async function loadCatalogPage(locale: Locale, cityslug: string | null, raw: UrlQuery, now: Date): Promise<{ redirect: string } | { notFound: true } | { data: CatalogPageData }> {
  if (cityslug === null && typeof raw.city === 'string' && raw.city) {
    const { city: wanted, ...rest } = raw;
    const target = await getCityBySlug(wanted as string, locale);
    // The home page's search without JavaScript: its dates come as typed.
    if (target) return { redirect: catalogHref(locale, target.slug, catalogUrlQuery(parseCatalogUrl(typedDates(rest, kyivToday(now)), target.slug, now).query)) };
  }
  const [city, cities] = await Promise.all([cityslug === null ? null : getCityBySlug(cityslug, locale), listCities(locale)]);
  if (cityslug !== null && !city) return { notFound: true };
  // The catalog's own search bar without JavaScript sends its dates as typed, as the home page's does.
  const { query } = parseCatalogUrl(typedDates(raw, kyivToday(now)), cityslug, now);
  const canonical = catalogUrlQuery(query);
  if (!isCanonical(raw, canonical)) return { redirect: catalogHref(locale, cityslug, canonical) };
  let result: TCatalogSearchResult;
  try {
    result = await searchCatalog(query, { locale, now });
  } catch (error) {
    // A make or model that no longer has a listing: the rest of the search still stands.
    if (error instanceof AppError && error.code === 'validation_failed') {
      const { brand: _brand, model: _model, ...filters } = query.filters;
      return { redirect: catalogHref(locale, cityslug, catalogUrlQuery({ ...query, filters })) };
    }
    throw error;
  }
  // A page past the last (an old link after cars were booked or switched off): the last page that
  // has cars, rather than an empty page that would also be indexed as a list.
  if (query.page > 1 && !result.items.length) {
    const last = Math.max(1, Math.ceil(result.pagination.total / query.perPage));
    return { redirect: catalogHref(locale, cityslug, catalogUrlQuery({ ...query, page: last })) };
  }
  const [brands, dictionary] = await Promise.all([listedBrands(city?.id ?? null), getDictionary(locale)]);
  const car = dictionary[0]?.car;
  return {
    data: {
      city,
      cities,
      query,
      result,
      brands,
      gearboxes: (car?.transmission_types ?? []).map(({ key, name }) => ({ key, name })),
      fuels: (car?.fuel_types ?? []).map(({ key, name }) => ({ key, name })),
    },
  };
}

/**
 * A list page's title, description and links: the bare list of a city or of the country (and its
 * numbered pages) is indexed with itself as canonical; searches with dates, filters, another sort
 * or a map box are kept out of the index and point to the bare list.
 */
export async function catalogMetadata(locale: Locale, city: CityView | null, raw: UrlQuery, now: Date): Promise<Metadata> {
  const [t, tm, cities] = await Promise.all([getTranslations({ locale, namespace: 'Catalog' }), getTranslations({ locale, namespace: 'Metadata' }), listCities(locale)]);
  const { query } = parseCatalogUrl(raw, city?.slug ?? null, now);
  const indexable = isIndexableSearch(query);
  const base = city ? t('titleCity', { city: city.name }) : t('title');
  const title = query.page > 1 ? t('pageTitle', { title: base, page: query.page }) : base;
  const description = city ? t('descriptionCity', { city: city.name }) : t('description', { count: cities.length });
  const pageQuery = indexable && query.page > 1 ? { page: query.page } : undefined;
  return pageMetadata({
    locale,
    screen: city ? 'catalog-cityslug' : 'catalog',
    params: city ? { cityslug: city.slug } : undefined,
    query: pageQuery,
    title,
    description,
    siteName: tm('siteName'),
    noindex: !indexable,
  });
}
