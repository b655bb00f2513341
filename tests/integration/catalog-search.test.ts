import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as search } from '@/app/api/catalog/search/route';
import type { TCatalogSearchResult } from '@/lib/catalog/contracts';
import { kyivDateTimeToInstant, type Period } from '@/lib/cars/periods';
import { bookingTermsOf, pricingTermsOf } from '@/lib/pricing/car-terms';
import { periodProblem } from '@/lib/pricing/period-problem';
import { quotePrice } from '@/lib/pricing/quote';
import { getDb } from '@/lib/server/db/client';
import { carPeriods, cars } from '@/lib/server/db/schema';
import { callRoute } from '@/tests/support/call-route';
import { carRefs } from '@/tests/support/cars';
import { createListedCar, createTestCity, holdCar } from '@/tests/support/catalog';

type SearchBody = { data: TCatalogSearchResult };
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

/** Kyiv wall-clock time as the API's ISO string with the offset. */
const at = (local: string) => kyivDateTimeToInstant(local).toISOString();
const period = (start: string, end: string): Period => ({ start: kyivDateTimeToInstant(start), end: kyivDateTimeToInstant(end) });

// Tuesday 1 December 2026, 10:00 in Kyiv: every date below is after it.
const NOW = kyivDateTimeToInstant('2026-12-01T10:00');
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

async function find(body: Record<string, unknown>) {
  const res = await callRoute<SearchBody>(search, { body });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data;
}
const ids = (result: TCatalogSearchResult) => result.items.map((item) => item.id);

