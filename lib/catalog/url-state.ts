import type { z } from 'zod';
import { isKyivDateTime, kyivDateTimeToInstant, type Period, toKyivDateTime } from '@/lib/cars/periods';
import { isCalendarDate } from '@/lib/validation/dates';
import { formatBoxParam } from './map-box';
import { URL_DEFAULT_TIME } from './handover-times';
import { type BBox, bboxProblem, CATALOG_LIMITS, CATALOG_SORTS, type CatalogFilters, type CatalogQuery, type CatalogSort, DEFAULT_SORT, filterProblems, searchPeriodProblem, ZCatalogFilterFields } from './search-query';

/**
 * The catalog's state in a page URL (architecture §1: the URL is the state, so a search can be
 * shared, bookmarked and walked with back/forward). Words as the API's fields; money in whole
 * hryvnias (people read these URLs), times as Kyiv wall-clock `YYYY-MM-DDTHH:mm`, or a bare date
 * for the default pick-up time. A value that does not parse is left out (and listed in `ignored`)
 * rather than failing the page: a hand-edited link still shows cars.
 */
export type UrlQuery = Record<string, string | string[] | undefined>;

/** The URL keys in the order a canonical URL writes them. */
const KEYS = ['start', 'end', 'sort', 'price_min', 'price_max', 'gearbox', 'fuel', 'seats', 'brand', 'model', 'year_min', 'year_max', 'delivery', 'free_delivery', 'deposit_max', 'no_deposit', 'taxi', 'rating_min', 'bbox', 'page'] as const;
type UrlKey = (typeof KEYS)[number];

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.trim() : undefined);
/** A list key may come as `gearbox=manual,cvt` (our links) or `gearbox=manual&gearbox=cvt` (a form's checkboxes). */
const many = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : one(value));

/**
 * A form without JavaScript sends a date and a time apart (`start=2026-12-10&start_time=18:30`);
 * read them as the one `start` our links carry. The canonical URL then writes them together.
 */
function joinedTime(query: UrlQuery, key: 'start' | 'end'): string | undefined {
  const date = one(query[key]);
  const time = one(query[`${key}_time`]);
  return date && time && /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}$/.test(time) ? `${date}T${time}` : date;
}

/** A URL's `start`/`end`: a Kyiv wall-clock time, or a date meaning that day at the default time. */
export function parseUrlTime(value: string | undefined): Date | null {
  if (!value) return null;
  if (isCalendarDate(value) && /^\d{4}-\d{2}-\d{2}$/.test(value)) return kyivDateTimeToInstant(`${value}T${URL_DEFAULT_TIME}`);
  return isKyivDateTime(value) ? kyivDateTimeToInstant(value) : null;
}

/** An instant as a URL writes it: the bare date when it is at the default time. */
export function formatUrlTime(instant: Date): string {
  const local = toKyivDateTime(instant);
  return local.endsWith(`T${URL_DEFAULT_TIME}`) ? local.slice(0, 10) : local;
}

const hryvnias = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) * 100 : undefined);
const wholeNumber = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined);
const flag = (value: string | undefined) => (value === '1' || value === 'true' ? true : undefined);
const list = (value: string | undefined) => (value ? [...new Set(value.split(',').map((item) => item.trim()).filter(Boolean))].sort() : undefined);

function parseBox(value: string | undefined): BBox | undefined {
  if (!value) return undefined;
  const parts = value.split(',');
  if (parts.length !== 4 || parts.some((part) => !/^-?\d{1,3}(?:\.\d{1,6})?$/.test(part.trim()))) return undefined;
  const box = parts.map(Number) as BBox;
  return bboxProblem(box) ? undefined : box;
}

/** Each filter's URL reading, checked by the API's own schema for that field. */
function parseFilters(query: UrlQuery, ignored: Set<string>): CatalogFilters {
  const read = <K extends keyof typeof ZCatalogFilterFields>(field: K, key: UrlKey, raw: unknown): z.output<(typeof ZCatalogFilterFields)[K]> | undefined => {
    if (query[key] === undefined) return undefined;
    const parsed = ZCatalogFilterFields[field].safeParse(raw);
    if (!parsed.success || parsed.data === undefined) {
      ignored.add(key);
      return undefined;
    }
    return parsed.data as z.output<(typeof ZCatalogFilterFields)[K]>;
  };
  const filters: CatalogFilters = {
    priceMin: read('price_min', 'price_min', hryvnias(one(query.price_min))),
    priceMax: read('price_max', 'price_max', hryvnias(one(query.price_max))),
    gearbox: read('gearbox', 'gearbox', list(many(query.gearbox))),
    fuel: read('fuel', 'fuel', list(many(query.fuel))),
    seatsMin: read('seats_min', 'seats', wholeNumber(one(query.seats))),
    brand: read('brand', 'brand', one(query.brand)?.toLowerCase()),
    model: read('model', 'model', one(query.model)?.toLowerCase()),
    yearMin: read('year_min', 'year_min', wholeNumber(one(query.year_min))),
    yearMax: read('year_max', 'year_max', wholeNumber(one(query.year_max))),
    delivery: read('delivery', 'delivery', flag(one(query.delivery))),
    freeDelivery: read('free_delivery', 'free_delivery', flag(one(query.free_delivery))),
    depositMax: read('deposit_max', 'deposit_max', hryvnias(one(query.deposit_max))),
    noDeposit: read('no_deposit', 'no_deposit', flag(one(query.no_deposit))),
    taxi: read('taxi', 'taxi', flag(one(query.taxi))),
    ratingMin: read('rating_min', 'rating_min', one(query.rating_min) && /^\d(?:\.\d{1,2})?$/.test(one(query.rating_min)!) ? Number(one(query.rating_min)) : undefined),
  };
  const clean = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as CatalogFilters;
  // A reversed range or a model without its brand: drop the part that cannot stand.
  const problems = filterProblems(clean);
  const drop = (field: keyof CatalogFilters, key: UrlKey) => {
    delete clean[field];
    ignored.add(key);
  };
  if (problems.price_max) drop('priceMax', 'price_max');
  if (problems.year_max) drop('yearMax', 'year_max');
  if (problems.brand) drop('model', 'model');
  return clean;
}

