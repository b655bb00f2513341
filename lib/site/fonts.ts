/**
 * The font files every page uses, in both languages — ASCII with common punctuation, and the
 * Cyrillic alphabet (English pages show "Укр" in the language switcher): the layout preloads them,
 * so they are in before the first paint and the swap from the fallback moves nothing. The rest of
 * Inter (accented Latin, rarer Cyrillic, ₴) loads only where a page shows it (styles/fonts.css).
 */
export const PRELOADED_FONTS = ['/fonts/inter-latin-core-wght-normal.woff2', '/fonts/inter-cyrillic-core-wght-normal.woff2'] as const;
