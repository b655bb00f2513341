import type { MetadataRoute } from 'next';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import { href, type RouteParams, type ScreenName } from '@/lib/routes';
import { siteUrl } from '@/lib/seo/site-url';
import { listCities } from '@/lib/server/geo/list-cities';
import { listPublishedPages } from '@/lib/server/pages/get-content-page';

export const dynamic = 'force-dynamic';

function entry(screen: ScreenName, params: RouteParams | undefined, lastModified?: Date): MetadataRoute.Sitemap[number] {
  const base = siteUrl();
  const url = (locale: (typeof locales)[number]) => new URL(href(screen, { locale, params }), base).toString();
  return {
    url: url(defaultLocale),
    lastModified,
    alternates: { languages: Object.fromEntries(locales.map((locale) => [locale, url(locale)])) },
  };
}

/** Public screens from the route registry, content pages and city catalogs, each with uk/en alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, cities] = await Promise.all([listPublishedPages(), listCities(defaultLocale)]);
  return [
    entry('index', undefined),
    entry('catalog', undefined),
    ...cities.map((city) => entry('catalog-cityslug', { cityslug: city.slug })),
    ...pages.map((page) => entry('slug', { slug: page.slug }, page.updatedAt)),
  ];
}
