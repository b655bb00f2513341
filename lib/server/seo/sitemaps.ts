import 'server-only';
import type { MetadataRoute } from 'next';
import { defaultLocale } from '@/lib/i18n/locales';
import { localizedEntries, sitemapIndexXml } from '@/lib/seo/sitemap-entries';
import { siteUrl } from '@/lib/seo/site-url';
import { CAR_SITEMAP_CHUNK, carSitemapFile, carSitemapFileCount, carSitemapFiles } from '@/lib/server/catalog/car-sitemap';
import { listCities } from '@/lib/server/geo/list-cities';
import { listPublishedPages } from '@/lib/server/pages/get-content-page';

/**
 * The sitemap (docs/catalog.md "SEO"): `/sitemap.xml` is an index of files, served by
 * app/sitemap.xml/route.ts — Next.js serves the files of `generateSitemaps` (app/sitemaps/sitemap.ts)
 * at `/sitemaps/sitemap/{id}.xml` but writes no index of them (and refuses an app/sitemap.ts beside
 * a route at /sitemap.xml). The files: `pages` (the home page, the catalog,
 * every city's list and the content pages) and `cars-{k}`, the listed cars by id range
 * (lib/server/catalog/car-sitemap.ts). Every URL in them answers 200 and is its own canonical.
 */

export const PAGES_SITEMAP = 'pages';
const CARS_SITEMAP = /^cars-(\d{1,7})$/;

/** Where Next.js serves a file of app/sitemaps/sitemap.ts. */
export const sitemapPath = (id: string) => `/sitemaps/sitemap/${id}.xml`;

/** The files' ids (app/sitemaps/sitemap.ts `generateSitemaps`; Next.js answers 404 for any other). */
export async function sitemapIds(size = CAR_SITEMAP_CHUNK): Promise<{ id: string }[]> {
  const cars = await carSitemapFileCount(size);
  return [{ id: PAGES_SITEMAP }, ...Array.from({ length: cars }, (_, file) => ({ id: `cars-${file}` }))];
}

/** The entries of one file. */
export async function sitemapFile(id: string, size = CAR_SITEMAP_CHUNK): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl();
  if (id === PAGES_SITEMAP) {
    const [pages, cities] = await Promise.all([listPublishedPages(), listCities(defaultLocale)]);
    return [
      ...localizedEntries(origin, 'index'),
      ...localizedEntries(origin, 'catalog'),
      ...cities.flatMap((city) => localizedEntries(origin, 'catalog-cityslug', { cityslug: city.slug })),
      ...pages.flatMap((page) => localizedEntries(origin, 'slug', { slug: page.slug }, page.updatedAt)),
    ];
  }
  const cars = CARS_SITEMAP.exec(id);
  if (!cars) return [];
  const rows = await carSitemapFile(Number(cars[1]), size);
  return rows.flatMap((car) => localizedEntries(origin, 'catalog-cityslug-carslug', { cityslug: car.citySlug, carslug: car.slug }, car.updatedAt));
}

/** `/sitemap.xml`: the pages' file and each file that holds a listed car, with its newest change. */
export async function sitemapIndex(size = CAR_SITEMAP_CHUNK): Promise<string> {
  const origin = siteUrl();
  const files = await carSitemapFiles(size);
  return sitemapIndexXml([
    { url: new URL(sitemapPath(PAGES_SITEMAP), origin).toString() },
    ...files.map(({ file, lastModified }) => ({ url: new URL(sitemapPath(`cars-${file}`), origin).toString(), lastModified })),
  ]);
}