describe('POST /api/catalog/search: availability', () => {
  it('shows a car free for the whole period: back-to-back periods do not conflict, overlaps, blocks and bookings that hold do', async () => {
    const city = await createTestCity();
    const car = await createListedCar(city.id);
    const other = await createListedCar(city.id);
    await holdCar(car.id, period('2026-12-10T10:00', '2026-12-12T10:00'));
    // A cancelled booking keeps its row but no longer holds the car.
    await holdCar(other.id, period('2026-12-10T10:00', '2026-12-12T10:00'), { kind: 'booking', holds: false });
    const q = (start: string, end: string) => find({ city: city.slug, start: at(start), end: at(end) });

    expect(ids(await q('2026-12-12T10:00', '2026-12-14T10:00'))).toEqual([car.id, other.id].sort((a, b) => a - b));
    expect(ids(await q('2026-12-08T10:00', '2026-12-10T10:00'))).toContain(car.id);
    expect(ids(await q('2026-12-11T10:00', '2026-12-13T10:00'))).toEqual([other.id]);
    expect(ids(await q('2026-12-09T10:00', '2026-12-13T10:00'))).toEqual([other.id]);
    expect(ids(await q('2026-12-10T12:00', '2026-12-11T12:00'))).toEqual([other.id]);

    await holdCar(other.id, period('2026-12-11T09:00', '2026-12-11T20:00'), { kind: 'booking' });
    expect((await q('2026-12-11T10:00', '2026-12-13T10:00')).pagination.total).toBe(0);
    // Without dates, every listed car, busy or not.
    expect((await find({ city: city.slug })).pagination.total).toBe(2);
  });

  it('follows a car that moves to another city: its periods move with it', async () => {
    const [from, to] = [await createTestCity(), await createTestCity()];
    const car = await createListedCar(from.id);
    await holdCar(car.id, period('2026-12-10T10:00', '2026-12-12T10:00'));
    const db = await getDb();
    await db.update(cars).set({ cityId: to.id }).where(eq(cars.id, car.id));
    const [row] = await db.select({ cityId: carPeriods.cityId }).from(carPeriods).where(eq(carPeriods.carId, car.id));
    expect(row!.cityId).toBe(to.id);
    expect(ids(await find({ city: to.slug, start: at('2026-12-11T10:00'), end: at('2026-12-13T10:00') }))).toEqual([]);
    expect(ids(await find({ city: to.slug, start: at('2026-12-13T10:00'), end: at('2026-12-15T10:00') }))).toEqual([car.id]);
  });

  it('only listed cars: not drafts, cars under review, switched off, rejected or deleted', async () => {
    const city = await createTestCity();
    const listed = await createListedCar(city.id);
    await createListedCar(city.id, { active: false });
    await createListedCar(city.id, { status: 'pending', active: false });
    await createListedCar(city.id, { status: 'draft', active: false });
    await createListedCar(city.id, { deletedAt: new Date() });
    expect(ids(await find({ city: city.slug }))).toEqual([listed.id]);
  });

  it('applies each car’s own rules: minimum and maximum term, pick-up and drop-off hours, notice, calendar-day terms', async () => {
    const city = await createTestCity();
    const longOnly = await createListedCar(city.id, { minTermDays: 3 });
    const shortOnly = await createListedCar(city.id, { maxTermDays: 2 });
    const weekdays = await createListedCar(city.id, { schedule: { '0': { from: '09:00', to: '18:00' }, '1': { from: '09:00', to: '18:00' }, '2': { from: '09:00', to: '18:00' }, '3': { from: '09:00', to: '18:00' }, '4': { from: '09:00', to: '18:00' } } });
    const nightOwl = await createListedCar(city.id, { schedule: { '3': { from: '18:00', to: '24:00' } } });
    const slowHost = await createListedCar(city.id, { minNoticeHours: 72 });
    const calendar = await createListedCar(city.id, { isDailyPrice: true, maxTermDays: 2 });
    const q = async (start: string, end: string) => ids(await find({ city: city.slug, start: at(start), end: at(end) }));

    // Thu 10 → Sat 12 December 10:00: two days by the clock, three calendar dates.
    expect(await q('2026-12-10T10:00', '2026-12-12T10:00')).toEqual([shortOnly.id, slowHost.id].sort((a, b) => a - b));
    // Thu 10 → Mon 14: four days; weekdays-only car fits (Thursday and Monday).
    expect(await q('2026-12-10T10:00', '2026-12-14T10:00')).toEqual([longOnly.id, weekdays.id, slowHost.id].sort((a, b) => a - b));
    // Tomorrow: inside the slow host's 72 hours.
    expect(await q('2026-12-02T10:00', '2026-12-03T10:00')).not.toContain(slowHost.id);
    // Thursday 10 December 20:00 → Friday 11 December 00:00 (midnight counts for Thursday's 24:00).
    expect(await q('2026-12-10T20:00', '2026-12-11T00:00')).not.toContain(nightOwl.id);
    expect(await q('2026-12-10T20:00', '2026-12-11T20:00')).not.toContain(nightOwl.id);
    // The calendar-day car: 10:00 → 10:00 next day touches two dates, within its 2.
    expect(await q('2026-12-10T10:00', '2026-12-11T10:00')).toContain(calendar.id);
    // Its card counts dates, and says so (the list reads "за 2 дні", not "за 2 доби").
    const items = (await find({ city: city.slug, start: at('2026-12-10T10:00'), end: at('2026-12-11T10:00') })).items;
    expect(items.find((item) => item.id === calendar.id)).toMatchObject({ days: 2, hours: 0, calendar_days: true });
    expect(items.find((item) => item.id === shortOnly.id)).toMatchObject({ days: 1, hours: 0, calendar_days: false });
  });

  it('includes a car exactly when the pricing’s periodProblem says the period can be booked and nothing holds it', async () => {
    const city = await createTestCity();
    const variants: Parameters<typeof createListedCar>[1][] = [
      {},
      { minTermDays: 2, maxTermDays: 4 },
      { isDailyPrice: true, minTermDays: 2, maxTermDays: 3 },
      { schedule: { '5': { from: '00:00', to: '24:00' }, '6': { from: '10:00', to: '14:30' } }, minNoticeHours: 0 },
      { schedule: { '0': { from: '07:30', to: '24:00' }, '1': { from: '00:00', to: '12:00' } }, minNoticeHours: 48 },
    ];
    const listed: Awaited<ReturnType<typeof createListedCar>>[] = [];
    for (const overrides of variants) listed.push(await createListedCar(city.id, overrides));
    await holdCar(listed[0]!.id, period('2026-12-14T10:00', '2026-12-16T10:00'));
    // A deterministic spread of periods: whole and half hours, midnights, one to six days.
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
    for (let round = 0; round < 24; round += 1) {
      const startDay = 2 + next(20);
      const start = `2026-12-${String(startDay).padStart(2, '0')}T${String(next(24)).padStart(2, '0')}:${next(2) ? '30' : '00'}`;
      const lengthHours = 6 + next(140);
      const p = { start: kyivDateTimeToInstant(start), end: new Date(kyivDateTimeToInstant(start).getTime() + lengthHours * 3_600_000) };
      const found = ids(await find({ city: city.slug, start: p.start.toISOString(), end: p.end.toISOString() }));
      const busy = (id: number) => id === listed[0]!.id && p.start < kyivDateTimeToInstant('2026-12-16T10:00') && p.end > kyivDateTimeToInstant('2026-12-14T10:00');
      const expected = listed.filter((car) => periodProblem(bookingTermsOf(car), p, NOW) === null && !busy(car.id)).map((car) => car.id);
      expect(found, `${start} + ${lengthHours} h`).toEqual(expected);
    }
  });
});

