import type { ContractBody } from '@/lib/api/client';
import type { endpoints } from '@/lib/api/endpoints';
import { FUEL_TYPES, GEARBOXES } from '@/lib/cars/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { isKyivDateTime, kyivDateTimeToInstant } from '@/lib/time/kyiv-clock';
import { URL_DEFAULT_TIME } from './handover-times';
import { CATALOG_LIMITS } from './search-limits';

/**
 * The filters dialog's form, as a catalog URL writes it (money in hryvnias, `1` for a flag, Kyiv
 * wall-clock dates), turned into the body of `POST /api/catalog/facets`, without zod (the dialog is
 * an island of the list page; this module loads when the dialog opens). It reads a value the way
 * lib/catalog/url-state.ts does — what does not parse is left out, a reversed range loses its upper
 * end, a model without its make is dropped — so the counts are those of the page the form leads
 * to (facets-body.test.ts holds the two together).
 */
export type FacetsBody = ContractBody<typeof endpoints.catalogFacets>;

const digits = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined);
const within = (value: number | undefined, min: number, max: number) => (value !== undefined && value >= min && value <= max ? value : undefined);
const slug = (value: string | undefined) => (value && /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/.test(value.toLowerCase()) ? value.toLowerCase() : undefined);
const list = <T extends string>(value: string | undefined, known: readonly T[]): T[] | undefined => {
  const items = [...new Set((value ?? '').split(',').map((item) => item.trim()).filter(Boolean))].sort();
  // One unknown value makes the URL's reading drop the whole list.
  return items.length && items.every((item) => (known as readonly string[]).includes(item)) ? (items as T[]) : undefined;
};
const flag = (value: string | undefined) => (value === '1' || value === 'true' ? true : undefined);

/** A URL time (a Kyiv `YYYY-MM-DDTHH:mm`, or a bare date for the default pick-up time) as the API's instant. */
function instant(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const local = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T${URL_DEFAULT_TIME}` : value;
  return isKyivDateTime(local) ? kyivDateTimeToInstant(local).toISOString() : undefined;
}

function box(value: string | undefined): [number, number, number, number] | undefined {
  const parts = (value ?? '').split(',');
  if (parts.length !== 4 || parts.some((part) => !/^-?\d{1,3}(?:\.\d{1,6})?$/.test(part.trim()))) return undefined;
  const [w, s, e, n] = parts.map(Number) as [number, number, number, number];
  const fits = w >= -180 && e <= 180 && s >= -90 && n <= 90 && w < e && s < n && e - w <= CATALOG_LIMITS.maxBoxDegrees && n - s <= CATALOG_LIMITS.maxBoxDegrees;
  return fits ? [w, s, e, n] : undefined;
}

/** The facets body for a city (or the country), a form's URL-style values and the page's language. */
export function facetsBody(city: string | null, values: Record<string, string | undefined>, lang: Locale): FacetsBody {
  const money = (key: string, max: number) => {
    const hryvnias = digits(values[key]);
    return hryvnias === undefined ? undefined : within(hryvnias * 100, 0, max);
  };
  const year = (key: string) => within(digits(values[key]), CATALOG_LIMITS.years.min, CATALOG_LIMITS.years.max);
  const rating = values.rating_min && /^\d(?:\.\d{1,2})?$/.test(values.rating_min) ? within(Number(values.rating_min), 1, 5) : undefined;
  const start = instant(values.start);
  const end = instant(values.end);
  const body: FacetsBody = {
    city: city ?? undefined,
    // The page drops dates it cannot search; the server refuses the rest (the dialog then shows no counts).
    ...(start && end ? { start, end } : {}),
    price_min: money('price_min', CATALOG_LIMITS.maxPriceKop),
    price_max: money('price_max', CATALOG_LIMITS.maxPriceKop),
    gearbox: list(values.gearbox, GEARBOXES),
    fuel: list(values.fuel, FUEL_TYPES),
    seats_min: within(digits(values.seats), CATALOG_LIMITS.seats.min, CATALOG_LIMITS.seats.max),
    brand: slug(values.brand),
    model: slug(values.model),
    year_min: year('year_min'),
    year_max: year('year_max'),
    delivery: flag(values.delivery),
    free_delivery: flag(values.free_delivery),
    deposit_max: money('deposit_max', CATALOG_LIMITS.maxDepositKop),
    no_deposit: flag(values.no_deposit),
    taxi: flag(values.taxi),
    rating_min: rating,
    bbox: box(values.bbox),
    lang,
  };
  if (body.price_min !== undefined && body.price_max !== undefined && body.price_min > body.price_max) delete body.price_max;
  if (body.year_min !== undefined && body.year_max !== undefined && body.year_min > body.year_max) delete body.year_max;
  if (body.model !== undefined && body.brand === undefined) delete body.model;
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as FacetsBody;
}
