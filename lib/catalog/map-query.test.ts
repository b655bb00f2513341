import { describe, expect, it } from 'vitest';
import { kyivDateTimeToInstant } from '@/lib/cars/periods';
import { mapBodyOfQuery, mapQueryOfBody, ZCatalogCardsBody, ZCatalogMapBody } from './map-query';
import { parseCatalogUrl } from './url-state';

const NOW = kyivDateTimeToInstant('2026-12-01T10:00');

describe('the map’s request', () => {
  it('carries the page’s whole search to the map: every filter, the city and the dates come back the same', () => {
    const { query } = parseCatalogUrl(
      { start: '2026-12-10', end: '2026-12-12T18:00', price_min: '500', price_max: '2000', gearbox: 'automatic,cvt', fuel: 'hybrid', seats: '5', brand: 'toyota', model: 'camry', year_min: '2015', year_max: '2024', delivery: '1', free_delivery: '1', deposit_max: '10000', taxi: '1', rating_min: '4.5', bbox: '30.2,50.3,30.8,50.6' },
      'kyiv',
      NOW,
    );
    const body = mapBodyOfQuery(query);
    // The box is the map's own to add (the view, or the view within the URL's box).
    expect(body).not.toHaveProperty('bbox');
    const back = mapQueryOfBody(ZCatalogMapBody.parse({ ...body, zoom: 12, bbox: query.bbox }));
    expect(back).toEqual({ city: 'kyiv', period: query.period, filters: query.filters, bbox: query.bbox, zoom: 12 });
    expect(mapBodyOfQuery(parseCatalogUrl({}, null, NOW).query)).toEqual({});
  });

  it('takes the search’s fields but not its page, sort or list options, and needs a zoom', () => {
    expect(ZCatalogMapBody.safeParse({ zoom: 11 }).success).toBe(true);
    expect(ZCatalogMapBody.safeParse({}).success).toBe(false);
    for (const extra of [{ page: 2 }, { sort: 'price_desc' }, { per_page: 10 }, { markers: true }]) expect(ZCatalogMapBody.safeParse({ zoom: 11, ...extra }).success).toBe(false);
    expect(ZCatalogMapBody.safeParse({ zoom: 11, price_min: 200_000, price_max: 100_000 }).success).toBe(false);
    expect(ZCatalogCardsBody.safeParse({ ids: [1, 2], lang: 'en' }).success).toBe(true);
  });
});
