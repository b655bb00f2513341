import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_SORTS, type CatalogQuery } from '@/lib/catalog/search-query';
import { CAPPED_TOTAL, CATALOG_PLANNER, matchConditions, searchCars, searchStatement, type SearchTarget } from '@/lib/server/catalog/search-cars';
import { mapStatement } from '@/lib/server/catalog/search-map';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { generateCatalogDataset } from '@/scripts/bench-catalog/dataset';
import { planShape } from '@/scripts/bench-catalog/plan-shape';
import { benchFacets, benchMap, benchPeriod, benchSearches, type PreparedSearch, prepareSearch } from '@/scripts/bench-catalog/searches';

/**
 * The catalog search keeps the plan shape that makes it fast at 100 000 cars (docs/performance.md
 * "Catalog search at 100,000 cars"), on a small dataset of the benchmark's making: 4 000 cars and
 * 80 000 bookings and blocks. The planner's cost choices on small tables differ from those at
 * scale, so what is checked is the structure the statement imposes — the busy set a materialized
 * CTE read from the city-led index, the NOT IN hashed, car_periods never read whole, the cars read
 * from the covering index — under the search's own planner settings (CATALOG_PLANNER) and with
 * sequential scans priced out (`enable_seqscan = off`) as they would be on large tables. A planner
 * upgrade, a new filter or a lost MATERIALIZED that undoes one of these makes the search 10–50×
 * slower at scale, and fails here.
 */

const NOW = new Date();
let searches: PreparedSearch[];

async function explain(statement: ReturnType<typeof searchStatement>, settings: string[] = []) {
  return inTransaction(async (tx) => {
    await tx.execute(CATALOG_PLANNER);
    await tx.execute(sql`set local enable_seqscan = off`);
    for (const setting of settings) await tx.execute(sql.raw(`set local ${setting}`));
    const rows = (await tx.execute(sql`explain (format json) ${statement}`)) as unknown as { rows: Record<string, unknown>[] };
    return planShape(Object.values(rows.rows[0]!)[0]);
  });
}

const byName = (name: string) => searches.find((search) => search.name === name)!;

beforeAll(async () => {
  await generateCatalogDataset(await getDb(), { cars: 4000, periodsPerCar: 20, owners: 100, bulk: true });
  searches = await Promise.all([...benchSearches(benchPeriod(NOW)), ...benchMap(benchPeriod(NOW)), ...benchFacets(benchPeriod(NOW))].map(prepareSearch));
}, 120_000);

