import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import { FUEL_TYPES, GEARBOXES } from '@/lib/cars/dictionary';
import type { FacetQuery, TCatalogFacetCounts, TCatalogFacetsResult } from '@/lib/catalog/facet-contracts';
import { RATING_THRESHOLDS, SEAT_THRESHOLDS } from '@/lib/catalog/facet-options';
import { type CatalogFilters, DEFAULT_SORT } from '@/lib/catalog/search-query';
import { assertSearchablePeriod, resolveTarget } from './search-catalog';
import { busySet, filterConditions, matchConditions, runCatalogStatement, type SearchTarget, searchStatement } from './search-cars';

/**
 * Facet counts for the catalog's filters (docs/catalog.md "Facet counts"): for each option of a
 * discrete filter, how many cars the search would find were that option chosen instead of its
 * filter's current value, every other filter applied. One statement over the cars the search
 * reads anyway (the same WHERE, busy set and planner settings as the search, so the same plan:
 * the city's covering index, the busy set hashed out), with one `count(*) FILTER (…)` per option,
 * grouped by make and model so the make and model counts come from the same pass. The filters
 * typed by hand (price, year, deposit up to) and the box narrow the scan itself; the ones that get
 * counts are left out of the WHERE and applied inside each count instead.
 *
 * A nationwide search with dates gets no counts: an exact count of the country's free cars costs
 * 115–150 ms however it is written (docs/performance.md), which is why the search caps its total;
 * the answer then carries the search's own capped total and `counts: null`.
 */

/** The filters that get counts; a make and its model are one (a model only narrows its make). */
const FACETS = ['gearbox', 'fuel', 'seats', 'brand', 'delivery', 'free_delivery', 'no_deposit', 'taxi', 'rating'] as const;
type Facet = (typeof FACETS)[number];

const all = (parts: SQL[]): SQL => (parts.length ? sql.join(parts.map((part) => sql`(${part})`), sql` and `) : sql`true`);

/** One filter's condition exactly as the search writes it (`taxi: true` keeps the search's default taxi rule out of it). */
const condition = (filters: CatalogFilters, target: Partial<SearchTarget> = {}): SQL => all(filterConditions({ ...filters, taxi: true }, { cityId: null, ...target }));

/** The search's own default with no filter at all: taxi cars left out. */
const TAXI_LEFT_OUT = all(filterConditions({}, { cityId: null }));

/** Each faceted filter's current condition, or null when it is not on. */
function currentConditions(filters: CatalogFilters, target: SearchTarget): Record<Facet, SQL | null> {
  return {
    gearbox: filters.gearbox?.length ? condition({ gearbox: filters.gearbox }) : null,
    fuel: filters.fuel?.length ? condition({ fuel: filters.fuel }) : null,
    seats: filters.seatsMin !== undefined ? condition({ seatsMin: filters.seatsMin }) : null,
    brand: target.brandId !== undefined ? condition({}, { brandId: target.brandId, modelId: target.modelId }) : null,
    delivery: filters.delivery ? condition({ delivery: true }) : null,
    free_delivery: filters.freeDelivery ? condition({ freeDelivery: true }) : null,
    no_deposit: filters.noDeposit ? condition({ noDeposit: true }) : null,
    taxi: filters.taxi ? null : TAXI_LEFT_OUT,
    rating: filters.ratingMin !== undefined ? condition({ ratingMin: filters.ratingMin }) : null,
  };
}

/** The counts one statement computes, in column order (`a0`, `a1`, …). */
type Count = { key: string; where: SQL };

/**
 * The statement's counts over the rows of `rows` (below): each active filter's condition is a
 * column `on_<facet>` computed once per car, so a count tests a few flags and its own option
 * rather than every other filter again (Kyiv with dates and two filters: 38 ms instead of 48).
 */
