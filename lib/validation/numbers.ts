import { z } from 'zod';

/**
 * Every id, count and page number ends up in a PostgreSQL `integer` column or parameter, whose
 * range is that of int32. Validating against it here keeps an out-of-range number a 422 with a
 * field message instead of a database error (22003) at the end of the handler.
 */
export const INT32_MAX = 2_147_483_647;

/** A row id (identity column): a whole number from 1 to 2³¹−1. */
export const ZId = z.int32({ error: 'invalidType' }).min(1);

/** A whole number from `min` to `max` (both inside int32). */
export const zIntBetween = (min: number, max: number) => z.int32({ error: 'invalidType' }).min(min).max(max);

/** A page of a listing: 1 by default, at most 10 000 (deeper pages are a scraper, not a person). */
export const ZPage = zIntBetween(1, 10_000).default(1);