describe('catalog search plans (both engines)', () => {
  it.each(CATALOG_SORTS)('a city with dates, sorted by %s: busy set from the city index, materialized, hashed out; cars from the covering index', async (sort) => {
    for (const page of [1, 20]) {
      const shape = await explain(byName(`kyiv+dates+2 filters ${sort} p${page}`).statement(NOW));
      expect(shape.busyMaterialized).toBe(true);
      expect(shape.busyIndex).toBe('car_periods_city_busy_idx');
      expect(shape.busyIndexCond).toMatch(/city_id = \d+\) AND \(period &&/);
      expect(shape.hashedNotIn).toBe(true);
      expect(shape.seqScans).not.toContain('car_periods');
      expect(shape.carPeriodsIndexes).toEqual(['car_periods_city_busy_idx']);
      expect(shape.indexOnlyScans).toContain('cars_catalog_city_price_idx');
    }
  });

  it('the country with dates: the city index probed city by city, never car_periods whole', async () => {
    const shape = await explain(byName('ukraine+dates price_asc p1').statement(NOW));
    expect(shape.busyMaterialized).toBe(true);
    expect(shape.busyIndex).toBe('car_periods_city_busy_idx');
    // Led by the city (one probe per city), not read by the period alone.
    expect(shape.busyIndexCond).toMatch(/city_id = city\.id\) AND \(period &&/);
    expect(shape.hashedNotIn).toBe(true);
    expect(shape.seqScans).not.toContain('car_periods');
    expect(shape.carPeriodsIndexes).toEqual(['car_periods_city_busy_idx']);
  });

  // The planner hashes NOT IN only while its estimate of the busy set fits in hash memory; at
  // 100 000 cars a 90-day search of the country overlaps 490 000 periods, past the ~260 000 default
  // hash memory is planned for, and an unhashed NOT IN re-reads the set for every car. Here hash
  // memory is shrunk in proportion to the 4 000 cars.
  const days = (from: number, to: number) => ({ start: new Date(NOW.getTime() + from * 86_400_000), end: new Date(NOW.getTime() + to * 86_400_000) });

  it('keeps NOT IN hashed for a week-long search of the country: its busy set holds each car once', async () => {
    // The cities table is never analyzed by autovacuum (too few rows), so the planner multiplies the
    // per-city probes by 380 cities, not 23: only one row per car keeps the estimate in. 256 kB of
    // hash memory in all (about 8 000 rows) against 2 700 periods estimated at 45 000.
    const search = byName('ukraine+dates price_asc p1');
    const shape = await explain(searchStatement({ ...search.query, period: days(5, 12) }, search.target, NOW), ['work_mem = 256', 'hash_mem_multiplier = 1']);
    expect(shape.hashedNotIn).toBe(true);
  });

  it('keeps NOT IN hashed for a year-long search: the busy set holds each car once', async () => {
    // 256 kB of hash memory in all (about 8 000 rows) against up to 80 000 periods, but 4 000 cars.
    for (const name of ['kyiv+dates price_asc p1', 'ukraine+dates price_asc p1']) {
      const search = byName(name);
      const shape = await explain(searchStatement({ ...search.query, period: days(5, 365) }, search.target, NOW), ['work_mem = 256', 'hash_mem_multiplier = 1']);
      expect(shape.hashedNotIn, name).toBe(true);
      expect(shape.busyIndex, name).toBe('car_periods_city_busy_idx');
    }
  });
});

