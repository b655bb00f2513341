import { describe, expect, it } from 'vitest';
import { kyivDateTimeToInstant } from '@/lib/cars/periods';
import { queryOfBody, ZCatalogSearchBody } from './search-query';
import { catalogUrlQuery, formatUrlTime, isIndexableSearch, parseCatalogUrl, parseUrlTime } from './url-state';

const NOW = kyivDateTimeToInstant('2026-12-01T10:00');

describe('catalog URL state', () => {
  it('reads dates as Kyiv wall-clock times, a bare date at the default pick-up time', () => {
    expect(parseUrlTime('2026-12-10')).toEqual(kyivDateTimeToInstant('2026-12-10T10:00'));
    expect(parseUrlTime('2026-12-10T18:30')).toEqual(kyivDateTimeToInstant('2026-12-10T18:30'));
    expect(parseUrlTime('2026-02-30')).toBeNull();
    expect(parseUrlTime('2026-12-10T25:00')).toBeNull();
    expect(parseUrlTime('10.12.2026')).toBeNull();
    expect(formatUrlTime(kyivDateTimeToInstant('2026-12-10T10:00'))).toBe('2026-12-10');
    expect(formatUrlTime(kyivDateTimeToInstant('2026-12-10T18:30'))).toBe('2026-12-10T18:30');
  });

  it('parses every filter with the API’s own rules, money in hryvnias', () => {
    const { query, ignored } = parseCatalogUrl(
      { start: '2026-12-10', end: '2026-12-12T18:00', sort: 'price_desc', page: '3', price_min: '500', price_max: '2000', gearbox: 'automatic,cvt', fuel: 'hybrid', seats: '5', brand: 'Toyota', model: 'camry', year_min: '2015', year_max: '2024', delivery: '1', free_delivery: '1', deposit_max: '10000', taxi: '1', rating_min: '4.5', bbox: '30.2,50.3,30.8,50.6' },
      'kyiv',
      NOW,
    );
    expect(ignored).toEqual([]);
    expect(query).toEqual({
      city: 'kyiv',
      period: { start: kyivDateTimeToInstant('2026-12-10T10:00'), end: kyivDateTimeToInstant('2026-12-12T18:00') },
      sort: 'price_desc',
      page: 3,
      perPage: 20,
      bbox: [30.2, 50.3, 30.8, 50.6],
      filters: { priceMin: 50_000, priceMax: 200_000, gearbox: ['automatic', 'cvt'], fuel: ['hybrid'], seatsMin: 5, brand: 'toyota', model: 'camry', yearMin: 2015, yearMax: 2024, delivery: true, freeDelivery: true, depositMax: 1_000_000, taxi: true, ratingMin: 4.5 },
    });
  });

  it('reads what a form without JavaScript sends: a date and a time apart, repeated checkboxes', () => {
    const { query, ignored } = parseCatalogUrl({ start: '2026-12-10', start_time: '18:30', end: '2026-12-12', end_time: '09:00', gearbox: ['manual', 'cvt'], fuel: 'diesel' }, 'kyiv', NOW);
    expect(ignored).toEqual([]);
    expect(query.period).toEqual({ start: kyivDateTimeToInstant('2026-12-10T18:30'), end: kyivDateTimeToInstant('2026-12-12T09:00') });
    expect(query.filters).toEqual({ gearbox: ['cvt', 'manual'], fuel: ['diesel'] });
    expect(catalogUrlQuery(query)).toEqual({ start: '2026-12-10T18:30', end: '2026-12-12T09:00', gearbox: 'cvt,manual', fuel: 'diesel' });
  });

  it('leaves out what does not parse and says so, instead of failing the page', () => {
    const { query, ignored } = parseCatalogUrl(
      { start: '2026-11-20', end: '2026-11-22', sort: 'random', page: '0', price_min: '-5', gearbox: 'warp', seats: 'many', bbox: '1,2,3', price_max: '1', year_min: '2020', year_max: '2010', model: 'camry', rating_min: '9' },
      null,
      NOW,
    );
    expect(query.period).toBeNull();
    expect(query.sort).toBe('price_asc');
    expect(query.page).toBe(1);
    expect(query.bbox).toBeNull();
    expect(query.filters).toEqual({ priceMax: 100, yearMin: 2020 });
    expect(ignored.sort()).toEqual(['bbox', 'dates', 'gearbox', 'model', 'page', 'price_min', 'rating_min', 'seats', 'sort', 'year_max']);
  });

  it('writes one URL per search: fixed key order, defaults left out, lists sorted', () => {
    const { query } = parseCatalogUrl({ gearbox: 'cvt,automatic', page: '2', sort: 'price_asc', start: '2026-12-10', end: '2026-12-12' }, 'kyiv', NOW);
    expect(catalogUrlQuery(query)).toEqual({ start: '2026-12-10', end: '2026-12-12', gearbox: 'automatic,cvt', page: '2' });
    expect(Object.keys(catalogUrlQuery(query))).toEqual(['start', 'end', 'gearbox', 'page']);
    expect(catalogUrlQuery(query, { page: false })).not.toHaveProperty('page');
    // A round trip gives the same search.
    expect(parseCatalogUrl(catalogUrlQuery(query), 'kyiv', NOW).query).toEqual(query);
  });

  it('indexes only the bare list (numbered pages too); dates, filters, sorts and boxes are variants', () => {
    const parse = (q: Record<string, string>) => parseCatalogUrl(q, 'kyiv', NOW).query;
    expect(isIndexableSearch(parse({}))).toBe(true);
    expect(isIndexableSearch(parse({ page: '4' }))).toBe(true);
    expect(isIndexableSearch(parse({ start: '2026-12-10', end: '2026-12-12' }))).toBe(false);
    expect(isIndexableSearch(parse({ sort: 'car_rating' }))).toBe(false);
    expect(isIndexableSearch(parse({ fuel: 'diesel' }))).toBe(false);
    expect(isIndexableSearch(parse({ bbox: '30.2,50.3,30.8,50.6' }))).toBe(false);
  });
});

describe('catalog search body', () => {
  it('takes ISO instants with an offset and gives the API defaults', () => {
    const body = ZCatalogSearchBody.parse({ city: 'kyiv', start: '2026-12-10T10:00:00+02:00', end: '2026-12-12T08:00:00Z', gearbox: ['manual', 'manual'] });
    expect(queryOfBody(body)).toEqual({
      city: 'kyiv',
      period: { start: new Date('2026-12-10T08:00:00Z'), end: new Date('2026-12-12T08:00:00Z') },
      sort: 'price_asc',
      page: 1,
      perPage: 20,
      bbox: null,
      filters: { gearbox: ['manual'] },
    });
  });

  it.each([
    [{ start: '2026-12-10T10:00:30+02:00', end: '2026-12-12T10:00:00+02:00' }, 'start'],
    [{ start: '2026-13-10T10:00:00+02:00', end: '2026-12-12T10:00:00+02:00' }, 'start'],
    [{ start: '2026-12-10T10:00:00+02:00' }, 'end'],
    [{ price_min: 5, price_max: 4 }, 'price_max'],
    [{ year_min: 2020, year_max: 2019 }, 'year_max'],
    [{ model: 'camry' }, 'brand'],
    [{ bbox: [30, 50, 30, 51] }, 'bbox'],
    [{ city: '../etc' }, 'city'],
  ])('refuses %j at %s', (body, path) => {
    const result = ZCatalogSearchBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});
