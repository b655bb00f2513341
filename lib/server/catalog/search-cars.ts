import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import { type CatalogFilters, type CatalogQuery, CATALOG_LIMITS, type CatalogSort } from '@/lib/catalog/search-query';
import { kyivClock, type Period } from '@/lib/cars/periods';
import { WEEKDAYS } from '@/lib/cars/schedule';
import { calendarDays, MINUTES_PER_DAY, rentalMinutes } from '@/lib/pricing/rental-length';
import { AppError } from '@/lib/errors/app-error';
import { getDb } from '@/lib/server/db/client';

/**
 * The catalog search (docs/catalog.md "Search"): which listed cars match, how many, and which of
 * them make up the asked page, in one statement. Its shape is written out rather than left to the
 * planner (research/catalog-search.md §2): with dates, the cars busy in the period are collected
 * once from the busy-set index led by the city (`MATERIALIZED`) and hashed out with `NOT IN`; a
 * per-car probe of 28 000 Kyiv cars, or a count over a window function, is 10–50× slower.
 * Literals, not parameters, for everything a partial index's predicate must be proven from.
 */

/** The predicate every catalog index is partial on (migration 0014), as the same literals. */
const LISTED = sql.raw(`c.status = 'approved' and c.active and c.deleted_at is null`);

/** ORDER BY per sort; each ends in the id, so a page never repeats or skips a car. */
const ORDER: Record<CatalogSort, SQL> = {
  price_asc: sql.raw('price_per_day_kop asc, id asc'),
  price_desc: sql.raw('price_per_day_kop desc, id desc'),
  car_rating: sql.raw('rating desc nulls last, id asc'),
  host_rating: sql.raw('owner_rating desc nulls last, id asc'),
};

/** Resolved ids of the query's slugs. */
export type SearchTarget = { cityId: number | null; brandId?: number; modelId?: number };

export type SearchResult = { total: number; ids: number[] };

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

function filterConditions(filters: CatalogFilters, target: SearchTarget): SQL[] {
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
  else if (filters.depositMax !== undefined) where.push(sql`coalesce(c.deposit_minor, 0) <= ${filters.depositMax}::int`);
  if (!filters.taxi) where.push(sql`not c.is_taxi`);
  if (filters.ratingMin !== undefined) where.push(sql`c.rating >= ${filters.ratingMin}::float8`);
  return where;
}

/** Everything a search narrows by except the busy set: listed, city, filters, box and (with dates) the car's rules. */
export function matchConditions(query: Pick<CatalogQuery, 'period' | 'filters' | 'bbox'>, target: SearchTarget, now: Date): SQL {
  const where: SQL[] = [LISTED];
  if (target.cityId !== null) where.push(sql`c.city_id = ${target.cityId}::int`);
  where.push(...filterConditions(query.filters, target));
  if (query.bbox) {
    const [w, s, e, n] = query.bbox;
    where.push(sql`point(c.approx_lng, c.approx_lat) <@ box(point(${w}::float8, ${s}::float8), point(${e}::float8, ${n}::float8))`);
  }
  if (query.period) where.push(rulesFit(query.period, now));
  return sql.join(where, sql` and `);
}

/** The cars busy at some moment of the period: periods that hold them (bookings, blocks), of the city or everywhere. */
function busySet(period: Period, cityId: number | null): SQL {
  const range = sql`tstzrange(${period.start.toISOString()}::timestamptz, ${period.end.toISOString()}::timestamptz, '[)')`;
  return cityId !== null
    ? sql`select car_id from car_periods where holds and city_id = ${cityId}::int and period && ${range}`
    : sql`select car_id from car_periods where holds and period && ${range}`;
}

/** The statement's text for a query (exported for the plan-shape test and the benchmark). */
export function searchStatement(query: CatalogQuery, target: SearchTarget, now: Date): SQL {
  const match = matchConditions(query, target, now);
  const offset = (query.page - 1) * query.perPage;
  const order = ORDER[query.sort];
  const busy = query.period ? sql`with busy as materialized (${busySet(query.period, target.cityId)}), ` : sql`with `;
  const free = query.period ? sql` and c.id not in (select car_id from busy)` : sql``;
  return sql`${busy}hits as (
      select c.id, c.price_per_day_kop, c.rating, c.owner_rating from cars c where ${match}${free}
    )
    select (select count(*)::int from hits) as total,
      (select coalesce(array_agg(p.id order by ${order}), '{}') from (select * from hits order by ${order} limit ${query.perPage}::int offset ${offset}::int) p) as ids`;
}

/** The cars matching a query: the total and the ids of its page in order. */
export async function searchCars(query: CatalogQuery, target: SearchTarget, now: Date): Promise<SearchResult> {
  if (query.page * query.perPage > CATALOG_LIMITS.maxPage * CATALOG_LIMITS.perPage) throw new AppError('validation_failed', { fields: { page: { key: 'max', params: { value: CATALOG_LIMITS.maxPage } } } });
  const db = await getDb();
  const result = await db.execute(searchStatement(query, target, now));
  const row = (result as unknown as { rows: { total: number; ids: number[] | string }[] }).rows[0]!;
  return { total: Number(row.total), ids: parseIds(row.ids) };
}

/** node-postgres parses int[]; PGlite too, but a text `{1,2}` is accepted in case a driver does not. */
function parseIds(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

export type Marker = { id: number; lat: number; lng: number; price_per_day: number };

/** The map's markers for a query: every match up to the cap, in the list's order (the cheapest first by default). */
export async function searchMarkers(query: CatalogQuery, target: SearchTarget, now: Date): Promise<{ markers: Marker[]; capped: boolean }> {
  const db = await getDb();
  const match = matchConditions(query, target, now);
  const busy = query.period ? sql`with busy as materialized (${busySet(query.period, target.cityId)}) ` : sql``;
  const free = query.period ? sql` and c.id not in (select car_id from busy)` : sql``;
  const result = await db.execute(sql`${busy}select c.id, c.approx_lat as lat, c.approx_lng as lng, c.price_per_day_kop as price
    from cars c where ${match}${free} order by ${ORDER[query.sort]} limit ${CATALOG_LIMITS.maxMarkers + 1}::int`);
  const rows = (result as unknown as { rows: { id: number; lat: number; lng: number; price: number }[] }).rows;
  return {
    capped: rows.length > CATALOG_LIMITS.maxMarkers,
    markers: rows.slice(0, CATALOG_LIMITS.maxMarkers).map((row) => ({ id: Number(row.id), lat: Number(row.lat), lng: Number(row.lng), price_per_day: Number(row.price) })),
  };
}
