import { inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as cards } from '@/app/api/catalog/cards/route';
import { POST as map } from '@/app/api/catalog/map/route';
import type { TCatalogItem, TCatalogMapResult } from '@/lib/catalog/contracts';
import { cellKey, gridCell } from '@/lib/catalog/map-grid';
import { kyivDateTimeToInstant } from '@/lib/cars/periods';
import { pricingTermsOf } from '@/lib/pricing/car-terms';
import { quotePrice } from '@/lib/pricing/quote';
import { getDb } from '@/lib/server/db/client';
import { cars } from '@/lib/server/db/schema';
import { callRoute } from '@/tests/support/call-route';
import { createListedCar, createTestCity, holdCar } from '@/tests/support/catalog';

/**
 * POST /api/catalog/map clusters a search's cars in SQL by the grid of lib/catalog/map-grid.ts
 * (docs/catalog.md "Map"), and POST /api/catalog/cards gives a marker's card. Each test lists its
 * cars in a city of its own.
 */

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };
const at = (local: string) => kyivDateTimeToInstant(local).toISOString();

// Tuesday 1 December 2026, 10:00 in Kyiv.
const NOW = kyivDateTimeToInstant('2026-12-01T10:00');
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

async function mapOf(body: Record<string, unknown>) {
  const res = await callRoute<{ data: TCatalogMapResult }>(map, { body });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data;
}

/** The approximate places the public sees (generated columns) of some cars. */
async function approxOf(ids: number[]) {
  const rows = await (await getDb()).select({ id: cars.id, lat: cars.approxLat, lng: cars.approxLng, price: cars.pricePerDayKop }).from(cars).where(inArray(cars.id, ids));
  return rows.map((row) => ({ id: row.id, lat: row.lat!, lng: row.lng!, price: row.price }));
}

/** The centre of the zoom's grid cell around a point: cars pinned there stay in that one cell. */
function cellCentre(lat: number, lng: number, zoom: number) {
  const cell = gridCell(zoom);
  return { lat: (Math.floor(lat / cell.lat) + 0.5) * cell.lat, lng: (Math.floor(lng / cell.lng) + 0.5) * cell.lng };
}

