import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import { type CatalogFilters, type CatalogQuery, CATALOG_LIMITS, type CatalogSort } from '@/lib/catalog/search-query';
import { kyivClock, type Period } from '@/lib/cars/periods';
import { WEEKDAYS } from '@/lib/cars/schedule';
import { calendarDays, MINUTES_PER_DAY, rentalMinutes } from '@/lib/pricing/rental-length';
import { AppError } from '@/lib/errors/app-error';
import { inTransaction } from '@/lib/server/db/client';

/**
 * The catalog search (docs/catalog.md "Search"): which listed cars match, how many, and which of
 * them make up the asked page, in one statement. Its shape is written out rather than left to the
 * planner (research/catalog-search.md §2; docs/performance.md "Catalog search at 100,000 cars"):
 * with dates, the cars busy in the period are collected once from the busy-set index led by the
 * city (`MATERIALIZED`) and hashed out with `NOT IN`; a per-car probe of 28 000 Kyiv cars, or a
 * count over a window function, is 10–50× slower. The cars' side is read from covering indexes
 * (migration 0015), so a city's 28 000 cars cost an index range, not 8 500 table pages.
 * Literals, not parameters, for everything a partial index's predicate must be proven from.
 * tests/integration/catalog-plan.test.ts checks the plans keep this shape on both engines.
 */

/** The predicate every catalog index is partial on (migration 0014), as the same literals. */
export const LISTED = sql.raw(`c.status = 'approved' and c.active and c.deleted_at is null`);

/** ORDER BY per sort; each ends in the id, so a page never repeats or skips a car. */
const ORDER: Record<CatalogSort, SQL> = {
  price_asc: sql.raw('price_per_day_kop asc, id asc'),
  price_desc: sql.raw('price_per_day_kop desc, id desc'),
  car_rating: sql.raw('rating desc nulls last, id asc'),
  host_rating: sql.raw('owner_rating desc nulls last, id asc'),
};

/** Resolved ids of the query's slugs. */
export type SearchTarget = { cityId: number | null; brandId?: number; modelId?: number };

/**
 * `capped`: a nationwide search with dates counts at most `CAPPED_TOTAL` cars and `total` is then
 * that cap, read "1 000+" (an exact count there reads every listed car of the country: 115–150 ms
 * at 100 000 cars). Every page is still exact; only the count stops.
 */
export type SearchResult = { total: number; capped: boolean; ids: number[] };

/** How far a nationwide search with dates counts (see SearchResult). */
export const CAPPED_TOTAL = 1000;

/** A handover at `instant` fits the car's hours (lib/cars/schedule.ts `handoverAllowed`, in SQL). */
function handoverFits(instant: Date): SQL {
  const { weekday, time, minuteOfDay } = kyivClock(instant);
  const day = WEEKDAYS[weekday]!;
  const previous = WEEKDAYS[(weekday + 6) % 7]!;
  const today = sql`(c.schedule -> ${day} ->> 'from' <= ${time} and c.schedule -> ${day} ->> 'to' >= ${time})`;
  // Midnight also counts for the day before when its hours run to 24:00.
  return minuteOfDay === 0 ? sql`(${today} or c.schedule -> ${previous} ->> 'to' = '24:00')` : today;
}

/**
 * The car's own rules for a period (lib/pricing `periodProblem`, in SQL): its minimum and maximum
 * term (in calendar days for a calendar-day car, else by the clock), its pick-up and drop-off
 * hours at both ends, and its notice before the start.
 */
function rulesFit(period: Period, now: Date): SQL {
  const minutes = rentalMinutes(period);
  const days = calendarDays(period);
  const hoursAhead = (period.start.getTime() - now.getTime()) / 3_600_000;
  return sql`(case when c.is_daily_price then ${days}::int between c.min_term_days and c.max_term_days
      else ${minutes}::int between c.min_term_days * ${MINUTES_PER_DAY}::int and c.max_term_days * ${MINUTES_PER_DAY}::int end)
    and c.min_notice_hours <= ${hoursAhead}::float8
    and ${handoverFits(period.start)} and ${handoverFits(period.end)}`;
}