function countsOf(filters: CatalogFilters, target: SearchTarget): { counts: Count[]; perModel: SQL; flags: SQL[] } {
  const current = currentConditions(filters, target);
  const active = FACETS.filter((facet) => current[facet]);
  /** Every active filter but `facet`. */
  const others = (facet: Facet | null) => all(active.filter((other) => other !== facet).map((other) => sql.raw(`c.on_${other}`)));
  const counts: Count[] = [
    { key: 'total', where: others(null) },
    ...GEARBOXES.map((value) => ({ key: `gearbox:${value}`, where: sql`${others('gearbox')} and ${condition({ gearbox: [value] })}` })),
    ...FUEL_TYPES.map((value) => ({ key: `fuel:${value}`, where: sql`${others('fuel')} and ${condition({ fuel: [value] })}` })),
    { key: 'seats:any', where: others('seats') },
    ...SEAT_THRESHOLDS.map((value) => ({ key: `seats:${value}`, where: sql`${others('seats')} and ${condition({ seatsMin: value })}` })),
    { key: 'rating:any', where: others('rating') },
    ...RATING_THRESHOLDS.map((value) => ({ key: `rating:${value}`, where: sql`${others('rating')} and ${condition({ ratingMin: value })}` })),
    { key: 'delivery', where: sql`${others('delivery')} and ${condition({ delivery: true })}` },
    { key: 'free_delivery', where: sql`${others('free_delivery')} and ${condition({ freeDelivery: true })}` },
    { key: 'no_deposit', where: sql`${others('no_deposit')} and ${condition({ noDeposit: true })}` },
    { key: 'taxi', where: others('taxi') },
  ];
  const flags = active.map((facet) => sql`${current[facet]!} as ${sql.raw(`on_${facet}`)}`);
  // Per make and model, every filter but the make's: summed by make for the makes, within the chosen make for its models.
  return { counts, perModel: others('brand'), flags };
}

/** The columns the options' conditions read (filterConditions' columns for the faceted filters). */
const FACET_COLUMNS = sql.raw('c.brand_id, c.model_id, c.gearbox, c.fuel_type, c.seats, c.delivery_offered, c.delivery_free, c.deposit_minor, c.is_taxi, c.rating');

/** Everything but the faceted filters: listed, the city, the dates' rules, the box and the filters typed by hand. */
function scanFilters(filters: CatalogFilters): CatalogFilters {
  // The deposit cap stays in the scan: "no deposit" (0) is within any cap, so leaving it on never changes a count.
  const { priceMin, priceMax, yearMin, yearMax, depositMax } = filters;
  return Object.fromEntries(Object.entries({ priceMin, priceMax, yearMin, yearMax, depositMax, taxi: true }).filter(([, value]) => value !== undefined)) as CatalogFilters;
}

/** Whether a search gets counts: all but the country with dates (see above). */
const countable = (query: FacetQuery, target: SearchTarget) => !(query.period && target.cityId === null);

/**
 * The statement `catalogFacets` runs (exported for the plan-shape test and the benchmark). With
 * counts: one row of `total`, `a0…aN` in `countsOf` order, `brand_any`, and `brands` and `models`
 * as `[[slug, count], …]`. For the country with dates: the search's own capped count (its first
 * page of one card), so the two always agree.
 */