describe('POST /api/catalog/map', () => {
  it('groups close cars into a cluster (count, average place, cheapest, box) and leaves a car alone in its cell as itself', async () => {
    const city = await createTestCity();
    // Three cars pinned at the middle of one zoom-8 cell (their public places spread by ±0.005°), one far east.
    const middle = cellCentre(49.2, 32.1, 8);
    const group = [
      await createListedCar(city.id, { lat: middle.lat, lng: middle.lng, pricePerDayKop: 150_000 }),
      await createListedCar(city.id, { lat: middle.lat + 0.01, lng: middle.lng, pricePerDayKop: 90_000 }),
      await createListedCar(city.id, { lat: middle.lat, lng: middle.lng + 0.01, pricePerDayKop: 120_000 }),
    ];
    const alone = await createListedCar(city.id, { lat: 49.2, lng: 34.1, pricePerDayKop: 70_000 });
    const places = await approxOf(group.map((car) => car.id));
    const [lonely] = await approxOf([alone.id]);

    const result = await mapOf({ city: city.slug, zoom: 8 });
    expect(result.total).toBe(4);
    expect(result.capped).toBe(false);
    expect(result.cell).toEqual(gridCell(8));
    expect(result.cars).toEqual([{ id: alone.id, lat: lonely!.lat, lng: lonely!.lng, price_per_day: 70_000 }]);
    expect(result.clusters).toHaveLength(1);
    const [cluster] = result.clusters;
    expect(cluster!.count).toBe(3);
    expect(cluster!.price_from).toBe(90_000);
    expect(cluster!.lat).toBeCloseTo(places.reduce((sum, car) => sum + car.lat, 0) / 3, 9);
    expect(cluster!.lng).toBeCloseTo(places.reduce((sum, car) => sum + car.lng, 0) / 3, 9);
    expect(cluster!.bounds).toEqual([Math.min(...places.map((car) => car.lng)), Math.min(...places.map((car) => car.lat)), Math.max(...places.map((car) => car.lng)), Math.max(...places.map((car) => car.lat))]);
    // The box of every match, for fitting the map to the results.
    const every = [...places, lonely!];
    expect(result.bounds).toEqual([Math.min(...every.map((car) => car.lng)), Math.min(...every.map((car) => car.lat)), Math.max(...every.map((car) => car.lng)), Math.max(...every.map((car) => car.lat))]);

    // Zoomed in to a street, each car is alone in its cell (their pins are 0.01° apart).
    const street = await mapOf({ city: city.slug, zoom: 16 });
    expect(street.clusters).toEqual([]);
    expect(street.cars.map((car) => car.id).sort((a, b) => a - b)).toEqual([...group.map((car) => car.id), alone.id].sort((a, b) => a - b));
  });

  it('groups exactly as the grid places each car, so the map can find the cluster of a card', async () => {
    const city = await createTestCity();
    const made = [];
    for (let i = 0; i < 12; i += 1) made.push(await createListedCar(city.id, { lat: 49 + (i % 4) * 0.013, lng: 32 + Math.floor(i / 4) * 0.021, pricePerDayKop: 50_000 + i * 1000 }));
    const places = await approxOf(made.map((car) => car.id));
    for (const zoom of [9, 11, 12, 13, 14, 15]) {
      const cell = gridCell(zoom);
      const expected = new Map<string, number[]>();
      for (const car of places) expected.set(cellKey(car.lat, car.lng, cell), [...(expected.get(cellKey(car.lat, car.lng, cell)) ?? []), car.id]);
      const result = await mapOf({ city: city.slug, zoom });
      const found = new Map<string, number>();
      for (const car of result.cars) found.set(cellKey(car.lat, car.lng, cell), 1);
      // A cluster's box corner is one of its cars: its cell is the cluster's.
      for (const cluster of result.clusters) found.set(cellKey(cluster.bounds[1], cluster.bounds[0], cell), cluster.count);
      expect(Object.fromEntries(found), `zoom ${zoom}`).toEqual(Object.fromEntries([...expected].map(([key, ids]) => [key, ids.length])));
      for (const car of result.cars) expect(expected.get(cellKey(car.lat, car.lng, cell))).toEqual([car.id]);
    }
  });

  it('names the cars of a cluster that never splits (one shared place) from zoom 16, cheapest first', async () => {
    const city = await createTestCity();
    // Eight cars at one address: public places are spread over seven steps, so two share one.
    const lot = [];
    for (let i = 0; i < 8; i += 1) lot.push(await createListedCar(city.id, { lat: 49.3, lng: 32.3, pricePerDayKop: 100_000 - i * 1000 }));
    const places = await approxOf(lot.map((car) => car.id));
    const street = await mapOf({ city: city.slug, zoom: 18 });
    const stacked = street.clusters.filter((cluster) => cluster.bounds[0] === cluster.bounds[2] && cluster.bounds[1] === cluster.bounds[3]);
    expect(stacked.length).toBeGreaterThan(0);
    for (const cluster of stacked) {
      const here = places.filter((car) => car.lng === cluster.bounds[0] && car.lat === cluster.bounds[1]).sort((a, b) => a.price! - b.price! || a.id - b.id);
      expect(cluster.ids).toEqual(here.map((car) => car.id));
      expect(cluster.count).toBe(here.length);
    }
    expect(street.cars.length + street.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(8);
    // Further out the clusters only count.
    expect((await mapOf({ city: city.slug, zoom: 15 })).clusters.every((cluster) => cluster.ids === undefined)).toBe(true);
  });

  it('keeps to the box, the dates and the filters of the search', async () => {
    const city = await createTestCity();
    const west = await createListedCar(city.id, { lat: 49.0, lng: 31.0, pricePerDayKop: 90_000 });
    const east = await createListedCar(city.id, { lat: 49.0, lng: 33.0, pricePerDayKop: 110_000 });
    const busy = await createListedCar(city.id, { lat: 49.0, lng: 33.02, pricePerDayKop: 100_000 });
    await holdCar(busy.id, { start: kyivDateTimeToInstant('2026-12-10T10:00'), end: kyivDateTimeToInstant('2026-12-12T10:00') });

    const boxed = await mapOf({ city: city.slug, zoom: 16, bbox: [32.5, 48.5, 33.5, 49.5] });
    expect(boxed.total).toBe(2);
    expect(boxed.cars.map((car) => car.id).sort((a, b) => a - b)).toEqual([east.id, busy.id].sort((a, b) => a - b));

    const dated = await mapOf({ city: city.slug, zoom: 16, start: at('2026-12-11T10:00'), end: at('2026-12-13T10:00') });
    expect(dated.cars.map((car) => car.id).sort((a, b) => a - b)).toEqual([west.id, east.id].sort((a, b) => a - b));
    expect((await mapOf({ city: city.slug, zoom: 16, price_max: 100_000 })).cars.map((car) => car.id).sort((a, b) => a - b)).toEqual([west.id, busy.id].sort((a, b) => a - b));

    // Nothing in the box: no cars, no bounds.
    expect(await mapOf({ city: city.slug, zoom: 12, bbox: [20, 45, 21, 46] })).toMatchObject({ cars: [], clusters: [], total: 0, bounds: null });
  });

  it.each([
    ['no zoom', {}, 422, 'validation_failed'],
    ['a zoom past 20', { zoom: 21 }, 422, 'validation_failed'],
    ['a fractional zoom', { zoom: 10.5 }, 422, 'validation_failed'],
    ['a page (the map has none)', { zoom: 10, page: 2 }, 422, 'validation_failed'],
    ['a box of the whole world', { zoom: 10, bbox: [-180, -90, 180, 90] }, 422, 'validation_failed'],
    ['a start without an end', { zoom: 10, start: at('2026-12-10T10:00') }, 422, 'validation_failed'],
    ['a start in the past', { zoom: 10, start: at('2026-11-20T10:00'), end: at('2026-11-22T10:00') }, 422, 'validation_failed'],
    ['an unknown city', { zoom: 10, city: 'atlantis' }, 404, 'city_not_found'],
  ])('refuses %s', async (_name, body, status, code) => {
    const res = await callRoute<ErrorBody>(map, { body });
    expect(res.status, JSON.stringify(res.json)).toBe(status);
    expect(res.json.error.code).toBe(code);
  });
});

describe('POST /api/catalog/cards', () => {
  it('gives listed cars’ cards in the order asked, priced for the dates as the list prices them, and leaves out the rest', async () => {
    const city = await createTestCity();
    const first = await createListedCar(city.id, { pricePerDayKop: 120_000 });
    const second = await createListedCar(city.id, { pricePerDayKop: 80_000 });
    const hidden = await createListedCar(city.id, { active: false });
    const start = at('2026-12-10T10:00');
    const end = at('2026-12-13T10:00');
    const res = await callRoute<{ data: { items: TCatalogItem[] } }>(cards, { body: { ids: [second.id, hidden.id, first.id], start, end, lang: 'en' } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const { items } = res.json.data;
    expect(items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(items[0]).toMatchObject({ url: `/en/catalog/${city.slug}/${second.slug}`, price_per_day: 80_000, days: 3 });
    expect(items[0]!.total).toBe(quotePrice(pricingTermsOf(second), { start: new Date(start), end: new Date(end) }).total);
  });

  it.each([
    ['no ids', { ids: [] }],
    ['too many ids', { ids: Array.from({ length: 21 }, (_, i) => i + 1) }],
    ['an id that is not one', { ids: ['x'] }],
    ['an end without a start', { ids: [1], end: at('2026-12-10T10:00') }],
  ])('refuses %s', async (_name, body) => {
    const res = await callRoute<ErrorBody>(cards, { body });
    expect(res.status, JSON.stringify(res.json)).toBe(422);
    expect(res.json.error.code).toBe('validation_failed');
  });
});
