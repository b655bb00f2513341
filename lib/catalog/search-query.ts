import { z } from 'zod';
import { LangField } from '@/lib/api/lang';
import { FUEL_TYPES, type FuelType, GEARBOXES, type Gearbox } from '@/lib/cars/dictionary';
import type { Period } from '@/lib/cars/periods';
import { isCalendarDate } from '@/lib/validation/dates';
import { zIntBetween } from '@/lib/validation/numbers';
import { CATALOG_LIMITS, CATALOG_SORTS, type CatalogSort, DEFAULT_SORT } from './search-limits';

export { CATALOG_LIMITS, CATALOG_SORTS, type CatalogSort, DEFAULT_SORT };

/** What a search narrows by, in API units (money in kopiyky); every field optional. */
export type CatalogFilters = {
  priceMin?: number;
  priceMax?: number;
  gearbox?: Gearbox[];
  fuel?: FuelType[];
  seatsMin?: number;
  brand?: string;
  model?: string;
  yearMin?: number;
  yearMax?: number;
  /** Only cars the owner delivers; `freeDelivery` only those delivered free. */
  delivery?: boolean;
  freeDelivery?: boolean;
  /** The deposit at most this much (in its own currency's minor units, read as UAH: docs/catalog.md); `noDeposit` none at all. */
  depositMax?: number;
  noDeposit?: boolean;
  /** Taxi cars are left out unless asked for. */
  taxi?: boolean;
  ratingMin?: number;
};

/** [west, south, east, north] in degrees. */
export type BBox = [number, number, number, number];

/** One search, whether it came from a page's URL or the API. */
export type CatalogQuery = {
  city: string | null;
  period: Period | null;
  sort: CatalogSort;
  page: number;
  perPage: number;
  filters: CatalogFilters;
  bbox: BBox | null;
};

const MINUTE = 60_000;

/** An instant as the API writes every time: ISO 8601 with an offset, to the minute (seconds must be 0). */
export const ZInstant = z
  .string({ error: 'invalidFormat' })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::00(?:\.0+)?)?(?:Z|[+-]\d{2}:\d{2})$/, { error: 'invalidFormat', abort: true })
  .refine((value) => isCalendarDate(value.slice(0, 10)) && Number(value.slice(11, 13)) < 24 && Number(value.slice(14, 16)) < 60 && !Number.isNaN(Date.parse(value)), {
    error: 'invalidFormat',
  })
  .transform((value) => new Date(Date.parse(value)))
  .meta({ examples: ['2026-12-01T10:00:00+02:00'] });

/** A city, make or model slug. */
export const ZSlug = z
  .string({ error: 'invalidType' })
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/, { error: 'invalidFormat' });

const ZMoney = (max: number) => zIntBetween(0, max);

/** A map box `[west, south, east, north]`: real coordinates, west of east, south of north, not absurdly large. */
export const ZBBox = z
  .tuple([z.number({ error: 'invalidType' }), z.number({ error: 'invalidType' }), z.number({ error: 'invalidType' }), z.number({ error: 'invalidType' })], { error: 'invalidType' })
  .refine(([w, s, e, n]) => bboxProblem([w, s, e, n]) === null, { error: 'bboxInvalid' });

/** Why a box cannot be searched, or null. */
export function bboxProblem([w, s, e, n]: BBox): 'bboxInvalid' | null {
  const finite = [w, s, e, n].every(Number.isFinite);
  if (!finite || w < -180 || e > 180 || s < -90 || n > 90) return 'bboxInvalid';
  if (w >= e || s >= n || e - w > CATALOG_LIMITS.maxBoxDegrees || n - s > CATALOG_LIMITS.maxBoxDegrees) return 'bboxInvalid';
  return null;
}

/** The filters as the API takes them (snake_case, money in kopiyky). */
export const ZCatalogFilterFields = {
  price_min: ZMoney(CATALOG_LIMITS.maxPriceKop).optional(),
  price_max: ZMoney(CATALOG_LIMITS.maxPriceKop).optional(),
  gearbox: z.array(z.enum(GEARBOXES, { error: 'invalidFormat' })).max(GEARBOXES.length).optional(),
  fuel: z.array(z.enum(FUEL_TYPES, { error: 'invalidFormat' })).max(FUEL_TYPES.length).optional(),
  seats_min: zIntBetween(CATALOG_LIMITS.seats.min, CATALOG_LIMITS.seats.max).optional(),
  brand: ZSlug.optional(),
  model: ZSlug.optional(),
  year_min: zIntBetween(CATALOG_LIMITS.years.min, CATALOG_LIMITS.years.max).optional(),
  year_max: zIntBetween(CATALOG_LIMITS.years.min, CATALOG_LIMITS.years.max).optional(),
  delivery: z.boolean({ error: 'invalidType' }).optional(),
  free_delivery: z.boolean({ error: 'invalidType' }).optional(),
  deposit_max: ZMoney(CATALOG_LIMITS.maxDepositKop).optional(),
  no_deposit: z.boolean({ error: 'invalidType' }).optional(),
  taxi: z.boolean({ error: 'invalidType' }).optional(),
  rating_min: z.number({ error: 'invalidType' }).min(1).max(5).optional(),
};