/** The same search answered the plain way: a NOT EXISTS per car, every match sorted. */
async function reference(query: CatalogQuery, target: SearchTarget) {
  const db = await getDb();
  const free = query.period
    ? sql`and not exists (select 1 from car_periods p where p.car_id = c.id and p.holds
        and p.period && tstzrange(${query.period.start.toISOString()}::timestamptz, ${query.period.end.toISOString()}::timestamptz, '[)'))`
    : sql``;
  const order = {
    price_asc: sql`c.price_per_day_kop asc, c.id asc`,
    price_desc: sql`c.price_per_day_kop desc, c.id desc`,
    car_rating: sql`c.rating desc nulls last, c.id asc`,
    host_rating: sql`c.owner_rating desc nulls last, c.id asc`,
  }[query.sort];
  const result = await db.execute(sql`select c.id from cars c where ${matchConditions(query, target, NOW)} ${free} order by ${order}`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

describe('catalog search results on the generated dataset', () => {
  it('a city: exact totals and pages in every sort, as the plain query finds them', async () => {
    for (const sort of CATALOG_SORTS) {
      const search = byName(`kyiv+dates+2 filters ${sort} p1`);
      const all = await reference(search.query, search.target);
      expect(all.length).toBeGreaterThan(60);
      for (const page of [1, 2, 3]) {
        const found = await searchCars({ ...search.query, page }, search.target, NOW);
        expect(found, `${sort} page ${page}`).toEqual({ total: all.length, capped: false, ids: all.slice((page - 1) * 20, page * 20) });
      }
    }
  });

  it(`the country with dates: every page exact, the count stopped at ${CAPPED_TOTAL}`, async () => {
    for (const sort of CATALOG_SORTS) {
      const search = byName('ukraine+dates price_asc p1');
      const query = { ...search.query, sort };
      const all = await reference(query, search.target);
      expect(all.length).toBeGreaterThan(CAPPED_TOTAL);
      // Page 1, a page across the cap and one past it (each reaches as far as it needs).
      for (const page of [1, 50, 51, 70]) {
        const found = await searchCars({ ...query, page }, search.target, NOW);
        expect(found, `${sort} page ${page}`).toEqual({ total: CAPPED_TOTAL, capped: true, ids: all.slice((page - 1) * 20, page * 20) });
      }
    }
    // Under the cap the count is exact: the cheapest cars only.
    const search = byName('ukraine+dates price_asc p1');
    const narrow = { ...search.query, filters: { ...search.query.filters, priceMax: 80_000 } };
    const all = await reference(narrow, search.target);
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThan(CAPPED_TOTAL);
    expect(await searchCars(narrow, search.target, NOW)).toEqual({ total: all.length, capped: false, ids: all.slice(0, 20) });
  });

  it('without dates: exact totals and pages, for a city and the country', async () => {
    for (const name of ['ukraine no dates price_asc p1']) {
      const search = byName(name);
      for (const target of [search.target, { ...search.target, cityId: byName('kyiv+dates price_asc p1').target.cityId }]) {
        for (const sort of CATALOG_SORTS) {
          const query = { ...search.query, sort, page: 3 };
          const all = await reference(query, target);
          expect(await searchCars(query, target, NOW), sort).toEqual({ total: all.length, capped: false, ids: all.slice(40, 60) });
        }
      }
    }
  });
});

describe('catalog map plans (both engines)', () => {
  it('clusters a city with dates in the search\'s shape: busy set from the city index, materialized, hashed out; cars from an index', async () => {
    for (const name of ['map kyiv+dates z11', 'map kyiv+dates+bbox z13']) {
      const shape = await explain(byName(name).statement(NOW));
      expect(shape.busyMaterialized, name).toBe(true);
      expect(shape.busyIndex, name).toBe('car_periods_city_busy_idx');
      expect(shape.hashedNotIn, name).toBe(true);
      expect(shape.seqScans, name).toEqual([]);
      expect(shape.carPeriodsIndexes, name).toEqual(['car_periods_city_busy_idx']);
    }
    // The whole city, and a view of it, from the covering index (the box a filter on it)…
    for (const name of ['map kyiv+dates z11', 'map kyiv+dates+bbox z13']) {
      const shape = await explain(byName(name).statement(NOW));
      expect(shape.indexOnlyScans, name).toContain('cars_catalog_city_price_idx');
      expect(shape.indexes, name).not.toContain('cars_catalog_map_idx');
    }
    // …a few streets through the map's GiST.
    const search = byName('map kyiv+dates+bbox z13');
    const streets = await explain(mapStatement({ ...search.query, zoom: 16, bbox: [30.5, 50.44, 30.55, 50.46] }, search.target, NOW));
    expect(streets.indexes).toContain('cars_catalog_map_idx');
  });

  it('clusters the country with dates probing the city index city by city, never car_periods whole', async () => {
    const shape = await explain(byName('map ukraine+dates z6').statement(NOW));
    expect(shape.busyMaterialized).toBe(true);
    expect(shape.busyIndexCond).toMatch(/city_id = city\.id\) AND \(period &&/);
    expect(shape.hashedNotIn).toBe(true);
    expect(shape.seqScans).not.toContain('car_periods');
    expect(shape.seqScans).not.toContain('cars');
  });
});

describe('catalog facet count plans (both engines)', () => {
  it('counts a city with dates in the search\'s shape: busy set from the city index, materialized, hashed out; cars from the covering index', async () => {
    for (const name of ['facets kyiv+dates', 'facets kyiv+dates+2 filters']) {
      const shape = await explain(byName(name).statement(NOW));
      expect(shape.busyMaterialized, name).toBe(true);
      expect(shape.busyIndex, name).toBe('car_periods_city_busy_idx');
      expect(shape.busyIndexCond, name).toMatch(/city_id = \d+\) AND \(period &&/);
      expect(shape.hashedNotIn, name).toBe(true);
      expect(shape.seqScans, name).not.toContain('car_periods');
      expect(shape.seqScans, name).not.toContain('cars');
      expect(shape.indexOnlyScans, name).toContain('cars_catalog_city_price_idx');
    }
  });

  it('the country with dates: the search\'s capped count, probing the city index city by city', async () => {
    const shape = await explain(byName('facets ukraine+dates').statement(NOW));
    expect(shape.busyMaterialized).toBe(true);
    expect(shape.busyIndexCond).toMatch(/city_id = city\.id\) AND \(period &&/);
    expect(shape.hashedNotIn).toBe(true);
    expect(shape.seqScans).not.toContain('car_periods');
  });
});