export function filterConditions(filters: CatalogFilters, target: SearchTarget): SQL[] {
  const where: SQL[] = [];
  if (filters.priceMin !== undefined) where.push(sql`c.price_per_day_kop >= ${filters.priceMin}::int`);
  if (filters.priceMax !== undefined) where.push(sql`c.price_per_day_kop <= ${filters.priceMax}::int`);
  if (filters.gearbox?.length) where.push(sql`c.gearbox in (${sql.join(filters.gearbox.map((value) => sql`${value}`), sql`, `)})`);
  if (filters.fuel?.length) where.push(sql`c.fuel_type in (${sql.join(filters.fuel.map((value) => sql`${value}`), sql`, `)})`);
  if (filters.seatsMin !== undefined) where.push(sql`c.seats >= ${filters.seatsMin}::int`);
  if (target.brandId !== undefined) where.push(sql`c.brand_id = ${target.brandId}::int`);
  if (target.modelId !== undefined) where.push(sql`c.model_id = ${target.modelId}::int`);
  if (filters.yearMin !== undefined) where.push(sql`c.year >= ${filters.yearMin}::int`);
  if (filters.yearMax !== undefined) where.push(sql`c.year <= ${filters.yearMax}::int`);
  if (filters.delivery) where.push(sql`c.delivery_offered`);
  if (filters.freeDelivery) where.push(sql`c.delivery_offered and c.delivery_free`);
  if (filters.noDeposit) where.push(sql`coalesce(c.deposit_minor, 0) = 0`);
  // The cap is in hryvnias and the system holds no exchange rate: a deposit in dollars or euros
  // cannot be shown to be within it, so only no deposit or a hryvnia one up to the cap passes.
  else if (filters.depositMax !== undefined) where.push(sql`(coalesce(c.deposit_minor, 0) = 0 or (c.deposit_currency = 'UAH' and c.deposit_minor <= ${filters.depositMax}::int))`);
  if (!filters.taxi) where.push(sql`not c.is_taxi`);
  if (filters.ratingMin !== undefined) where.push(sql`c.rating >= ${filters.ratingMin}::float8`);
  return where;
}

/**
 * Boxes up to this size (square degrees) are read through the map's GiST (`cars_catalog_map_idx`),
 * larger ones filter the covering index the search reads anyway. The planner cannot tell them
 * apart — `<@` has no statistics, so any box is 0.1 % of the cars to it — and read a map's view of
 * central Kyiv (12 800 cars) from the table through the GiST in 42 ms where the city's covering
 * index answers in 30. With a city the covering index bounds the cost at the city's (0.01°² is a
 * few thousand cars even in central Kyiv); without one it is the whole country, so only a box
 * larger than a region is left to it.
 */
const INDEXED_BOX_DEG2 = { city: 0.01, country: 1 };

/** Everything a search narrows by except the busy set: listed, city, filters, box and (with dates) the car's rules. */
export function matchConditions(query: Pick<CatalogQuery, 'period' | 'filters' | 'bbox'>, target: SearchTarget, now: Date): SQL {
  const where: SQL[] = [LISTED];
  if (target.cityId !== null) where.push(sql`c.city_id = ${target.cityId}::int`);
  where.push(...filterConditions(query.filters, target));
  if (query.bbox) {
    const [w, s, e, n] = query.bbox;
    const indexed = (e - w) * (n - s) <= (target.cityId === null ? INDEXED_BOX_DEG2.country : INDEXED_BOX_DEG2.city);
    where.push(
      indexed
        ? sql`point(c.approx_lng, c.approx_lat) <@ box(point(${w}::float8, ${s}::float8), point(${e}::float8, ${n}::float8))`
        : sql`c.approx_lng between ${w}::float8 and ${e}::float8 and c.approx_lat between ${s}::float8 and ${n}::float8`,
    );
  }
  // One opaque boolean: the planner then estimates the rules at one half rather than multiplying a
  // default third per handover comparison (1/200 in all), which made it expect a dozen matches
  // where thousands come and pick plans for a dozen (NULL, an unset weekday, is a no either way).
  if (query.period) where.push(sql`coalesce(${rulesFit(query.period, now)}, false)`);
  return sql.join(where, sql` and `);
}

