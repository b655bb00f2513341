import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { ZCatalogCardsBody, ZCatalogMapBody } from './map-query';
import { ZCatalogSearchBody } from './search-query';

const ZMoney = z.int().meta({ description: 'kopiyky' });

/** A result card: enough to compare cars in a list and place them on a map. */
export const ZCatalogItem = z.object({
  id: z.int(),
  slug: z.string(),
  city_slug: z.string(),
  city_name: z.string(),
  url: z.string().meta({ description: 'The car page in the asked language' }),
  title: z.string(),
  year: z.int().nullable(),
  price_per_day: ZMoney,
  total: ZMoney.nullable().meta({ description: 'With dates: the rental for them, as POST /api/catalog/price quotes it without delivery' }),
  days: z.int().nullable().meta({ description: 'With dates: the days billed (calendar dates for a calendar-day car), as the price call counts them' }),
  hours: z.int().nullable().meta({ description: 'With dates: the hours billed on top of the days' }),
  calendar_days: z.boolean().meta({ description: 'The car is priced by calendar dates (`days` counts dates, not 24-hour periods)' }),
  photo: z.object({ file: z.string(), width: z.int(), height: z.int() }).nullable().meta({ description: 'The main photo: /media/images/{size}{file}' }),
  gearbox: z.string().nullable(),
  fuel_type: z.string().nullable(),
  seats: z.int().nullable(),
  is_taxi: z.boolean(),
  delivery: z.object({ offered: z.boolean(), free: z.boolean(), price: ZMoney.nullable() }),
  deposit: z.object({ amount: z.int().meta({ description: 'Minor units of its currency' }), currency: z.string() }).nullable(),
  rating: z.number().nullable(),
  review_count: z.int(),
  owner_rating: z.number().nullable(),
  lat: z.number().meta({ description: 'Approximate: the exact place is shared after booking' }),
  lng: z.number(),
});
export type TCatalogItem = z.infer<typeof ZCatalogItem>;

export const ZCatalogMarker = z.object({ id: z.int(), lat: z.number(), lng: z.number(), price_per_day: ZMoney });

/** Spec §3 Pagination. */
export const ZPagination = z.object({ total: z.int(), per_page: z.int(), current_page: z.int() });

export const ZCatalogSearchResult = z.object({
  items: z.array(ZCatalogItem),
  pagination: ZPagination,
  total_capped: z.boolean().meta({ description: 'A nationwide search with dates counts to 1 000: `total` is then 1 000 and means "1 000 or more" (every page is still exact)' }),
  markers: z.array(ZCatalogMarker).optional().meta({ description: 'With `markers: true`: every match for the map, up to 2 000 (`markers_capped` when there are more)' }),
  markers_capped: z.boolean().optional(),
});
export type TCatalogSearchResult = z.infer<typeof ZCatalogSearchResult>;

export const catalogSearchContract = defineContract({
  method: 'POST',
  path: '/api/catalog/search',
  summary:
    'Listed cars of a city (slug) or the whole country, free for [start, end) when dates are given (ISO 8601 with an offset), filtered, in one of four sorts (ties broken by id), a page at a time; money in kopiyky',
  tag: 'catalog',
  access: 'public',
  body: ZCatalogSearchBody,
  response: ZCatalogSearchResult,
});

const ZBox = z.tuple([z.number(), z.number(), z.number(), z.number()]).meta({ description: '[west, south, east, north] in degrees, of approximate places' });

/** Several cars of one grid cell: where they are on average, how many, the cheapest, and the box to zoom to. */
export const ZCatalogMapCluster = z.object({
  lat: z.number().meta({ description: 'The average approximate place of its cars' }),
  lng: z.number(),
  count: z.int().meta({ description: 'At least 2' }),
  price_from: ZMoney.meta({ description: 'The lowest price per day among its cars (kopiyky)' }),
  bounds: ZBox.meta({ description: 'The box of its cars: zooming to it splits the cluster' }),
  ids: z.array(z.int()).optional().meta({ description: 'At zoom 16 and closer: its cars, cheapest first, up to 20 (cars sharing one approximate place never split)' }),
});

export const ZCatalogMapResult = z.object({
  cars: z.array(ZCatalogMarker).meta({ description: 'Cars alone in their cell, at their approximate place' }),
  clusters: z.array(ZCatalogMapCluster),
  total: z.int().meta({ description: 'Every match in the box (or everywhere without one)' }),
  bounds: ZBox.nullable().meta({ description: 'The box of every match: what a map fits to show the results; null when none' }),
  capped: z.boolean().meta({ description: 'More than 2 000 cells: the fullest 2 000 are returned (ask with a box or a lower zoom)' }),
  cell: z.object({ lng: z.number(), lat: z.number() }).meta({ description: 'The grid cell in degrees: cars are grouped by floor(lng / cell.lng), floor(lat / cell.lat)' }),
});
export type TCatalogMapResult = z.infer<typeof ZCatalogMapResult>;

export const catalogMapContract = defineContract({
  method: 'POST',
  path: '/api/catalog/map',
  summary:
    'The map of a catalog search (the search body without page, sort and markers, plus `zoom`): the matching cars in the box (`bbox`, or everywhere) grouped by a grid of about 120 × 60 screen pixels at that zoom — a cell with one car gives the car, a fuller one a cluster with its count, average place and lowest price',
  tag: 'catalog',
  access: 'public',
  body: ZCatalogMapBody,
  response: ZCatalogMapResult,
});

export const catalogCardsContract = defineContract({
  method: 'POST',
  path: '/api/catalog/cards',
  summary: 'The search cards of listed cars by id (up to 20, in the order asked; unlisted ones left out), priced for [start, end) when dates are given: what a map shows for a marker',
  tag: 'catalog',
  access: 'public',
  body: ZCatalogCardsBody,
  response: z.object({ items: z.array(ZCatalogItem) }),
});
