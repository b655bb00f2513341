import { preload } from 'react-dom';

/**
 * The font files every page uses, in both languages — ASCII with common punctuation, and the
 * Cyrillic alphabet (English pages show "Укр" in the language switcher): the layout preloads them,
 * so they are in before the first paint and the swap from the fallback moves nothing. The rest of
 * Inter (accented Latin, rarer Cyrillic, ₴) loads only where a page shows it (styles/fonts.css).
 */
export const PRELOADED_FONTS = ['/fonts/inter-latin-core-wght-normal.woff2', '/fonts/inter-cyrillic-core-wght-normal.woff2'] as const;

/**
 * ₴ (a file of its own, styles/fonts.css): the pages full of prices (the catalog, a car) ask for it
 * from the head. Found only by the first layout, it was a third link in the page's longest request
 * chain (document → stylesheet → font), and that layout drew ₴ in a fallback font until it came.
 */
export const PRICE_FONT = '/fonts/inter-hryvnia-wght-normal.woff2';

/** Has the page's head ask for a font file (in a server component), beside the stylesheets. */
export function preloadFont(url: string) {
  preload(url, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}
