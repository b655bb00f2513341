import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kyivDateTimeToInstant } from '@/lib/cars/periods';
import { catalogMetadata, loadCatalogPage } from '@/lib/server/catalog/catalog-page';
import { getCityBySlug } from '@/lib/server/geo/list-cities';
import { carRefs } from '@/tests/support/cars';
import { createListedCar, createTestCity } from '@/tests/support/catalog';

vi.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
}));

const NOW = kyivDateTimeToInstant('2026-12-01T10:00');
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('catalog list pages', () => {
  it('shows a city’s listed cars for a canonical URL, and its page count', async () => {
    const city = await createTestCity();
    const cars = [await createListedCar(city.id, { pricePerDayKop: 90_000 }), await createListedCar(city.id, { pricePerDayKop: 80_000 })];
    const page = await loadCatalogPage('uk', city.slug, {}, NOW);
    expect('data' in page).toBe(true);
    if (!('data' in page)) return;
    expect(page.data.result.items.map((item) => item.id)).toEqual([cars[1]!.id, cars[0]!.id]);
    expect(page.data.result.pagination).toEqual({ total: 2, per_page: 20, current_page: 1 });
    expect(page.data.brands.map((brand) => brand.slug)).toEqual(['toyota']);
  });

  it('sends every other form of a search to its one canonical URL', async () => {
    const city = await createTestCity();
    await createListedCar(city.id);
    const cases: [Record<string, string | string[]>, string][] = [
      // A form without JavaScript: a date and a time apart, repeated checkboxes, empty fields.
      [{ start: '2026-12-10', start_time: '18:30', end: '2026-12-12', end_time: '10:00', gearbox: ['manual', 'automatic'], price_min: '' }, `/catalog/${city.slug}?start=2026-12-10T18%3A30&end=2026-12-12&gearbox=automatic%2Cmanual`],
      // Noise and defaults.
      [{ utm_source: 'ad', page: '1', sort: 'price_asc' }, `/catalog/${city.slug}`],
      // Unreadable values are dropped.
      [{ page: 'x', seats: 'many', fuel: 'diesel' }, `/catalog/${city.slug}?fuel=diesel`],
      // Past dates.
      [{ start: '2026-11-20', end: '2026-11-22' }, `/catalog/${city.slug}`],
      // The list's own search bar without JavaScript: the dates as typed, in either language's way.
      [{ start: '10.12.2026', start_time: '18:30', end: '12/12/2026', end_time: '10:00', sort: 'price_desc' }, `/catalog/${city.slug}?start=2026-12-10T18%3A30&end=2026-12-12&sort=price_desc`],
      // A typed date that is no day is dropped like any unreadable value.
      [{ start: '30.02.2027', end: '02.03.2027' }, `/catalog/${city.slug}`],
    ];
    for (const [query, target] of cases) expect(await loadCatalogPage('uk', city.slug, query, NOW), JSON.stringify(query)).toEqual({ redirect: target });
    // The home page's form without JavaScript: /catalog?city=… goes to the city, in the page's language.
    expect(await loadCatalogPage('en', null, { city: city.slug, start: '2026-12-10', end: '2026-12-12' }, NOW)).toEqual({ redirect: `/en/catalog/${city.slug}?start=2026-12-10&end=2026-12-12` });
    // The list's bar on "All cities" without JavaScript: the dates as typed, read there too.
    expect(await loadCatalogPage('uk', null, { city: '', start: '10.12.2026', end: '12.12.2026' }, NOW)).toEqual({ redirect: '/catalog?start=2026-12-10&end=2026-12-12' });
    // A make nobody lists any more: the rest of the search stands.
    expect(await loadCatalogPage('uk', city.slug, { brand: 'zaporozhets', fuel: 'diesel' }, NOW)).toEqual({ redirect: `/catalog/${city.slug}?fuel=diesel` });
  });

  it('sends a page past the last to the last page with cars (the first when there are none)', async () => {
    const city = await createTestCity();
    for (let index = 0; index < 3; index += 1) await createListedCar(city.id);
    expect(await loadCatalogPage('uk', city.slug, { page: '2' }, NOW)).toEqual({ redirect: `/catalog/${city.slug}` });
    expect(await loadCatalogPage('uk', city.slug, { page: '9', fuel: 'petrol' }, NOW)).toEqual({ redirect: `/catalog/${city.slug}?fuel=petrol` });
    expect(await loadCatalogPage('uk', city.slug, { page: '4', fuel: 'electric' }, NOW)).toEqual({ redirect: `/catalog/${city.slug}?fuel=electric` });
    const many = await createTestCity();
    for (let index = 0; index < 21; index += 1) await createListedCar(many.id);
    expect(await loadCatalogPage('uk', many.slug, { page: '5' }, NOW)).toEqual({ redirect: `/catalog/${many.slug}?page=2` });
    const second = await loadCatalogPage('uk', many.slug, { page: '2' }, NOW);
    expect('data' in second && second.data.result.items).toHaveLength(1);
  });

  it('answers 404 for an unknown city', async () => {
    expect(await loadCatalogPage('uk', 'atlantis', {}, NOW)).toEqual({ notFound: true });
  });

  it('indexes the bare list and its numbered pages; searches with dates, filters or sorts point to it and stay out of the index', async () => {
    await carRefs(); // the reference cities
    const city = (await getCityBySlug('kyiv', 'uk'))!;
    const bare = await catalogMetadata('uk', city, {}, NOW);
    expect(bare.robots).toBeUndefined();
    expect(bare.alternates?.canonical).toBe('/catalog/kyiv');
    expect(bare.alternates?.languages).toMatchObject({ uk: '/catalog/kyiv', en: '/en/catalog/kyiv', 'x-default': '/catalog/kyiv' });
    const paged = await catalogMetadata('en', city, { page: '3' }, NOW);
    expect(paged.alternates?.canonical).toBe('/en/catalog/kyiv?page=3');
    expect(String(paged.title)).toContain('"page":3');
    for (const query of [{ start: '2026-12-10', end: '2026-12-12' }, { fuel: 'diesel' }, { sort: 'car_rating' }, { bbox: '30.2,50.3,30.8,50.6' }]) {
      const variant = await catalogMetadata('uk', city, query, NOW);
      expect(variant.robots, JSON.stringify(query)).toEqual({ index: false, follow: true });
      expect(variant.alternates?.canonical).toBe('/catalog/kyiv');
    }
  });
});