/** A page URL's search (the city comes from the path). `now` decides whether the dates are still ahead. */
export function parseCatalogUrl(query: UrlQuery, city: string | null, now: Date): { query: CatalogQuery; ignored: string[] } {
  const ignored = new Set<string>();
  let period: Period | null = null;
  const start = parseUrlTime(joinedTime(query, 'start'));
  const end = parseUrlTime(joinedTime(query, 'end'));
  if (start && end && !searchPeriodProblem({ start, end }, now)) period = { start, end };
  else if (query.start !== undefined || query.end !== undefined) ignored.add('dates');
  const sortText = one(query.sort);
  const sort = (CATALOG_SORTS as readonly string[]).includes(sortText ?? '') ? (sortText as CatalogSort) : DEFAULT_SORT;
  if (query.sort !== undefined && sort !== sortText) ignored.add('sort');
  const pageText = one(query.page);
  const page = pageText && /^\d{1,5}$/.test(pageText) && Number(pageText) >= 1 && Number(pageText) <= CATALOG_LIMITS.maxPage ? Number(pageText) : 1;
  if (query.page !== undefined && String(page) !== pageText) ignored.add('page');
  const bbox = parseBox(one(query.bbox)) ?? null;
  if (query.bbox !== undefined && !bbox) ignored.add('bbox');
  const filters = parseFilters(query, ignored);
  return { query: { city, period, sort, page, perPage: CATALOG_LIMITS.perPage, filters, bbox }, ignored: [...ignored] };
}

const kopToHryvnias = (kop: number) => String(Math.floor(kop / 100));

/**
 * The URL query of a search, keys in a fixed order and defaults left out (page 1, the default
 * sort), so one search has one URL. `page` is dropped with `{ page: false }` (a changed filter
 * starts from the first page).
 */
export function catalogUrlQuery(query: Omit<CatalogQuery, 'city' | 'perPage'>, options: { page?: boolean } = {}): Record<string, string> {
  const f = query.filters;
  const values: Partial<Record<UrlKey, string | undefined>> = {
    start: query.period ? formatUrlTime(query.period.start) : undefined,
    end: query.period ? formatUrlTime(query.period.end) : undefined,
    sort: query.sort === DEFAULT_SORT ? undefined : query.sort,
    price_min: f.priceMin !== undefined ? kopToHryvnias(f.priceMin) : undefined,
    price_max: f.priceMax !== undefined ? kopToHryvnias(f.priceMax) : undefined,
    gearbox: f.gearbox?.length ? [...f.gearbox].sort().join(',') : undefined,
    fuel: f.fuel?.length ? [...f.fuel].sort().join(',') : undefined,
    seats: f.seatsMin !== undefined ? String(f.seatsMin) : undefined,
    brand: f.brand,
    model: f.model,
    year_min: f.yearMin !== undefined ? String(f.yearMin) : undefined,
    year_max: f.yearMax !== undefined ? String(f.yearMax) : undefined,
    delivery: f.delivery ? '1' : undefined,
    free_delivery: f.freeDelivery ? '1' : undefined,
    deposit_max: f.depositMax !== undefined ? kopToHryvnias(f.depositMax) : undefined,
    no_deposit: f.noDeposit ? '1' : undefined,
    taxi: f.taxi ? '1' : undefined,
    rating_min: f.ratingMin !== undefined ? String(f.ratingMin) : undefined,
    bbox: query.bbox ? formatBoxParam(query.bbox) : undefined,
    page: options.page !== false && query.page > 1 ? String(query.page) : undefined,
  };
  const out: Record<string, string> = {};
  for (const key of KEYS) if (values[key] !== undefined) out[key] = values[key]!;
  return out;
}

/**
 * Whether search engines should index the page: only the bare list of a city or of the country
 * (numbered pages too). Dates, filters, another sort or a map box are variants of it (noindex,
 * canonical to the bare list).
 */
export function isIndexableSearch(query: Pick<CatalogQuery, 'period' | 'sort' | 'filters' | 'bbox'>): boolean {
  return !query.period && query.sort === DEFAULT_SORT && !query.bbox && Object.keys(query.filters).length === 0;
}
