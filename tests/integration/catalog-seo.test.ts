import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { parseCatalogUrl } from '@/lib/catalog/url-state';
import { kyivDateTimeToInstant } from '@/lib/cars/periods';
import { matchPath } from '@/lib/routes';
import { jsonLdText } from '@/lib/seo/json-ld';
import { siteUrl } from '@/lib/seo/site-url';
import { carSitemapFileCount, carSitemapFiles } from '@/lib/server/catalog/car-sitemap';
import { catalogPageJsonLd } from '@/lib/server/catalog/catalog-json-ld';
import { catalogMetadata, loadCatalogPage } from '@/lib/server/catalog/catalog-page';
import { getCarPage } from '@/lib/server/catalog/car-page';
import { searchCatalog } from '@/lib/server/catalog/search-catalog';
import { getDb } from '@/lib/server/db/client';
import { cars } from '@/lib/server/db/schema';
import { getCityBySlug } from '@/lib/server/geo/list-cities';
import { resourceExists } from '@/lib/server/routing/resource-exists';
import { sitemapFile, sitemapIds, sitemapIndex } from '@/lib/server/seo/sitemaps';
import { createListedCar, createTestCity } from '@/tests/support/catalog';

vi.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
}));

/**
 * The catalog's SEO (docs/catalog.md "SEO") on a real database: the sitemap lists exactly the cars
 * the search lists, in files by id range, each URL answering 200 as its own canonical; the list
 * pages' JSON-LD names the page's cars. Each test file has a database of its own, so the cars
 * here are all there are.
 */

const NOW = kyivDateTimeToInstant('2026-12-01T10:00');
const origin = siteUrl();
const pathOf = (url: string) => new URL(url).pathname;

/** Every URL of every car file, with its entry. */
async function carEntries(size: number) {
  const ids = (await sitemapIds(size)).map(({ id }) => id).filter((id) => id.startsWith('cars-'));
  const files = await Promise.all(ids.map(async (id) => ({ id, entries: await sitemapFile(id, size) })));
  return files;
}

