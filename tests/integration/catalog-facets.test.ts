import { and, eq, ne } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as facets } from '@/app/api/catalog/facets/route';
import { POST as search } from '@/app/api/catalog/search/route';
import type { TCatalogFacetsResult } from '@/lib/catalog/facet-contracts';
import type { TCatalogSearchResult } from '@/lib/catalog/contracts';
import { kyivDateTimeToInstant, type Period } from '@/lib/cars/periods';
import { getDb } from '@/lib/server/db/client';
import { carBrands, carModels } from '@/lib/server/db/schema';
import { callRoute } from '@/tests/support/call-route';
import { carRefs } from '@/tests/support/cars';
import { createListedCar, createTestCity, holdCar } from '@/tests/support/catalog';

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };
type Body = Record<string, unknown>;

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

async function count(body: Body) {
  const res = await callRoute<{ data: TCatalogFacetsResult }>(facets, { body });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data;
}

async function searchTotal(body: Body) {
  const res = await callRoute<{ data: TCatalogSearchResult }>(search, { body: { ...body, per_page: 1 } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.pagination.total;
}

const without = (body: Body, ...keys: string[]) => Object.fromEntries(Object.entries(body).filter(([key]) => !keys.includes(key)));
const option = <V>(options: { value: V; count: number }[], value: V) => options.find((item) => item.value === value)?.count;

/** Toyota (Camry, Corolla) and a second make with one of its models, from the seeded dictionary. */
async function makes() {
  const refs = await carRefs();
  const db = await getDb();
  const [other] = await db.select().from(carBrands).where(ne(carBrands.id, refs.brandId)).limit(1);
  const [otherModel] = await db.select().from(carModels).where(eq(carModels.brandId, other!.id)).limit(1);
  const [camry] = await db.select({ slug: carModels.slug }).from(carModels).where(and(eq(carModels.id, refs.modelId)));
  const [corolla] = await db.select({ slug: carModels.slug }).from(carModels).where(and(eq(carModels.id, refs.otherModelId)));
  return {
    toyota: { brandId: refs.brandId, camry: refs.modelId, corolla: refs.otherModelId, slug: 'toyota', camrySlug: camry!.slug, corollaSlug: corolla!.slug },
    other: { brandId: other!.id, modelId: otherModel!.id, slug: other!.slug, modelSlug: otherModel!.slug },
  };
}

/**
 * Every count the facets give equals the search's own total for the same body with that option in
 * place of its filter's current value (the faceting rule, checked against the search itself).
 */
async function expectCountsMatchSearch(body: Body) {
  const answer = await count(body);
  expect(answer.total, 'total').toBe(await searchTotal(body));
  const counts = answer.counts!;
  expect(counts).not.toBeNull();
  for (const { value, count: n } of counts.gearbox) expect(n, `gearbox ${value}`).toBe(await searchTotal({ ...body, gearbox: [value] }));
  for (const { value, count: n } of counts.fuel) expect(n, `fuel ${value}`).toBe(await searchTotal({ ...body, fuel: [value] }));
  expect(counts.seats_min.any, 'seats any').toBe(await searchTotal(without(body, 'seats_min')));
  for (const { value, count: n } of counts.seats_min.options) expect(n, `seats ${value}`).toBe(await searchTotal({ ...body, seats_min: value }));
  expect(counts.rating_min.any, 'rating any').toBe(await searchTotal(without(body, 'rating_min')));
  for (const { value, count: n } of counts.rating_min.options) expect(n, `rating ${value}`).toBe(await searchTotal({ ...body, rating_min: value }));
  expect(counts.delivery, 'delivery').toBe(await searchTotal({ ...body, delivery: true }));
  expect(counts.free_delivery, 'free delivery').toBe(await searchTotal({ ...body, free_delivery: true }));
  expect(counts.no_deposit, 'no deposit').toBe(await searchTotal({ ...body, no_deposit: true }));
  expect(counts.taxi, 'taxi').toBe(await searchTotal({ ...body, taxi: true }));
  expect(counts.brand.any, 'brand any').toBe(await searchTotal(without(body, 'brand', 'model')));
  const { toyota, other } = await makes();
  for (const slug of [toyota.slug, other.slug]) expect(option(counts.brand.options, slug) ?? 0, `brand ${slug}`).toBe(await searchTotal({ ...without(body, 'model'), brand: slug }));
  if (body.brand) {
    expect(counts.model!.any, 'model any').toBe(await searchTotal(without(body, 'model')));
    for (const { value, count: n } of counts.model!.options) expect(n, `model ${value}`).toBe(await searchTotal({ ...body, model: value }));
  } else {
    expect(counts.model).toBeNull();
  }
  return answer;
}

/** A dozen cars of one test city, every faceted attribute varied (a fixed pattern, so failures repeat). */
async function fleet() {
  const city = await createTestCity();
  const { toyota, other } = await makes();
  const gearboxes = ['manual', 'automatic', 'cvt', 'automatic'] as const;
  const fuels = ['petrol', 'diesel', 'hybrid'] as const;
  const cars = [];
  for (let i = 0; i < 12; i += 1) {
    cars.push(
      await createListedCar(city.id, {
        gearbox: gearboxes[i % 4],
        fuelType: fuels[i % 3],
        seats: [4, 5, 7][i % 3],
        pricePerDayKop: 80_000 + i * 10_000,
        year: 2012 + i,
        brandId: i % 3 === 0 ? other.brandId : toyota.brandId,
        modelId: i % 3 === 0 ? other.modelId : i % 2 ? toyota.camry : toyota.corolla,
        deliveryOffered: i % 2 === 0,
        deliveryFree: i % 4 === 0,
        depositMinor: i % 5 === 0 ? 0 : 300_000 * (i % 3),
        isTaxi: i % 6 === 5,
        rating: [3.9, 4.2, 4.5, null][i % 4],
        reviewCount: i % 4 === 3 ? 0 : 2,
      }),
    );
  }
  return { city, cars, toyota, other };
}

describe('POST /api/catalog/facets: the faceting rule', () => {
  it('counts each option with its own filter relaxed and every other filter applied', async () => {
    const city = await createTestCity();
    await createListedCar(city.id, { gearbox: 'automatic', fuelType: 'petrol', seats: 5 });
    await createListedCar(city.id, { gearbox: 'automatic', fuelType: 'diesel', seats: 7 });
    await createListedCar(city.id, { gearbox: 'manual', fuelType: 'petrol', seats: 5 });
    await createListedCar(city.id, { gearbox: 'manual', fuelType: 'petrol', seats: 5, isTaxi: true });

    const answer = await count({ city: city.slug, gearbox: ['automatic'], fuel: ['petrol'] });
    expect(answer.total).toBe(1);
    expect(answer.total_capped).toBe(false);
    const counts = answer.counts!;
    // Gearbox relaxed, petrol kept (the taxi left out as by default): one automatic, one manual.
    expect(option(counts.gearbox, 'automatic')).toBe(1);
    expect(option(counts.gearbox, 'manual')).toBe(1);
    expect(option(counts.gearbox, 'cvt')).toBe(0);
    // Fuel relaxed, automatic kept: one petrol, one diesel.
    expect(option(counts.fuel, 'petrol')).toBe(1);
    expect(option(counts.fuel, 'diesel')).toBe(1);
    // Other filters: both kept.
    expect(counts.seats_min.any).toBe(1);
    expect(option(counts.seats_min.options, 7)).toBe(0);
    // Taxi included: the manual petrol taxi is not automatic, so still one.
    expect(counts.taxi).toBe(1);
    expect((await count({ city: city.slug, fuel: ['petrol'] })).counts!.taxi).toBe(3);
  });

  it('agrees with the search for every option, with and without filters, dates, a make and a model', async () => {
    const { city, toyota } = await fleet();
    await expectCountsMatchSearch({ city: city.slug });
    await expectCountsMatchSearch({ city: city.slug, gearbox: ['automatic', 'cvt'], seats_min: 5, delivery: true });
    await expectCountsMatchSearch({ city: city.slug, fuel: ['petrol'], no_deposit: true, taxi: true, rating_min: 4 });
    await expectCountsMatchSearch({ city: city.slug, brand: toyota.slug, model: toyota.camrySlug, free_delivery: true, price_max: 170_000 });
    await expectCountsMatchSearch({ city: city.slug, brand: toyota.slug, year_min: 2014, deposit_max: 300_000 });
    await expectCountsMatchSearch({ city: city.slug, start: at('2026-12-10T10:00'), end: at('2026-12-13T10:00'), gearbox: ['automatic'], rating_min: 4.5 });
  });

  it('counts makes and the chosen make’s models with the make relaxed', async () => {
    const { city, toyota, other } = await fleet();
    const answer = await count({ city: city.slug, brand: toyota.slug, model: toyota.corollaSlug, taxi: true });
    // 12 cars: every third the other make, the rest Toyota split Camry (odd) / Corolla (even).
    expect(answer.total).toBe(4);
    expect(option(answer.counts!.brand.options, toyota.slug)).toBe(8);
    expect(option(answer.counts!.brand.options, other.slug)).toBe(4);
    expect(answer.counts!.brand.any).toBe(12);
    expect(answer.counts!.model).toEqual({ any: 8, options: [{ value: toyota.camrySlug, count: 4 }, { value: toyota.corollaSlug, count: 4 }].sort((a, b) => a.value.localeCompare(b.value)) });
  });

  it('leaves out cars busy in the dates: back-to-back periods do not conflict', async () => {
    const city = await createTestCity();
    const busy = await createListedCar(city.id, { gearbox: 'automatic' });
    const edge = await createListedCar(city.id, { gearbox: 'automatic' });
    await createListedCar(city.id, { gearbox: 'manual' });
    await holdCar(busy.id, period('2026-12-10T10:00', '2026-12-12T10:00'));
    await holdCar(edge.id, period('2026-12-08T10:00', '2026-12-10T10:00'));
    const dated = await count({ city: city.slug, start: at('2026-12-10T10:00'), end: at('2026-12-13T10:00'), gearbox: ['automatic'] });
    expect(dated.total).toBe(1);
    expect(option(dated.counts!.gearbox, 'automatic')).toBe(1);
    expect(option(dated.counts!.gearbox, 'manual')).toBe(1);
    const undated = await count({ city: city.slug, gearbox: ['automatic'] });
    expect(undated.total).toBe(2);
    expect(option(undated.counts!.gearbox, 'automatic')).toBe(2);
  });

  it('the country with dates: the search’s own capped total, no counts; without dates, counts', async () => {
    const city = await createTestCity();
    await createListedCar(city.id);
    const dates = { start: at('2026-12-10T10:00'), end: at('2026-12-13T10:00') };
    const nationwide = await count({ ...dates, gearbox: ['automatic'] });
    expect(nationwide.counts).toBeNull();
    const res = await callRoute<{ data: TCatalogSearchResult }>(search, { body: { ...dates, gearbox: ['automatic'] } });
    expect(nationwide.total).toBe(res.json.data.pagination.total);
    expect(nationwide.total_capped).toBe(res.json.data.total_capped);
    const undated = await count({ gearbox: ['automatic'] });
    expect(undated.counts).not.toBeNull();
    expect(undated.total).toBe(await searchTotal({ gearbox: ['automatic'] }));
  });

  it('narrows by a map box', async () => {
    const city = await createTestCity({ lat: 47, lng: 35 });
    await createListedCar(city.id, { lat: 47.0001, lng: 35.0001, gearbox: 'manual' });
    await createListedCar(city.id, { lat: 47.5001, lng: 35.5001, gearbox: 'automatic' });
    const answer = await count({ city: city.slug, bbox: [34.99, 46.99, 35.01, 47.01] });
    expect(answer.total).toBe(1);
    expect(option(answer.counts!.gearbox, 'manual')).toBe(1);
    expect(option(answer.counts!.gearbox, 'automatic')).toBe(0);
  });
});

describe('POST /api/catalog/facets: bad input', () => {
  it.each([
    ['an end before the start', { start: at('2026-12-10T10:00'), end: at('2026-12-09T10:00') }, 'end'],
    ['a start in the past', { start: at('2026-11-30T10:00'), end: at('2026-12-02T10:00') }, 'start'],
    ['a start without an end', { start: at('2026-12-10T10:00') }, 'end'],
    ['a reversed price range', { price_min: 200_000, price_max: 100_000 }, 'price_max'],
    ['a model without its brand', { model: 'camry' }, 'brand'],
    ['an unknown brand', { brand: 'zaporozhets-x' }, 'brand'],
    ['an unknown gearbox', { gearbox: ['warp'] }, 'gearbox.0'],
    // The counts have no page or sort: an unknown field, named.
    ['a page', { page: 2 }, 'page'],
    ['a sort', { sort: 'price_desc' }, 'sort'],
    ['a reversed box', { bbox: [33, 49, 31, 50] }, 'bbox'],
  ])('%s is 422 naming the field', async (_name, body, field) => {
    const res = await callRoute<ErrorBody>(facets, { body });
    expect(res.status, JSON.stringify(res.json)).toBe(422);
    expect(res.json.error.code).toBe('validation_failed');
    expect(Object.keys(res.json.error.fields ?? {})).toContain(field);
  });

  it('an unknown city is 404 city_not_found', async () => {
    const res = await callRoute<ErrorBody>(facets, { body: { city: 'atlantis' } });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('city_not_found');
  });
});
