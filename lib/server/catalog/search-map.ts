import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { TCatalogMapResult } from '@/lib/catalog/contracts';
import { CLUSTER_IDS_ZOOM, gridCell } from '@/lib/catalog/map-grid';
import type { CatalogMapQuery } from '@/lib/catalog/map-query';
import { CATALOG_LIMITS } from '@/lib/catalog/search-limits';
import { assertSearchablePeriod, resolveTarget } from './search-catalog';
import { busySet, matchConditions, runCatalogStatement, type SearchTarget } from './search-cars';

/**
 * The catalog map (docs/catalog.md "Map"): the cars a search matches, grouped in SQL by a grid of
 * about 120 × 60 screen pixels at the map's zoom (lib/catalog/map-grid.ts). A cell with one car is
 * that car; a fuller one a cluster (how many, where on average, the cheapest, its box). The answer
 * stays as small as the screen whatever the fleet (Kyiv's 13 000 free cars are a few hundred cells
 * at city zoom), so the browser never receives, nor clusters, thousands of points.
 *
 * One statement, the search's own shape (search-cars.ts): the same conditions, the busy set
 * materialized once and hashed out; the cars' side is read from the covering price indexes, which
 * carry the approximate place (migration 0015). Window aggregates over the cells give the total and
 * the box of every match for fitting the map, before the cells are cut to the cap.
 */

/** At most this many cells: more are a map zoomed far in without a box (the fullest are kept). */
const MAX_CELLS = CATALOG_LIMITS.maxMarkers;

/** How many of its cars a cluster names from CLUSTER_IDS_ZOOM, cheapest first. */
const CLUSTER_IDS = 20;

/** The statement's text (exported for the plan-shape test and the benchmark). */
export function mapStatement(query: CatalogMapQuery, target: SearchTarget, now: Date): SQL {
  const cell = gridCell(query.zoom);
  const match = matchConditions(query, target, now);
  const busy = query.period ? sql`with busy as materialized (${busySet(query.period, target.cityId)}), ` : sql`with `;
  const free = query.period ? sql` and c.id not in (select car_id from busy)` : sql``;
  const ids = query.zoom >= CLUSTER_IDS_ZOOM ? sql`, (array_agg(c.id order by c.price_per_day_kop, c.id))[1:${sql.raw(String(CLUSTER_IDS))}] as ids` : sql``;
  return sql`${busy}cells as (
      select count(*)::int as n, min(c.id) as id, avg(c.approx_lat) as lat, avg(c.approx_lng) as lng, min(c.price_per_day_kop) as price,
        min(c.approx_lng) as w, min(c.approx_lat) as s, max(c.approx_lng) as e, max(c.approx_lat) as nn${ids}
      from cars c where ${match}${free}
      group by floor(c.approx_lng / ${cell.lng}::float8), floor(c.approx_lat / ${cell.lat}::float8))
    select *, sum(n) over ()::int as total,
      min(w) over () as bw, min(s) over () as bs, max(e) over () as be, max(nn) over () as bn
    from cells order by n desc, id limit ${MAX_CELLS + 1}::int`;
}

type Row = { n: number; id: number; ids?: (number | string)[] | string | null; lat: number; lng: number; price: number; w: number; s: number; e: number; nn: number; total: number; bw: number; bs: number; be: number; bn: number };

/** The map of a search: its cars and clusters in the box, the total, and the box of every match. */
export async function searchMap(query: CatalogMapQuery, now: Date): Promise<TCatalogMapResult> {
  if (query.period) assertSearchablePeriod(query.period, now);
  const target = await resolveTarget(query);
  const rows = await runCatalogStatement<Row>(mapStatement(query, target, now));
  const kept = rows.slice(0, MAX_CELLS);
  const result: TCatalogMapResult = { cars: [], clusters: [], total: 0, bounds: null, capped: rows.length > MAX_CELLS, cell: gridCell(query.zoom) };
  for (const row of kept) {
    const [lat, lng, count] = [Number(row.lat), Number(row.lng), Number(row.n)];
    if (count === 1) result.cars.push({ id: Number(row.id), lat, lng, price_per_day: Number(row.price) });
    else {
      const cluster: TCatalogMapResult['clusters'][number] = { lat, lng, count, price_from: Number(row.price), bounds: [Number(row.w), Number(row.s), Number(row.e), Number(row.nn)] };
      if (row.ids) cluster.ids = parseIds(row.ids);
      result.clusters.push(cluster);
    }
  }
  const first = rows[0];
  if (first) {
    result.total = Number(first.total);
    result.bounds = [Number(first.bw), Number(first.bs), Number(first.be), Number(first.bn)];
  }
  return result;
}

/** node-postgres and PGlite parse int[]; a text `{1,2}` is read too, in case a driver does not. */
function parseIds(value: (number | string)[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}
