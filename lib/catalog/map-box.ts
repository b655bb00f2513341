// Map boxes `[west, south, east, north]` as the map, the URL and the API exchange them (docs/catalog.md
// "Map"). Zod-free: the map island imports it.
import { CATALOG_LIMITS } from './search-limits';

/** [west, south, east, north] in degrees (the same tuple as search-query.ts `BBox`). */
export type Box = [number, number, number, number];

/** Decimals a box keeps in a URL (about 10 m): more would make every pan a different URL for nothing. */
const DECIMALS = 4;
const SCALE = 10 ** DECIMALS;

/** A box as a URL writes it: `30.45,50.4,30.6,50.5` (trailing zeros dropped). */
export function formatBoxParam(box: Box): string {
  return box.map((value) => value.toFixed(DECIMALS).replace(/\.?0+$/, '')).join(',');
}

/**
 * The box to ask for a view of the map: the visible bounds grown by `pad` of their size on each side
 * (so a small pan needs no new markers), rounded outwards to the URL's decimals, held to real
 * coordinates and cut to the API's largest box around its centre.
 */
export function boxOfView(view: Box, pad = 0): Box {
  const [w, s, e, n] = view;
  const dx = (e - w) * pad;
  const dy = (n - s) * pad;
  let box: Box = [
    Math.max(-180, Math.floor((w - dx) * SCALE) / SCALE),
    Math.max(-85, Math.floor((s - dy) * SCALE) / SCALE),
    Math.min(180, Math.ceil((e + dx) * SCALE) / SCALE),
    Math.min(85, Math.ceil((n + dy) * SCALE) / SCALE),
  ];
  const max = CATALOG_LIMITS.maxBoxDegrees;
  if (box[2] - box[0] > max) {
    const middle = (box[0] + box[2]) / 2;
    box = [Math.ceil((middle - max / 2) * SCALE) / SCALE, box[1], Math.floor((middle + max / 2) * SCALE) / SCALE, box[3]];
  }
  if (box[3] - box[1] > max) {
    const middle = (box[1] + box[3]) / 2;
    box = [box[0], Math.ceil((middle - max / 2) * SCALE) / SCALE, box[2], Math.floor((middle + max / 2) * SCALE) / SCALE];
  }
  return box;
}

/** Whether `outer` holds all of `inner`. */
export function containsBox(outer: Box, inner: Box): boolean {
  return outer[0] <= inner[0] && outer[1] <= inner[1] && outer[2] >= inner[2] && outer[3] >= inner[3];
}

/** Where two boxes overlap, or null when they do not. */
export function intersectBox(a: Box, b: Box): Box | null {
  const box: Box = [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])];
  return box[0] < box[2] && box[1] < box[3] ? box : null;
}

/**
 * A list URL's query (the canonical one of catalogUrlQuery, without the page) with the map box set
 * or removed, still canonical: `bbox` is the last key that form writes before `page`, and a new box
 * starts from the first page.
 */
export function withBox(state: Record<string, string>, box: Box | null): Record<string, string> {
  const { bbox: _bbox, page: _page, ...rest } = state;
  return box ? { ...rest, bbox: formatBoxParam(box) } : rest;
}
