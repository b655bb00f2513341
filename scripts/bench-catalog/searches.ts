// The representative mix of catalog searches the benchmark times (docs/performance.md "Catalog
// search at 100,000 cars") and the plan-shape test checks: each as the API body a client sends,
// turned into the statement exactly as POST /api/catalog/search builds it.
import type { SQL } from 'drizzle-orm';
import { kyivClock, kyivDateTimeToInstant, type Period } from '@/lib/cars/periods';
import { facetQueryOfBody, ZCatalogFacetsBody } from '@/lib/catalog/facet-contracts';
import { CATALOG_LIMITS, CATALOG_SORTS, type CatalogQuery, DEFAULT_SORT, queryOfBody, ZCatalogSearchBody } from '@/lib/catalog/search-query';
import { facetStatement } from '@/lib/server/catalog/facet-counts';
import { mapQueryOfBody, ZCatalogMapBody } from '@/lib/catalog/map-query';
import { mapStatement } from '@/lib/server/catalog/search-map';
import { resolveTarget } from '@/lib/server/catalog/search-catalog';
import { type SearchTarget, searchStatement } from '@/lib/server/catalog/search-cars';

export type BenchSearch = {
  name: string;
  /** Searches of one city are held to the 50 ms goal, nationwide ones with dates to 100 ms. */
  scope: 'city' | 'nationwide';
  body: Record<string, unknown>;
  /** `POST /api/catalog/search` (the default), the filters' counts, `POST /api/catalog/facets`, or the map's clusters, `POST /api/catalog/map`. */
  endpoint?: 'search' | 'facets' | 'map';
};

const DAY = 86_400_000;

/** Thursday 10:00 → Sunday 10:00 in Kyiv, at least five days after `now`: a typical weekend rental. */
export function benchPeriod(now: Date): Period {
  const clock = kyivClock(new Date(now.getTime() + 5 * DAY));
  const thursday = new Date(Date.parse(`${clock.date}T00:00:00Z`) + ((3 - clock.weekday + 7) % 7) * DAY).toISOString().slice(0, 10);
  const start = kyivDateTimeToInstant(`${thursday}T10:00`);
  const sunday = new Date(Date.parse(`${thursday}T00:00:00Z`) + 3 * DAY).toISOString().slice(0, 10);
  return { start, end: kyivDateTimeToInstant(`${sunday}T10:00`) };
}

/** City + dates + two filters in each sort (pages 1 and 20), the city without filters, a map box, and Ukraine with and without dates. */
export function benchSearches(period: Period): BenchSearch[] {
  const dates = { start: period.start.toISOString(), end: period.end.toISOString() };
  const filters = { gearbox: ['automatic', 'robotic', 'cvt'], seats_min: 5 };
  return [
    ...CATALOG_SORTS.flatMap((sort) =>
      [1, 20].map((page): BenchSearch => ({ name: `kyiv+dates+2 filters ${sort} p${page}`, scope: 'city', body: { city: 'kyiv', ...dates, ...filters, sort, page } })),
    ),
    { name: 'kyiv+dates price_asc p1', scope: 'city', body: { city: 'kyiv', ...dates } },
    // Central Kyiv, about a sixth of the city's cars.
    { name: 'kyiv+dates+bbox p1', scope: 'city', body: { city: 'kyiv', ...dates, bbox: [30.47, 50.42, 30.57, 50.48] } },
    { name: 'ukraine+dates price_asc p1', scope: 'nationwide', body: { ...dates } },
    { name: 'ukraine no dates price_asc p1', scope: 'nationwide', body: {} },
  ];
}

/**
 * The filters' counts (docs/catalog.md "Facet counts") for the searches a dialog opens on: Kyiv
 * with dates, with the same two filters and without, Kyiv and Ukraine without dates, and Ukraine
 * with dates (the search's capped count only).
 */
export function benchFacets(period: Period): BenchSearch[] {
  const dates = { start: period.start.toISOString(), end: period.end.toISOString() };
  const filters = { gearbox: ['automatic', 'robotic', 'cvt'], seats_min: 5 };
  return [
    { name: 'facets kyiv+dates', scope: 'city', endpoint: 'facets', body: { city: 'kyiv', ...dates } },
    { name: 'facets kyiv+dates+2 filters', scope: 'city', endpoint: 'facets', body: { city: 'kyiv', ...dates, ...filters } },
    { name: 'facets kyiv no dates', scope: 'city', endpoint: 'facets', body: { city: 'kyiv' } },
    { name: 'facets ukraine+dates', scope: 'nationwide', endpoint: 'facets', body: { ...dates } },
    { name: 'facets ukraine no dates', scope: 'nationwide', endpoint: 'facets', body: {} },
  ];
}

/**
 * The map's clusters (docs/catalog.md "Map") as the list page asks for them: Kyiv with dates fitted
 * to the results (no box, city zoom), a 1280 px screen's map column over central Kyiv at zoom 13 (the
 * view and half of it again each side), and Ukraine at country zoom with and without dates.
 */
export function benchMap(period: Period): BenchSearch[] {
  const dates = { start: period.start.toISOString(), end: period.end.toISOString() };
  return [
    { name: 'map kyiv+dates z11', scope: 'city', endpoint: 'map', body: { city: 'kyiv', ...dates, zoom: 11 } },
    { name: 'map kyiv+dates+bbox z13', scope: 'city', endpoint: 'map', body: { city: 'kyiv', ...dates, zoom: 13, bbox: [30.43, 50.41, 30.62, 50.5] } },
    { name: 'map ukraine+dates z6', scope: 'nationwide', endpoint: 'map', body: { ...dates, zoom: 6 } },
    { name: 'map ukraine no dates z6', scope: 'nationwide', endpoint: 'map', body: { zoom: 6 } },
  ];
}

export type PreparedSearch = BenchSearch & { query: CatalogQuery; target: SearchTarget; statement: (now: Date) => SQL };

/** A search as the API prepares it: the body parsed by its contract's schema, the slugs resolved to ids. */
export async function prepareSearch(search: BenchSearch): Promise<PreparedSearch> {
  if (search.endpoint === 'facets') {
    const facets = facetQueryOfBody(ZCatalogFacetsBody.parse(search.body));
    const target = await resolveTarget(facets);
    // Paging and sort do not apply; filled in so the facets share the searches' shape.
    const query: CatalogQuery = { ...facets, sort: DEFAULT_SORT, page: 1, perPage: CATALOG_LIMITS.perPage };
    return { ...search, query, target, statement: (now) => facetStatement(facets, target, now) };
  }
  if (search.endpoint === 'map') {
    const map = mapQueryOfBody(ZCatalogMapBody.parse(search.body));
    const target = await resolveTarget(map);
    const query: CatalogQuery = { ...map, sort: DEFAULT_SORT, page: 1, perPage: CATALOG_LIMITS.perPage };
    return { ...search, query, target, statement: (now) => mapStatement(map, target, now) };
  }
  const query = queryOfBody(ZCatalogSearchBody.parse(search.body));
  const target = await resolveTarget(query);
  return { ...search, query, target, statement: (now) => searchStatement(query, target, now) };
}
