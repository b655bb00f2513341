// The representative mix of catalog searches the benchmark times (docs/performance.md "Catalog
// search at 100,000 cars") and the plan-shape test checks: each as the API body a client sends,
// turned into the statement exactly as POST /api/catalog/search builds it.
import type { SQL } from 'drizzle-orm';
import { kyivClock, kyivDateTimeToInstant, type Period } from '@/lib/cars/periods';
import { CATALOG_SORTS, type CatalogQuery, queryOfBody, ZCatalogSearchBody } from '@/lib/catalog/search-query';
import { resolveTarget } from '@/lib/server/catalog/search-catalog';
import { type SearchTarget, searchStatement } from '@/lib/server/catalog/search-cars';

export type BenchSearch = {
  name: string;
  /** Searches of one city are held to the 50 ms goal, nationwide ones with dates to 100 ms. */
  scope: 'city' | 'nationwide';
  body: Record<string, unknown>;
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

export type PreparedSearch = BenchSearch & { query: CatalogQuery; target: SearchTarget; statement: (now: Date) => SQL };

/** A search as the API prepares it: the body parsed by its contract's schema, the slugs resolved to ids. */
export async function prepareSearch(search: BenchSearch): Promise<PreparedSearch> {
  const query = queryOfBody(ZCatalogSearchBody.parse(search.body));
  const target = await resolveTarget(query);
  return { ...search, query, target, statement: (now) => searchStatement(query, target, now) };
}
