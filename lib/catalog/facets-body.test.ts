import { describe, expect, it } from 'vitest';
import { ZCatalogFacetsBody } from './facet-contracts';
import { facetsBody } from './facets-body';
import { mapBodyOfQuery } from './map-query';
import type { CatalogQuery } from './search-query';
import { parseCatalogUrl } from './url-state';

// Tuesday 1 December 2026, 09:00 in Kyiv.
const NOW = new Date('2026-12-01T07:00:00Z');

/** The API body of the search a page URL stands for: the map's (the same units), with the box and language. */
function bodyOfPage(query: CatalogQuery) {
  return { ...mapBodyOfQuery(query), ...(query.bbox ? { bbox: query.bbox } : {}), lang: 'uk' };
}

describe('facetsBody: the dialog counts for the page its form leads to', () => {
  it.each<[string, Record<string, string>]>([
    ['nothing', {}],
    ['dates (a bare date is 10:00) and every filter', {
      start: '2026-12-10',
      end: '2026-12-13T18:30',
      price_min: '800',
      price_max: '2500',
      gearbox: 'cvt,automatic',
      fuel: 'diesel',
      seats: '5',
      brand: 'Toyota',
      model: 'camry',
      year_min: '2015',
      year_max: '2022',
      delivery: '1',
      free_delivery: '1',
      deposit_max: '5000',
      no_deposit: '1',
      taxi: '1',
      rating_min: '4.5',
      bbox: '30.47,50.42,30.57,50.48',
    }],
    ['values that do not parse are left out', { price_min: '12a', seats: '0', year_min: '15', gearbox: 'automatic,warp', rating_min: '7', bbox: '1,2,3', deposit_max: '-5', brand: 'not a slug' }],
    ['a reversed range loses its upper end; a model without its make goes', { price_min: '3000', price_max: '1000', year_min: '2020', year_max: '2010', model: 'camry' }],
    ['a summer-time date', { start: '2027-07-01T09:00', end: '2027-07-03' }],
  ])('%s', (_name, values) => {
    for (const city of ['kyiv', null]) {
      const body = facetsBody(city, values, 'uk');
      expect(body).toEqual(bodyOfPage(parseCatalogUrl(values, city, NOW).query));
      expect(ZCatalogFacetsBody.safeParse(body).success).toBe(true);
    }
  });
});