/** Problems of a query as a whole (min above max, a model without its brand), as field → message key. */
export function filterProblems(filters: CatalogFilters): Record<string, string> {
  const problems: Record<string, string> = {};
  if (filters.priceMin !== undefined && filters.priceMax !== undefined && filters.priceMin > filters.priceMax) problems.price_max = 'rangeReversed';
  if (filters.yearMin !== undefined && filters.yearMax !== undefined && filters.yearMin > filters.yearMax) problems.year_max = 'rangeReversed';
  if (filters.model !== undefined && filters.brand === undefined) problems.brand = 'required';
  return problems;
}

/** Why a period cannot be searched at `now`, or null: past, reversed, too far ahead or too long. */
export function searchPeriodProblem(period: Period, now: Date): { field: 'start' | 'end'; key: 'periodInPast' | 'endNotAfterStart' | 'dateTooFar' | 'periodTooLong' } | null {
  if (period.start.getTime() < now.getTime() - MINUTE) return { field: 'start', key: 'periodInPast' };
  if (period.end.getTime() <= period.start.getTime()) return { field: 'end', key: 'endNotAfterStart' };
  if (period.start.getTime() - now.getTime() > CATALOG_LIMITS.aheadDays * 1440 * MINUTE) return { field: 'start', key: 'dateTooFar' };
  if (period.end.getTime() - period.start.getTime() > CATALOG_LIMITS.maxLengthDays * 1440 * MINUTE) return { field: 'end', key: 'periodTooLong' };
  return null;
}

/** `POST /api/catalog/search`: every part optional; `start` and `end` come together. */
export const ZCatalogSearchBody = z
  .strictObject({
    city: ZSlug.optional(),
    start: ZInstant.optional(),
    end: ZInstant.optional(),
    sort: z.enum(CATALOG_SORTS, { error: 'invalidFormat' }).optional(),
    page: zIntBetween(1, CATALOG_LIMITS.maxPage).optional(),
    per_page: zIntBetween(1, CATALOG_LIMITS.maxPerPage).optional(),
    bbox: ZBBox.optional(),
    /** Also return the map's markers (every match, up to the cap), not only this page. */
    markers: z.boolean({ error: 'invalidType' }).optional(),
    ...ZCatalogFilterFields,
    lang: LangField,
  })
  .superRefine((body, ctx) => {
    if ((body.start === undefined) !== (body.end === undefined)) ctx.addIssue({ code: 'custom', message: 'required', path: [body.start ? 'end' : 'start'] });
    for (const [path, message] of Object.entries(filterProblems(filtersOfBody(body)))) ctx.addIssue({ code: 'custom', message, path: [path] });
  });
export type TCatalogSearchBody = z.output<typeof ZCatalogSearchBody>;

type FilterBody = { [K in keyof typeof ZCatalogFilterFields]?: z.output<(typeof ZCatalogFilterFields)[K]> };

/** The API's snake_case filters as a CatalogFilters. */
export function filtersOfBody(body: FilterBody): CatalogFilters {
  const filters: CatalogFilters = {
    priceMin: body.price_min,
    priceMax: body.price_max,
    gearbox: body.gearbox?.length ? [...new Set(body.gearbox)] : undefined,
    fuel: body.fuel?.length ? [...new Set(body.fuel)] : undefined,
    seatsMin: body.seats_min,
    brand: body.brand,
    model: body.model,
    yearMin: body.year_min,
    yearMax: body.year_max,
    delivery: body.delivery || undefined,
    freeDelivery: body.free_delivery || undefined,
    depositMax: body.deposit_max,
    noDeposit: body.no_deposit || undefined,
    taxi: body.taxi || undefined,
    ratingMin: body.rating_min,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as CatalogFilters;
}

/** A search body as a CatalogQuery (the body already validated). */
export function queryOfBody(body: TCatalogSearchBody): CatalogQuery {
  return {
    city: body.city ?? null,
    period: body.start && body.end ? { start: body.start, end: body.end } : null,
    sort: body.sort ?? DEFAULT_SORT,
    page: body.page ?? 1,
    perPage: body.per_page ?? CATALOG_LIMITS.perPage,
    filters: filtersOfBody(body),
    bbox: body.bbox ?? null,
  };
}