/** City searches longer than this read each car's busy periods once (`distinct`; see busySet). */
const DEDUPE_AFTER_DAYS = 31;

/**
 * The cars busy at some moment of the period: periods that hold them (bookings, blocks), of the
 * city or of the whole country, through `car_periods_city_busy_idx` (city, period).
 *
 * The planner hashes `NOT IN` only while its estimate of the set fits in hash memory, and it
 * counts periods, not cars: at the default work_mem (about 260 000 rows) a 90-day search of the
 * country at 100 000 cars (490 000 periods) fell back to re-reading the whole set for every car,
 * minutes instead of milliseconds. The hash table itself holds each car once, so its memory is
 * bounded by the fleet whatever the estimate: the statement gets 16× hash memory (CATALOG_PLANNER,
 * about 2 million periods), and a city search longer than a month reads each car once (`distinct`,
 * 3 ms for Kyiv), which keeps a year-long search under it at any density.
 *
 * Nationwide, the same index city by city: one probe per city, each led by its city. Left with
 * only `period && …`, the planner reads the exclusion constraint's `(car_id, period)` index by
 * its second column, nearly all of it (245–385 ms); `offset 0` keeps it from flattening the probes
 * back into such a scan. Always `distinct` (10–15 ms): the cities table is too small for autovacuum
 * ever to analyze it, so the planner takes its 23 rows for 380 and the set for 16 times its size.
 */
export function busySet(period: Period, cityId: number | null): SQL {
  const range = sql`tstzrange(${period.start.toISOString()}::timestamptz, ${period.end.toISOString()}::timestamptz, '[)')`;
  const dedupe = cityId === null || period.end.getTime() - period.start.getTime() > DEDUPE_AFTER_DAYS * 86_400_000;
  const carIds = sql.raw(dedupe ? 'distinct car_id' : 'car_id');
  return cityId !== null
    ? sql`select ${carIds} from car_periods where holds and city_id = ${cityId}::int and period && ${range}`
    : sql`select ${carIds} from cities city cross join lateral (
        select car_id from car_periods where holds and city_id = city.id and period && ${range} offset 0) b`;
}

/** The columns a page is cut by (every sort's keys). */
const PAGE_COLUMNS = sql.raw('c.id, c.price_per_day_kop, c.rating, c.owner_rating');

/**
 * The statement's text for a query (exported for the plan-shape test and the benchmark), in one of
 * three shapes, each selecting `total`, `capped` and the page's `ids` in order:
 * - without dates: the count and the page each straight from an index (the page walks the sort's
 *   index and stops at the page);
 * - a city with dates: the free cars once (`hits`), counted exactly, the page cut from them;
 * - the country with dates: the free cars in the sort's order up to the cap or the page, whichever
 *   reaches further, so the count stops at `CAPPED_TOTAL` and every page stays exact.
 */
export function searchStatement(query: CatalogQuery, target: SearchTarget, now: Date): SQL {
  const match = matchConditions(query, target, now);
  const order = ORDER[query.sort];
  const offset = (query.page - 1) * query.perPage;
  const cut = sql`order by ${order} limit ${query.perPage}::int offset ${offset}::int`;
  const page = (rows: SQL) => sql`(select coalesce(array_agg(p.id order by ${order}), '{}') from (${rows}) p)`;
  if (!query.period) {
    return sql`select (select count(*)::int from cars c where ${match}) as total, false as capped,
      ${page(sql`select ${PAGE_COLUMNS} from cars c where ${match} ${cut}`)} as ids`;
  }
  const busy = sql`with busy as materialized (${busySet(query.period, target.cityId)})`;
  const free = sql`${match} and c.id not in (select car_id from busy)`;
  if (target.cityId !== null) {
    return sql`${busy}, hits as (select ${PAGE_COLUMNS} from cars c where ${free})
      select (select count(*)::int from hits) as total, false as capped, ${page(sql`select * from hits ${cut}`)} as ids`;
  }
  const reach = Math.max(CAPPED_TOTAL + 1, offset + query.perPage);
  return sql`${busy}, hits as (select ${PAGE_COLUMNS} from cars c where ${free} order by ${order} limit ${reach}::int)
    select least(n.total, ${CAPPED_TOTAL}::int) as total, n.total > ${CAPPED_TOTAL}::int as capped, ${page(sql`select * from hits ${cut}`)} as ids
    from (select count(*)::int as total from hits) n`;
}