describe('POST /api/catalog/search: filters', () => {
  it('narrows by every filter and leaves taxis out unless asked', async () => {
    const city = await createTestCity();
    const refs = await carRefs();
    const cheap = await createListedCar(city.id, { pricePerDayKop: 80_000, gearbox: 'manual', fuelType: 'diesel', seats: 5, year: 2015 });
    const mid = await createListedCar(city.id, { pricePerDayKop: 150_000, gearbox: 'automatic', fuelType: 'hybrid', seats: 7, year: 2020, deliveryOffered: true, deliveryFree: true, modelId: refs.otherModelId });
    const dear = await createListedCar(city.id, { pricePerDayKop: 300_000, gearbox: 'cvt', fuelType: 'electric', seats: 4, year: 2023, deliveryOffered: true, deliveryPriceKop: 50_000, depositMinor: 2_000_000, rating: 4.8, reviewCount: 12 });
    const taxi = await createListedCar(city.id, { pricePerDayKop: 90_000, isTaxi: true, depositMinor: 500_000, rating: 4.2, reviewCount: 3 });
    const q = async (filters: Record<string, unknown>) => ids(await find({ city: city.slug, ...filters }));

    expect(await q({})).toEqual([cheap.id, mid.id, dear.id]);
    expect(await q({ taxi: true })).toEqual([cheap.id, taxi.id, mid.id, dear.id]);
    expect(await q({ price_min: 100_000 })).toEqual([mid.id, dear.id]);
    expect(await q({ price_max: 150_000 })).toEqual([cheap.id, mid.id]);
    expect(await q({ price_min: 150_000, price_max: 150_000 })).toEqual([mid.id]);
    expect(await q({ gearbox: ['automatic', 'cvt'] })).toEqual([mid.id, dear.id]);
    expect(await q({ fuel: ['diesel'] })).toEqual([cheap.id]);
    expect(await q({ seats_min: 5 })).toEqual([cheap.id, mid.id]);
    expect(await q({ brand: 'toyota' })).toEqual([cheap.id, mid.id, dear.id]);
    expect(await q({ brand: 'toyota', model: 'corolla' })).toEqual([mid.id]);
    expect(await q({ year_min: 2016, year_max: 2022 })).toEqual([mid.id]);
    expect(await q({ delivery: true })).toEqual([mid.id, dear.id]);
    expect(await q({ free_delivery: true })).toEqual([mid.id]);
    expect(await q({ no_deposit: true })).toEqual([cheap.id, mid.id]);
    expect(await q({ deposit_max: 1_000_000, taxi: true })).toEqual([cheap.id, taxi.id, mid.id]);
    expect(await q({ rating_min: 4.5, taxi: true })).toEqual([dear.id]);
    expect(await q({ rating_min: 4, taxi: true })).toEqual([taxi.id, dear.id]);
  });

  it('keeps a deposit in dollars or euros out of a hryvnia deposit cap (there is no rate to compare by)', async () => {
    const city = await createTestCity();
    const none = await createListedCar(city.id, { pricePerDayKop: 80_000 });
    const hryvnias = await createListedCar(city.id, { pricePerDayKop: 90_000, depositMinor: 500_000, depositCurrency: 'UAH' });
    // $500 is 50 000 cents: fewer minor units than ₴10 000, but far more money.
    await createListedCar(city.id, { pricePerDayKop: 100_000, depositMinor: 50_000, depositCurrency: 'USD' });
    await createListedCar(city.id, { pricePerDayKop: 110_000, depositMinor: 30_000, depositCurrency: 'EUR' });
    expect(ids(await find({ city: city.slug, deposit_max: 1_000_000 }))).toEqual([none.id, hryvnias.id]);
    expect(ids(await find({ city: city.slug, no_deposit: true }))).toEqual([none.id]);
    expect((await find({ city: city.slug })).items).toHaveLength(4);
  });
});

