import 'server-only';
import { getTranslations } from 'next-intl/server';
import { isIndexableSearch } from '@/lib/catalog/url-state';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { catalogJsonLd } from '@/lib/seo/catalog-json-ld';
import { siteUrl } from '@/lib/seo/site-url';
import type { CatalogPageData } from './catalog-page';

/**
 * A list page's JSON-LD: its breadcrumbs on every variant (they say where the page sits), the
 * `ItemList` of its cars only on the lists search engines index — the bare list of a city or of
 * the country and its numbered pages. A search with dates, filters, another sort or a box is
 * `noindex` and its cards link with dates, so a list of it would describe nothing indexed.
 */
export async function catalogPageJsonLd(locale: Locale, { city, query, result }: Pick<CatalogPageData, 'city' | 'query' | 'result'>): Promise<object[]> {
  const t = await getTranslations({ locale, namespace: 'Catalog' });
  const breadcrumbs = [
    { name: t('breadcrumbHome'), path: href('index', { locale }) },
    { name: t('breadcrumbCatalog'), path: href('catalog', { locale }) },
    ...(city ? [{ name: city.name, path: href('catalog-cityslug', { locale, params: { cityslug: city.slug } }) }] : []),
  ];
  const { per_page: perPage, current_page: page } = result.pagination;
  return catalogJsonLd({
    origin: siteUrl(),
    breadcrumbs,
    items: isIndexableSearch(query) ? result.items : null,
    firstPosition: (page - 1) * perPage + 1,
  });
}
