/**
 * The id of the empty element that closes every page's markup: `<link rel="expect" blocking="render">`
 * names it, so the browser paints nothing before it has read the page to there (app/[locale]/layout.tsx).
 */
export const PAGE_END_ID = 'page-end';
