// The catalog's sorts and limits, apart from the schemas (search-query.ts), so the page islands
// that need only these do not carry zod.

/** Spec §9's four sorts; the first is the default (and so never written in a URL). */
export const CATALOG_SORTS = ['price_asc', 'price_desc', 'car_rating', 'host_rating'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export const DEFAULT_SORT: CatalogSort = 'price_asc';

export const CATALOG_LIMITS = {
  /** Results per page on the site; the API may ask for up to `maxPerPage`. */
  perPage: 20,
  maxPerPage: 50,
  /** Deeper pages are a scraper, not a person (20 × 500 = 10 000 cars); the page stays a valid link. */
  maxPage: 500,
  /** A search may start up to two years ahead (as far as owners can block their calendars) and last at most a year (a car's maximum term is 365 days). */
  aheadDays: 731,
  maxLengthDays: 366,
  /** Price bounds in kopiyky: up to the car form's maximum daily price (1 000 000 UAH). */
  maxPriceKop: 100_000_000,
  maxDepositKop: 100_000_000,
  years: { min: 1950, max: 2100 },
  seats: { min: 1, max: 60 },
  /** A map box may span at most this many degrees either way (Ukraine is ~18° wide). */
  maxBoxDegrees: 40,
  /** The map gets at most this many markers; beyond it the list still pages through everything. */
  maxMarkers: 2_000,
} as const;
