// The discrete choices of the catalog's filters that get counts (docs/catalog.md "Facet counts"),
// apart from the schemas so the filters dialog carries no zod.

/** The seat minimums the filters offer; the facet counts answer for exactly these. */
export const SEAT_THRESHOLDS = [2, 4, 5, 7, 9] as const;

/** The car rating minimums the filters offer. */
export const RATING_THRESHOLDS = [4, 4.5] as const;
