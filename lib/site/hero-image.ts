/**
 * Marks an image as one of the page's hero images: the largest thing a visitor sees first (the car
 * page's first photo, the first catalog cards). The page's scripts wait for the browser's report
 * that these have been painted before they start (scripts/deferred-chunks.mjs, which must use the
 * same value), so React's start-up never delays the largest paint. Element Timing reads the
 * attribute; browsers without it ignore it.
 */
export const HERO_TIMING = 'hero';

/** Spread onto an `<img>` (React passes the lower-case attribute through as written). */
export function heroImage(hero: boolean): { elementtiming?: string } {
  return hero ? { elementtiming: HERO_TIMING } : {};
}