describe('POST /api/catalog/search: sorts and pages', () => {
  it('sorts four ways with the id breaking ties, so consecutive pages never repeat or skip a car', async () => {
    const city = await createTestCity();
    const made: Awaited<ReturnType<typeof createListedCar>>[] = [];
    // Seven cars on three prices and ratings: many ties.
    const prices = [100_000, 200_000, 100_000, 300_000, 200_000, 100_000, 200_000];
    const ratings = [4.5, null, 4.5, 5, null, 3, 4.5];
    const owners = [4, 4.9, null, 4.9, 4, null, 4];
    for (const [index, price] of prices.entries()) made.push(await createListedCar(city.id, { pricePerDayKop: price, rating: ratings[index], reviewCount: ratings[index] ? 2 : 0, ownerRating: owners[index] }));
    const byId = (a: (typeof made)[number], b: (typeof made)[number]) => a.id - b.id;
    const desc = (value: number | null) => (value === null ? Infinity : -value);
    const expected = {
      price_asc: [...made].sort((a, b) => a.pricePerDayKop! - b.pricePerDayKop! || byId(a, b)),
      price_desc: [...made].sort((a, b) => b.pricePerDayKop! - a.pricePerDayKop! || b.id - a.id),
      car_rating: [...made].sort((a, b) => desc(a.rating) - desc(b.rating) || byId(a, b)),
      host_rating: [...made].sort((a, b) => desc(a.ownerRating) - desc(b.ownerRating) || byId(a, b)),
    };
    for (const [sort, order] of Object.entries(expected)) {
      const pages = [];
      for (const page of [1, 2, 3]) {
        const result = await find({ city: city.slug, sort, page, per_page: 3 });
        expect(result.pagination).toEqual({ total: 7, per_page: 3, current_page: page });
        pages.push(...ids(result));
      }
      expect(pages, sort).toEqual(order.map((car) => car.id));
    }
    // Past the last page: no cards, the total still there to link back.
    const beyond = await find({ city: city.slug, page: 4, per_page: 3 });
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination.total).toBe(7);
  });
});