/**
 * Planner settings for the catalog's statements, for their transaction only. The catalog's tables
 * and indexes are read from memory, so a random page costs about what a sequential one does
 * (random_page_cost 1.1, the usual setting for SSDs and cached data): at the default 4 the planner
 * prices the covering index's range for Kyiv (an index grown by inserts, its pages two-thirds full)
 * above a bitmap scan of the whole table, and picks the scan, 46 ms instead of 31. Hash memory
 * ×16 so the busy set's NOT IN stays hashed (busySet). No JIT: once a statement's estimate passes
 * jit_above_cost (a larger fleet), compiling costs more than the statement runs.
 */
export const CATALOG_PLANNER = sql`select set_config('random_page_cost', '1.1', true), set_config('hash_mem_multiplier', '16', true), set_config('jit', 'off', true)`;

/** Runs a catalog statement with the catalog's planner settings (one transaction: four round trips on one connection). */
export async function runCatalogStatement<Row>(statement: SQL): Promise<Row[]> {
  return inTransaction(async (tx) => {
    await tx.execute(CATALOG_PLANNER);
    return (await tx.execute(statement)) as unknown as { rows: Row[] };
  }).then((result) => result.rows);
}

/** The cars matching a query: the total and the ids of its page in order. */
export async function searchCars(query: CatalogQuery, target: SearchTarget, now: Date): Promise<SearchResult> {
  if (query.page * query.perPage > CATALOG_LIMITS.maxPage * CATALOG_LIMITS.perPage) throw new AppError('validation_failed', { fields: { page: { key: 'max', params: { value: CATALOG_LIMITS.maxPage } } } });
  const [row] = await runCatalogStatement<{ total: number; capped: boolean; ids: number[] | string }>(searchStatement(query, target, now));
  return { total: Number(row!.total), capped: row!.capped === true, ids: parseIds(row!.ids) };
}

/** node-postgres parses int[]; PGlite too, but a text `{1,2}` is accepted in case a driver does not. */
function parseIds(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

export type Marker = { id: number; lat: number; lng: number; price_per_day: number };

/** The map's markers for a query: every match up to the cap, in the list's order (the cheapest first by default). */
export async function searchMarkers(query: CatalogQuery, target: SearchTarget, now: Date): Promise<{ markers: Marker[]; capped: boolean }> {
  const match = matchConditions(query, target, now);
  const busy = query.period ? sql`with busy as materialized (${busySet(query.period, target.cityId)}) ` : sql``;
  const free = query.period ? sql` and c.id not in (select car_id from busy)` : sql``;
  const rows = await runCatalogStatement<{ id: number; lat: number; lng: number; price: number }>(sql`${busy}select c.id, c.approx_lat as lat, c.approx_lng as lng, c.price_per_day_kop as price
    from cars c where ${match}${free} order by ${ORDER[query.sort]} limit ${CATALOG_LIMITS.maxMarkers + 1}::int`);
  return {
    capped: rows.length > CATALOG_LIMITS.maxMarkers,
    markers: rows.slice(0, CATALOG_LIMITS.maxMarkers).map((row) => ({ id: Number(row.id), lat: Number(row.lat), lng: Number(row.lng), price_per_day: Number(row.price) })),
  };
}
