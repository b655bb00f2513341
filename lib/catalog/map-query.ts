import { z } from 'zod';
import { zIntBetween } from '@/lib/validation/numbers';
import { MAP_API_ZOOM } from './map-grid';
import { type BBox, type CatalogQuery, filterProblems, filtersOfBody, ZCatalogSearchBody } from './search-query';

/**
 * The map's and the map cards' requests (docs/catalog.md "Map"): the same search as
 * `POST /api/catalog/search` without its page, sort and list options, plus the zoom the markers are
 * clustered for. Built from the search body's own field schemas, so a filter added there is taken
 * here too.
 */
const { page: _page, per_page: _perPage, sort: _sort, markers: _markers, ...searchFields } = ZCatalogSearchBody.shape;

export const ZCatalogMapBody = z
  .strictObject({
    ...searchFields,
    /** The map's zoom: cars are grouped by cells of about 120 × 60 screen pixels at it. */
    zoom: zIntBetween(MAP_API_ZOOM.min, MAP_API_ZOOM.max),
  })
  .superRefine((body, ctx) => {
    if ((body.start === undefined) !== (body.end === undefined)) ctx.addIssue({ code: 'custom', message: 'required', path: [body.start ? 'end' : 'start'] });
    for (const [path, message] of Object.entries(filterProblems(filtersOfBody(body)))) ctx.addIssue({ code: 'custom', message, path: [path] });
  });
export type TCatalogMapBody = z.output<typeof ZCatalogMapBody>;

/** What the map asks for: a search without page or sort, in a box (or everywhere), at a zoom. */
export type CatalogMapQuery = Pick<CatalogQuery, 'city' | 'period' | 'filters' | 'bbox'> & { zoom: number };

export function mapQueryOfBody(body: TCatalogMapBody): CatalogMapQuery {
  return {
    city: body.city ?? null,
    period: body.start && body.end ? { start: body.start, end: body.end } : null,
    filters: filtersOfBody(body),
    bbox: (body.bbox as BBox | undefined) ?? null,
    zoom: body.zoom,
  };
}

/** At most this many cards at once (a map popup asks for one). */
export const MAX_CARDS = 20;

export const ZCatalogCardsBody = z
  .strictObject({
    ids: z.array(zIntBetween(1, 2_147_483_647)).min(1).max(MAX_CARDS),
    start: searchFields.start,
    end: searchFields.end,
    lang: searchFields.lang,
  })
  .superRefine((body, ctx) => {
    if ((body.start === undefined) !== (body.end === undefined)) ctx.addIssue({ code: 'custom', message: 'required', path: [body.start ? 'end' : 'start'] });
  });
export type TCatalogCardsBody = z.output<typeof ZCatalogCardsBody>;

/**
 * A page's search as the map's request body (the API's units: kopiyky, ISO times), without the
 * box and zoom the map adds. The server writes it into the page, so the island needs no parser.
 */
export function mapBodyOfQuery(query: Pick<CatalogQuery, 'city' | 'period' | 'filters'>): Omit<z.input<typeof ZCatalogMapBody>, 'zoom' | 'bbox'> {
  const f = query.filters;
  const body: Record<string, unknown> = {
    city: query.city ?? undefined,
    start: query.period ? query.period.start.toISOString() : undefined,
    end: query.period ? query.period.end.toISOString() : undefined,
    price_min: f.priceMin,
    price_max: f.priceMax,
    gearbox: f.gearbox,
    fuel: f.fuel,
    seats_min: f.seatsMin,
    brand: f.brand,
    model: f.model,
    year_min: f.yearMin,
    year_max: f.yearMax,
    delivery: f.delivery,
    free_delivery: f.freeDelivery,
    deposit_max: f.depositMax,
    no_deposit: f.noDeposit,
    taxi: f.taxi,
    rating_min: f.ratingMin,
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}