export function facetStatement(query: FacetQuery, target: SearchTarget, now: Date): SQL {
  if (!countable(query, target)) return searchStatement({ ...query, sort: DEFAULT_SORT, page: 1, perPage: 1 }, target, now);
  const { counts, perModel, flags } = countsOf(query.filters, target);
  const scan = matchConditions({ period: query.period, bbox: query.bbox, filters: scanFilters(query.filters) }, { cityId: target.cityId }, now);
  const busy = query.period ? sql`with busy as materialized (${busySet(query.period, target.cityId)}), ` : sql`with `;
  const free = query.period ? sql` and c.id not in (select car_id from busy)` : sql``;
  // `offset 0` keeps the flags computed once per car: inlined, each count would test the filters again.
  const rows = sql`select ${FACET_COLUMNS}${flags.length ? sql`, ${sql.join(flags, sql`, `)}` : sql``} from cars c where ${scan}${free} offset 0`;
  const inner = sql.join(
    counts.map((count, index) => sql`count(*) filter (where ${count.where}) as ${sql.raw(`a${index}`)}`),
    sql`, `,
  );
  const outer = sql.join(
    counts.map((_, index) => sql.raw(`coalesce(sum(a${index}), 0)::int as a${index}`)),
    sql`, `,
  );
  const models =
    target.brandId !== undefined
      ? sql`(select coalesce(json_agg(json_build_array(m.slug, x.n) order by m.slug), '[]') from (select model_id, sum(n)::int as n from g where brand_id = ${target.brandId}::int group by model_id having sum(n) > 0) x join car_models m on m.id = x.model_id)`
      : sql`null`;
  return sql`${busy}g as (
      select c.brand_id, c.model_id, ${inner}, count(*) filter (where ${perModel}) as n
      from (${rows}) c group by c.brand_id, c.model_id)
    select coalesce(sum(a0), 0)::int as total, ${outer}, coalesce(sum(n), 0)::int as brand_any,
      (select coalesce(json_agg(json_build_array(b.slug, x.n) order by b.slug), '[]') from (select brand_id, sum(n)::int as n from g group by brand_id having sum(n) > 0) x join car_brands b on b.id = x.brand_id) as brands,
      ${models} as models
    from g`;
}

type Pairs = [string, number][];
type FacetRow = Record<string, number | string | boolean | Pairs | null>;

const pairsOf = (value: unknown): Pairs => (typeof value === 'string' ? (JSON.parse(value) as Pairs) : ((value as Pairs | null) ?? []));

function readCounts(row: FacetRow, filters: CatalogFilters, target: SearchTarget): { total: number; counts: TCatalogFacetCounts } {
  const { counts: order } = countsOf(filters, target);
  const count = new Map(order.map((item, index) => [item.key, Number(row[`a${index}`] ?? 0)]));
  const get = (key: string) => count.get(key) ?? 0;
  const brands = pairsOf(row.brands);
  const models = target.brandId !== undefined ? pairsOf(row.models) : null;
  return {
    total: get('total'),
    counts: {
      gearbox: GEARBOXES.map((value) => ({ value, count: get(`gearbox:${value}`) })),
      fuel: FUEL_TYPES.map((value) => ({ value, count: get(`fuel:${value}`) })),
      seats_min: { any: get('seats:any'), options: SEAT_THRESHOLDS.map((value) => ({ value, count: get(`seats:${value}`) })) },
      rating_min: { any: get('rating:any'), options: RATING_THRESHOLDS.map((value) => ({ value, count: get(`rating:${value}`) })) },
      delivery: get('delivery'),
      free_delivery: get('free_delivery'),
      no_deposit: get('no_deposit'),
      taxi: get('taxi'),
      brand: { any: Number(row.brand_any ?? 0), options: brands.map(([value, n]) => ({ value, count: Number(n) })) },
      model: models ? { any: models.reduce((sum, [, n]) => sum + Number(n), 0), options: models.map(([value, n]) => ({ value, count: Number(n) })) } : null,
    },
  };
}

/** The total of a search and, but for the country with dates, its facet counts. */
export async function catalogFacets(query: FacetQuery, now: Date): Promise<TCatalogFacetsResult> {
  if (query.period) assertSearchablePeriod(query.period, now);
  const target = await resolveTarget(query);
  const [row] = await runCatalogStatement<FacetRow>(facetStatement(query, target, now));
  if (!countable(query, target)) return { total: Number(row!.total), total_capped: row!.capped === true, counts: null };
  const { total, counts } = readCounts(row!, query.filters, target);
  return { total, total_capped: false, counts };
}
