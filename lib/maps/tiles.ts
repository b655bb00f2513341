/**
 * The map tiles every map of the site draws (docs/decisions.md, "Location map"): OpenStreetMap's one
 * tile host, which the page CSP's `img-src` allows (lib/server/security/csp.ts), credited as its
 * licence asks. Moving to another provider is this constant and the CSP line. Without tiles
 * (offline, tests) the maps still draw their markers and shapes on a grey pane.
 */
export const MAP_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  maxZoom: 19,
  copyrightUrl: 'https://www.openstreetmap.org/copyright',
} as const;
