// The catalog map's clustering grid (docs/catalog.md "Map"), shared by the server, which groups
// the matching cars by its cells in SQL, and the map, which finds the cell of a car from the list.
// Zod-free: the map island imports it.

/** Zoom levels the API clusters at (Leaflet's range for OpenStreetMap tiles, and one more). */
export const MAP_API_ZOOM = { min: 0, max: 20 } as const;

/** Zoom levels the site's map allows: the whole of Ukraine down to a street. */
export const MAP_ZOOM = { min: 5, max: 18 } as const;

/**
 * From this zoom (a few streets on screen) a cluster also names its cars: cars that share one public
 * place (a company's lot: places are spread over seven steps only) never split however far the map
 * zooms, so the map lists them instead.
 */
export const CLUSTER_IDS_ZOOM = 16;

/**
 * The screen size of a cell, in pixels: a cluster's bubble (about 95 × 40) and a margin, so the
 * bubbles of neighbouring cells, each drawn inside its own cell (clusterSpot), never overlap.
 */
export const MAP_CELL_PX = { x: 120, y: 60 } as const;

/** How far inside its cell a cluster is drawn, as a share of the cell (clusterSpot). */
const CLUSTER_INSET = { x: 0.4, y: 0.35 };

/**
 * Degrees of latitude per pixel are those of longitude times cos(latitude) in Web Mercator; the grid
 * takes Ukraine's middle (49°) everywhere, so a cell keeps its place as the map pans (a cell
 * computed from the view's own latitude would move the clusters under the user's finger). From 44°
 * to 52° cells come out 11 % taller or shorter than square on screen.
 */
const LAT_SCALE = Math.cos((49 * Math.PI) / 180);

export type GridCell = { lng: number; lat: number };

/** A cell's size in degrees at a zoom level (256-pixel tiles: the world is 256 · 2^zoom pixels wide). */
export function gridCell(zoom: number): GridCell {
  const degreesPerPixel = 360 / (256 * 2 ** zoom);
  return { lng: degreesPerPixel * MAP_CELL_PX.x, lat: degreesPerPixel * MAP_CELL_PX.y * LAT_SCALE };
}

/**
 * The cell a point lies in, as the SQL groups it: `floor(lng / cell.lng)`, `floor(lat / cell.lat)`
 * in double precision on both sides, so a car of the list falls in the same cell as on the server.
 */
export function cellKey(lat: number, lng: number, cell: GridCell): string {
  return `${Math.floor(lng / cell.lng)}:${Math.floor(lat / cell.lat)}`;
}

/**
 * Where a cluster is drawn: its cars' average place, moved as little as needed to stay `inset` of a
 * cell inside its own cell, so two neighbouring bubbles are at least 0.8 × 0.7 of a cell apart (96 ×
 * 42 pixels) and never cover each other. Its cell is the one its cars are in (a corner of its box is
 * one of them).
 */
export function clusterSpot(cluster: { lat: number; lng: number; bounds: readonly [number, number, number, number] }, cell: GridCell): { lat: number; lng: number } {
  const x = Math.floor(cluster.bounds[0] / cell.lng);
  const y = Math.floor(cluster.bounds[1] / cell.lat);
  const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
  return {
    lat: clamp(cluster.lat, (y + CLUSTER_INSET.y) * cell.lat, (y + 1 - CLUSTER_INSET.y) * cell.lat),
    lng: clamp(cluster.lng, (x + CLUSTER_INSET.x) * cell.lng, (x + 1 - CLUSTER_INSET.x) * cell.lng),
  };
}