describe('the sitemap of cars', () => {
  it('lists every listed car in both languages with alternates and its last change, and no car the search leaves out', async () => {
    const city = await createTestCity();
    const listed = [await createListedCar(city.id), await createListedCar(city.id, { pricePerDayKop: 120_000 })];
    const hidden = [
      await createListedCar(city.id, { active: false }), // switched off by its owner
      await createListedCar(city.id, { status: 'pending', active: false }), // under review
      await createListedCar(city.id, { status: 'rejected', active: false }),
      await createListedCar(city.id, { status: 'draft', active: false }),
      await createListedCar(city.id, { deletedAt: new Date() }),
    ];

    const entries = (await carEntries(10_000)).flatMap((file) => file.entries);
    for (const car of listed) {
      const uk = new URL(`/catalog/${city.slug}/${car.slug}`, origin).toString();
      const en = new URL(`/en/catalog/${city.slug}/${car.slug}`, origin).toString();
      const languages = { uk, en, 'x-default': uk };
      expect(entries.filter((entry) => entry.url === uk || entry.url === en)).toEqual([
        { url: uk, lastModified: car.updatedAt, alternates: { languages } },
        { url: en, lastModified: car.updatedAt, alternates: { languages } },
      ]);
    }
    const slugs = new Set(entries.map((entry) => pathOf(entry.url).split('/').pop()));
    for (const car of hidden) expect(slugs.has(car.slug), car.slug).toBe(false);

    // The same cars as the search of the city finds (one predicate for "listed").
    const search = await searchCatalog(parseCatalogUrl({}, city.slug, NOW).query, { locale: 'uk', now: NOW });
    const inSitemap = [...listed, ...hidden].filter((car) => slugs.has(car.slug)).map((car) => car.id);
    expect(inSitemap.sort()).toEqual(search.items.map((item) => item.id).sort());

    // A car switched off leaves the sitemap at once.
    const db = await getDb();
    await db.update(cars).set({ active: false }).where(eq(cars.id, listed[0]!.id));
    const after = (await carEntries(10_000)).flatMap((file) => file.entries.map((entry) => entry.url));
    expect(after.some((url) => url.endsWith(`/${listed[0]!.slug}`))).toBe(false);
    expect(after.some((url) => url.endsWith(`/${listed[1]!.slug}`))).toBe(true);
  });

  it('splits the cars into files by id range: each car in the one file of its range, every file within its size, the index naming the files that hold cars', async () => {
    const city = await createTestCity();
    const made = [];
    for (let i = 0; i < 7; i += 1) made.push(await createListedCar(city.id));
    const size = 3;
    const db = await getDb();
    const all = await db.select({ id: cars.id, slug: cars.slug, active: cars.active, status: cars.status, deletedAt: cars.deletedAt, updatedAt: cars.updatedAt }).from(cars);
    const listedNow = all.filter((car) => car.active && car.status === 'approved' && !car.deletedAt);
    const lastId = Math.max(...listedNow.map((car) => car.id));
    expect(await carSitemapFileCount(size)).toBe(Math.ceil(lastId / size));
    expect((await sitemapIds(size)).map(({ id }) => id)).toEqual(['pages', ...Array.from({ length: Math.ceil(lastId / size) }, (_, k) => `cars-${k}`)]);

    const files = await carEntries(size);
    for (const { id, entries } of files) {
      const file = Number(id.slice('cars-'.length));
      // Two languages per car, at most `size` cars.
      expect(entries.length).toBeLessThanOrEqual(2 * size);
      const expected = listedNow.filter((car) => Math.floor((car.id - 1) / size) === file).sort((a, b) => a.id - b.id);
      expect(entries.filter((_, index) => index % 2 === 0).map((entry) => pathOf(entry.url).split('/').pop())).toEqual(expected.map((car) => car.slug));
    }
    // Each of this test's cars exactly once per language.
    const urls = files.flatMap((file) => file.entries.map((entry) => entry.url));
    for (const car of made) expect(urls.filter((url) => url.endsWith(`/${car.slug}`)), car.slug).toHaveLength(2);

    // The index: the pages' file and each file holding a listed car, with the newest change in it.
    const holding = [...new Set(listedNow.map((car) => Math.floor((car.id - 1) / size)))].sort((a, b) => a - b);
    expect((await carSitemapFiles(size)).map(({ file }) => file)).toEqual(holding);
    const index = await sitemapIndex(size);
    const locations = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([new URL('/sitemaps/sitemap/pages.xml', origin).toString(), ...holding.map((file) => new URL(`/sitemaps/sitemap/cars-${file}.xml`, origin).toString())]);
    const newest = (file: number) => new Date(Math.max(...listedNow.filter((car) => Math.floor((car.id - 1) / size) === file).map((car) => car.updatedAt.getTime()))).toISOString();
    expect([...index.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1])).toEqual(holding.map(newest));
  });

  it('gives only URLs that answer 200 as their own canonical: no redirect, no 404', async () => {
    const city = await createTestCity();
    const car = await createListedCar(city.id);
    const ids = (await sitemapIds()).map(({ id }) => id);
    const entries = (await Promise.all(ids.map((id) => sitemapFile(id)))).flat();
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const path = pathOf(entry.url);
      expect(new URL(entry.url).search, entry.url).toBe('');
      const match = matchPath(path);
      expect(match, path).not.toBeNull();
      // What the proxy asks before rendering: `true` is served as it is (not a 404, not a 301).
      expect(await resourceExists(match!), path).toBe(true);
      if (match!.name === 'catalog-cityslug-carslug') {
        const page = await getCarPage(match!.params.carslug!, match!.locale, NOW);
        // The car page's canonical is its own address (the page's `url`, with the car's current city and slug).
        expect(page?.url, path).toBe(path);
      }
      if (match!.name === 'catalog-cityslug' || match!.name === 'catalog') {
        const listCity = match!.params.cityslug ? await getCityBySlug(match!.params.cityslug, match!.locale) : null;
        const metadata = await catalogMetadata(match!.locale, listCity, {}, NOW);
        expect(metadata.alternates?.canonical, path).toBe(path);
        expect(metadata.robots, path).toBeUndefined();
      }
    }
    // The test's car and city are there, in both languages.
    const urls = entries.map((entry) => pathOf(entry.url));
    expect(urls).toEqual(expect.arrayContaining([`/catalog/${city.slug}`, `/en/catalog/${city.slug}`, `/catalog/${city.slug}/${car.slug}`, `/en/catalog/${city.slug}/${car.slug}`]));
  });
});

describe('JSON-LD of the list pages', () => {
  it('names the page’s cars in order on an indexed list, and only the breadcrumbs on a search variant', async () => {
    const city = await createTestCity();
    const made = [await createListedCar(city.id, { pricePerDayKop: 90_000 }), await createListedCar(city.id, { pricePerDayKop: 80_000 })];

    const page = await loadCatalogPage('en', city.slug, {}, NOW);
    if (!('data' in page)) throw new Error('no page');
    const text = jsonLdText(await catalogPageJsonLd('en', page.data));
    expect(text).not.toContain('<');
    const [trail, list] = JSON.parse(text) as [{ '@type': string; itemListElement: { position: number; name: string; item: string }[] }, { '@type': string; itemListElement: { position: number; url: string; name: string }[] }];
    expect(trail['@type']).toBe('BreadcrumbList');
    expect(trail.itemListElement.map((crumb) => [crumb.position, crumb.item])).toEqual([
      [1, new URL('/en', origin).toString()],
      [2, new URL('/en/catalog', origin).toString()],
      [3, new URL(`/en/catalog/${city.slug}`, origin).toString()],
    ]);
    expect(trail.itemListElement[2]!.name).toBe(page.data.city!.name);
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement).toEqual(
      page.data.result.items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, url: new URL(`/en/catalog/${city.slug}/${item.slug}`, origin).toString(), name: item.title })),
    );
    expect(list.itemListElement.map((entry) => entry.url.split('/').pop())).toEqual([made[1]!.slug, made[0]!.slug]);

    // A search with a filter is kept out of the index: no list of its cars.
    const variant = await loadCatalogPage('en', city.slug, { seats: '5' }, NOW);
    if (!('data' in variant)) throw new Error('no page');
    expect(variant.data.result.items.length).toBeGreaterThan(0);
    expect((await catalogPageJsonLd('en', variant.data)).map((data) => (data as { '@type': string })['@type'])).toEqual(['BreadcrumbList']);
  });
});
