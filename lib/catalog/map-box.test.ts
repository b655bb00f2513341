import { describe, expect, it } from 'vitest';
import { kyivDateTimeToInstant } from '@/lib/cars/periods';
import { type Box, boxOfView, containsBox, formatBoxParam, intersectBox, withBox } from './map-box';
import { bboxProblem } from './search-query';
import { catalogUrlQuery, parseCatalogUrl } from './url-state';

const NOW = kyivDateTimeToInstant('2026-12-01T10:00');

describe('map boxes', () => {
  it('asks for the view rounded outwards to the URL’s four decimals, grown by the pad on every side', () => {
    expect(boxOfView([30.45123, 50.40019, 30.60001, 50.49999])).toEqual([30.4512, 50.4001, 30.6001, 50.5]);
    expect(boxOfView([30, 50, 31, 51], 0.5)).toEqual([29.5, 49.5, 31.5, 51.5]);
  });

  it('keeps the box to real coordinates and to the API’s largest box (40°) around its middle', () => {
    // A map zoomed out over the antimeridian, and a very tall one.
    expect(boxOfView([-200, -95, 200, 95])).toEqual([-20, -20, 20, 20]);
    const wide = boxOfView([0, 40, 60, 60]);
    expect(wide).toEqual([10, 40, 50, 60]);
    for (const box of [wide, boxOfView([-200, -95, 200, 95]), boxOfView([22, 44, 41, 53], 0.5)]) expect(bboxProblem(box)).toBeNull();
  });

  it('tells whether one box holds another and where two overlap', () => {
    const kyiv: Box = [30.2, 50.2, 30.8, 50.6];
    expect(containsBox(kyiv, [30.4, 50.4, 30.6, 50.5])).toBe(true);
    expect(containsBox(kyiv, [30.1, 50.4, 30.6, 50.5])).toBe(false);
    expect(intersectBox(kyiv, [30.5, 50.5, 31, 51])).toEqual([30.5, 50.5, 30.8, 50.6]);
    expect(intersectBox(kyiv, [31, 50, 32, 51])).toBeNull();
  });

  it('writes the box as the canonical URL does, so the page never redirects a box the map set', () => {
    const { query } = parseCatalogUrl({ start: '2026-12-10', end: '2026-12-12', gearbox: 'automatic', sort: 'price_desc', page: '4' }, 'kyiv', NOW);
    const state = catalogUrlQuery(query, { page: false });
    for (const box of [boxOfView([30.45123, 50.40019, 30.6, 50.49999]), [30, 50, 31, 51] as Box, boxOfView([-0.5, 44.00009, 0.25, 45])]) {
      const url = withBox(state, box);
      const reread = parseCatalogUrl(url, 'kyiv', NOW);
      expect(reread.ignored).toEqual([]);
      expect(reread.query.bbox).toEqual(box);
      // The same keys, values and order as the page's own canonical URL, from page 1.
      expect(Object.entries(url)).toEqual(Object.entries(catalogUrlQuery({ ...reread.query, page: 1 })));
      expect(url.bbox).toBe(formatBoxParam(box));
    }
    // Switched off: the box goes, the rest stays, still canonical.
    const boxed = catalogUrlQuery(parseCatalogUrl({ bbox: '30,50,31,51', fuel: 'diesel', page: '2' }, 'kyiv', NOW).query, { page: false });
    expect(withBox(boxed, null)).toEqual({ fuel: 'diesel' });
  });
});