describe('POST /api/catalog/search: cards, map and box', () => {
  it('gives each card its page, price, total for the dates (the pricing function’s) and an approximate place', async () => {
    const city = await createTestCity();
    const car = await createListedCar(city.id, { pricePerDayKop: 120_000, pricePerHourKop: 15_000, discounts: [{ from_days: 3, to_days: 7, amount_kop: 10_000 }], lat: 49.43871, lng: 32.06213 });
    const p = period('2026-12-10T10:00', '2026-12-13T14:00');
    const result = await find({ city: city.slug, start: p.start.toISOString(), end: p.end.toISOString(), lang: 'en' });
    const [item] = result.items;
    expect(item).toMatchObject({ id: car.id, slug: car.slug, city_slug: city.slug, url: `/en/catalog/${city.slug}/${car.slug}`, title: 'Toyota Camry 2021', price_per_day: 120_000 });
    expect(item!.total).toBe(quotePrice(pricingTermsOf(car), p).total);
    expect(item!.photo).toMatchObject({ width: 1600, height: 1067 });
    // Snapped to the 0.01° cell and spread by the id: never the pin itself, never far from it.
    expect(Math.abs(item!.lat - 49.43871)).toBeLessThan(0.01);
    expect(Math.abs(item!.lng - 32.06213)).toBeLessThan(0.012);
    expect([item!.lat, item!.lng]).not.toEqual([49.43871, 32.06213]);
    expect((await find({ city: city.slug })).items[0]!.total).toBeNull();
  });

  it('returns the map’s markers for every match and narrows to a box on the approximate places', async () => {
    const city = await createTestCity();
    const west = await createListedCar(city.id, { lat: 49.0, lng: 31.0, pricePerDayKop: 90_000 });
    const east = await createListedCar(city.id, { lat: 49.0, lng: 33.0, pricePerDayKop: 110_000 });
    const result = await find({ city: city.slug, markers: true, per_page: 1 });
    expect(result.items).toHaveLength(1);
    expect(result.markers!.map((marker) => marker.id)).toEqual([west.id, east.id]);
    expect(result.markers![0]).toMatchObject({ price_per_day: 90_000 });
    expect(result.markers_capped).toBe(false);
    expect(ids(await find({ city: city.slug, bbox: [32.5, 48.5, 33.5, 49.5] }))).toEqual([east.id]);
    expect(ids(await find({ city: city.slug, bbox: [30.5, 48.5, 31.5, 49.5] }))).toEqual([west.id]);
    // Without a city, the box alone.
    expect(ids(await find({ bbox: [32.99, 48.98, 33.01, 49.02], taxi: true }))).toEqual([east.id]);
  });
});

describe('POST /api/catalog/search: bad input is a clear 4xx', () => {
  it.each([
    ['an unknown city', { city: 'atlantis' }, 404, 'city_not_found'],
    ['an end before the start', { start: at('2026-12-10T10:00'), end: at('2026-12-09T10:00') }, 422, 'validation_failed'],
    ['a start in the past', { start: at('2026-11-30T10:00'), end: at('2026-12-02T10:00') }, 422, 'validation_failed'],
    ['a start without an end', { start: at('2026-12-10T10:00') }, 422, 'validation_failed'],
    ['an impossible date', { start: '2026-02-30T10:00:00+02:00', end: '2026-03-02T10:00:00+02:00' }, 422, 'validation_failed'],
    ['a time without an offset', { start: '2026-12-10T10:00:00', end: '2026-12-12T10:00:00' }, 422, 'validation_failed'],
    ['a start more than two years ahead', { start: at('2029-01-10T10:00'), end: at('2029-01-12T10:00') }, 422, 'validation_failed'],
    ['page 0', { page: 0 }, 422, 'validation_failed'],
    ['an absurd page', { page: 2 ** 40 }, 422, 'validation_failed'],
    ['a page past the cap', { page: 501 }, 422, 'validation_failed'],
    ['per_page over 50', { per_page: 51 }, 422, 'validation_failed'],
    ['an unknown sort', { sort: 'random' }, 422, 'validation_failed'],
    ['a reversed box', { bbox: [33, 49, 31, 50] }, 422, 'validation_failed'],
    ['a box of the whole world', { bbox: [-180, -90, 180, 90] }, 422, 'validation_failed'],
    ['a box of three numbers', { bbox: [30, 49, 31] }, 422, 'validation_failed'],
    ['a price past int32', { price_min: 2 ** 31 }, 422, 'validation_failed'],
    ['a reversed price range', { price_min: 200_000, price_max: 100_000 }, 422, 'validation_failed'],
    ['a model without its brand', { model: 'camry' }, 422, 'validation_failed'],
    ['an unknown brand', { brand: 'zaporozhets-x' }, 422, 'validation_failed'],
    ['an unknown gearbox', { gearbox: ['warp'] }, 422, 'validation_failed'],
    ['an unknown field', { colour: 'red' }, 422, 'validation_failed'],
    ['a rating over 5', { rating_min: 6 }, 422, 'validation_failed'],
  ])('%s', async (_name, body, status, code) => {
    const res = await callRoute<ErrorBody>(search, { body });
    expect(res.status, JSON.stringify(res.json)).toBe(status);
    expect(res.json.error.code).toBe(code);
  });
});
