import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as carCall } from '@/app/api/catalog/car/route';
import { POST as priceCall } from '@/app/api/catalog/price/route';
import { POST as search } from '@/app/api/catalog/search/route';
import { LEGAL_VERIFICATION, ROLE } from '@/lib/auth/viewer';
import type { TCarPage, TCarPrice } from '@/lib/catalog/car-contracts';
import type { TCatalogSearchResult } from '@/lib/catalog/contracts';
import { CATALOG_LIMITS } from '@/lib/catalog/search-query';
import { kyivDateTimeToInstant, type Period } from '@/lib/cars/periods';
import { getDb } from '@/lib/server/db/client';
import { carPeriods, carPhotos, carSlugRedirects, companies, users } from '@/lib/server/db/schema';
import { seedDatabase } from '@/lib/server/db/seed';
import { createProxy, registryGuard } from '@/lib/server/routing/create-proxy';
import { resourceExists } from '@/lib/server/routing/resource-exists';
import { callRoute, type ErrorBody } from '@/tests/support/call-route';
import { createVerifiedOwner } from '@/tests/support/cars';
import { createListedCar, createTestCity, holdCar } from '@/tests/support/catalog';
import { unique } from '@/tests/support/factories';
import { addDays } from '@/lib/time/iso-date';

/** Kyiv wall-clock time as the API's ISO string with the offset. */
const at = (local: string) => kyivDateTimeToInstant(local).toISOString();
const period = (start: string, end: string): Period => ({ start: kyivDateTimeToInstant(start), end: kyivDateTimeToInstant(end) });

// Tuesday 1 December 2026, 10:00 in Kyiv: every date below is after it.
const NOW = kyivDateTimeToInstant('2026-12-01T10:00');
beforeAll(async () => {
  // The dictionary (gearbox and fuel names) and the reference tables.
  await seedDatabase({ demoAccounts: false });
});
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

async function page(slug: string, lang?: 'uk' | 'en') {
  const res = await callRoute<{ data: TCarPage }>(carCall, { body: { slug, ...(lang ? { lang } : {}) } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data;
}

async function price(body: Record<string, unknown>) {
  return callRoute<{ data: TCarPrice } & ErrorBody>(priceCall, { body });
}

async function quoted(body: Record<string, unknown>) {
  const res = await price(body);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data;
}

async function refused(body: Record<string, unknown>, status: number, code: string) {
  const res = await price(body);
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(res.json.error.code).toBe(code);
  return res.json.error;
}

/** A car with everything the page shows: prices, discounts, delivery, a USD deposit, comments, three photos. */
async function richCar(cityId: number, overrides: Parameters<typeof createListedCar>[1] = {}) {
  const car = await createListedCar(cityId, {
    pricePerHourKop: 15_000,
    pricePerDayKop: 120_000,
    pricePerMonthKop: 2_800_000,
    discounts: [
      { from_days: 3, to_days: 6, amount_kop: 10_000 },
      { from_days: 7, to_days: 29, amount_kop: 20_000 },
    ],
    deliveryOffered: true,
    deliveryPriceKop: 30_000,
    depositMinor: 30_000,
    depositCurrency: 'USD',
    freeMileagePerDay: 250,
    pricePerKmKop: 500,
    engineCapacity: 2.5,
    fuelConsumption: 5.4,
    color: 'Білий',
    commentUk: 'Чисте авто, дитяче крісло на прохання.',
    commentEn: '',
    address: 'вул. Секретна, 13, кв. 7',
    lat: 49.43871,
    lng: 32.06213,
    schedule: { '0': { from: '08:00', to: '21:00' }, '1': { from: '08:00', to: '21:00' }, '2': { from: '08:00', to: '21:00' }, '3': { from: '08:00', to: '21:00' }, '4': { from: '08:00', to: '21:00' }, '5': { from: '10:00', to: '18:00' } },
    minNoticeHours: 3,
    ...overrides,
  });
  const db = await getDb();
  // createListedCar adds one main photo; two more after it.
  await db.insert(carPhotos).values([
    { carId: car.id, file: `/cars/${unique()}-b.webp`, position: 1, isMain: false, width: 1600, height: 1067 },
    { carId: car.id, file: `/cars/${unique()}-c.webp`, position: 2, isMain: false, width: 1200, height: 800 },
  ]);
  return car;
}

describe('POST /api/catalog/car', () => {
  it('answers a listed car’s page: specs named in the asked language, photos in order, rules, prices, hours and its owner', async () => {
    const city = await createTestCity();
    const car = await richCar(city.id);
    const uk = await page(car.slug, 'uk');
    expect(uk).toMatchObject({
      id: car.id,
      slug: car.slug,
      url: `/catalog/${city.slug}/${car.slug}`,
      title: 'Toyota Camry 2021',
      brand: 'Toyota',
      model: 'Camry',
      year: 2021,
      city: { slug: city.slug, name: city.nameUk },
      specs: { gearbox: { key: 'automatic', name: 'Автоматична' }, fuel_type: { key: 'petrol', name: 'Бензин' }, engine_capacity: 2.5, fuel_consumption: 5.4, doors: 4, seats: 5, color: 'Білий', is_taxi: false },
      comment: { text: 'Чисте авто, дитяче крісло на прохання.', lang: 'uk' },
      schedule: { '5': { from: '10:00', to: '18:00' } },
      min_notice_hours: 3,
      rules: {
        min_term_days: 1,
        max_term_days: 30,
        free_km_per_day: 250,
        price_per_km: 500,
        deposit: { amount: 30_000, currency: 'USD' },
        delivery: { offered: true, free: false, price: 30_000 },
        free_cancellation_hours: 24,
      },
      prices: { per_hour: 15_000, per_day: 120_000, per_month: 2_800_000, discounts: [{ from_days: 3, to_days: 6, amount: 10_000 }, { from_days: 7, to_days: 29, amount: 20_000 }], is_daily_price: false },
      rating: null,
      review_count: 0,
      owner: { id: car.ownerId, kind: 'host', name: 'Тарас Ш.', rating: null, trips: 0, response_time: null, verified: true, url: `/host/${car.ownerId}` },
    });
    expect(uk.schedule['6']).toBeUndefined();
    expect(uk.photos.map((photo) => [photo.is_main, photo.width])).toEqual([
      [true, 1600],
      [false, 1600],
      [false, 1200],
    ]);

    const en = await page(car.slug, 'en');
    expect(en).toMatchObject({ url: `/en/catalog/${city.slug}/${car.slug}`, city: { name: city.nameEn }, specs: { gearbox: { name: 'Automatic' }, fuel_type: { name: 'Petrol' } }, owner: { url: `/en/host/${car.ownerId}` } });
    // No English comment: the Ukrainian one, saying so.
    expect(en.comment).toEqual({ text: 'Чисте авто, дитяче крісло на прохання.', lang: 'uk' });
  });

  it('shows only the approximate place and nothing private: no address, pin, VIN, plate, documents or the owner’s contacts', async () => {
    const city = await createTestCity();
    const car = await richCar(city.id, { certificateSerial: 'CXE', certificateNumber: '654321', ownerFirstName: 'Остап', ownerLastName: 'Вишня' });
    const db = await getDb();
    const [owner] = await db.update(users).set({ phone: `+38067${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}` }).where(eq(users.id, car.ownerId)).returning();
    const data = await page(car.slug);
    expect(Math.abs(data.location.lat - 49.43871)).toBeLessThan(0.01);
    expect(Math.abs(data.location.lng - 32.06213)).toBeLessThan(0.012);
    expect([data.location.lat, data.location.lng]).not.toEqual([49.43871, 32.06213]);
    const text = JSON.stringify(data);
    for (const secret of ['Секретна', '49.43871', '32.06213', car.vin!, car.registrationNumber!, '654321', 'Вишня', 'Остап', owner!.email, owner!.phone!, 'Шевченко']) {
      expect(text, secret).not.toContain(secret);
    }
    for (const key of ['address', 'vin', 'registration_number', 'email', 'phone', 'owner_first_name', 'certificate', '"lat":49.43871']) expect(text).not.toContain(key);
  });

  it('names a company as the owner, with its legal profile', async () => {
    const city = await createTestCity();
    const { user } = await createVerifiedOwner({ role: ROLE.legal, isHost: false, legalVerification: LEGAL_VERIFICATION.verified });
    const db = await getDb();
    await db.insert(companies).values({ userId: user.id, name: 'ТОВ «Прокат Тест»' });
    const car = await createListedCar(city.id, { ownerId: user.id });
    expect((await page(car.slug, 'en')).owner).toMatchObject({ kind: 'company', name: 'ТОВ «Прокат Тест»', url: `/en/legal/${user.id}` });
  });

  it('lists the next six months’ busy periods merged, blocks and bookings alike, never cancelled ones or notes', async () => {
    const city = await createTestCity();
    const car = await createListedCar(city.id);
    await holdCar(car.id, period('2026-12-10T10:00', '2026-12-12T10:00'), { kind: 'booking' });
    // An owner's block right after it: one busy stretch.
    const block = await holdCar(car.id, period('2026-12-12T10:00', '2026-12-14T00:00'));
    const db = await getDb();
    await db.update(carPeriods).set({ note: 'Ремонт коробки' }).where(eq(carPeriods.id, block.id));
    await holdCar(car.id, period('2026-12-20T10:00', '2026-12-22T10:00'), { kind: 'booking', holds: false });
    await holdCar(car.id, period('2027-01-05T00:00', '2027-01-06T00:00'));
    // Beyond six months ahead.
    await holdCar(car.id, period('2027-07-01T00:00', '2027-07-03T00:00'));
    const data = await page(car.slug);
    expect(data.availability.busy).toEqual([
      { start: at('2026-12-10T10:00'), end: at('2026-12-14T00:00'), start_local: '2026-12-10T10:00', end_local: '2026-12-14T00:00' },
      { start: at('2027-01-05T00:00'), end: at('2027-01-06T00:00'), start_local: '2027-01-05T00:00', end_local: '2027-01-06T00:00' },
    ]);
    expect(data.availability.from).toBe(NOW.toISOString());
    expect(JSON.stringify(data)).not.toContain('Ремонт');
  });

  it('answers an old slug with the car under its current slug', async () => {
    const city = await createTestCity();
    const car = await createListedCar(city.id);
    const old = `toyota-old-${unique()}`;
    const db = await getDb();
    await db.insert(carSlugRedirects).values({ slug: old, carId: car.id });
    expect((await page(old)).slug).toBe(car.slug);
  });

  it('is car_not_found (404) for an unknown car and one that is not listed: switched off, under review, draft, rejected or deleted', async () => {
    const city = await createTestCity();
    const cars = await Promise.all([
      createListedCar(city.id, { active: false }),
      createListedCar(city.id, { status: 'pending', active: false }),
      createListedCar(city.id, { status: 'draft', active: false }),
      createListedCar(city.id, { status: 'rejected', active: false }),
      createListedCar(city.id, { deletedAt: new Date() }),
    ]);
    for (const slug of ['no-such-car-1', ...cars.map((car) => car.slug)]) {
      const res = await callRoute<ErrorBody>(carCall, { body: { slug } });
      expect(res.status, slug).toBe(404);
      expect(res.json.error.code).toBe('car_not_found');
    }
    for (const body of [{ slug: 'Не slug' }, { slug: '' }, {}, { slug: 'a', extra: 1 }, { slug: 12 }]) {
      const res = await callRoute<ErrorBody>(carCall, { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('the car page’s address', () => {
  const proxy = createProxy({ guardOf: registryGuard, resolveViewer: async () => null, exists: resourceExists });
  const request = (path: string) => new NextRequest(`http://localhost:3000${path}`, { headers: { 'accept-language': 'uk-UA,uk;q=0.9' } });

  it('serves a listed car, moves an old slug or another city’s address to the current one (301, query kept), and is the 404 page otherwise', async () => {
    const [city, other] = [await createTestCity(), await createTestCity()];
    const car = await createListedCar(city.id);
    const off = await createListedCar(city.id, { active: false });
    const old = `toyota-camry-2020-${unique()}`;
    const db = await getDb();
    await db.insert(carSlugRedirects).values({ slug: old, carId: car.id });

    expect((await proxy(request(`/catalog/${city.slug}/${car.slug}`))).status).toBe(200);
    expect((await proxy(request(`/en/catalog/${city.slug}/${car.slug}?start=2026-12-10`))).status).toBe(200);
    for (const [path, to] of [
      [`/catalog/${city.slug}/${old}?start=2026-12-10&end=2026-12-12`, `/catalog/${city.slug}/${car.slug}?start=2026-12-10&end=2026-12-12`],
      [`/catalog/${other.slug}/${car.slug}`, `/catalog/${city.slug}/${car.slug}`],
      [`/en/catalog/kyiv/${old}`, `/en/catalog/${city.slug}/${car.slug}`],
    ]) {
      const response = await proxy(request(path!));
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(`http://localhost:3000${to}`);
    }
    for (const path of [`/catalog/${city.slug}/${off.slug}`, `/catalog/${city.slug}/no-such-car-9`, `/catalog/${city.slug}/${car.slug}x`]) {
      const response = await proxy(request(path));
      expect(response.status, path).toBe(404);
      expect(response.headers.get('x-middleware-rewrite'), path).toBe('http://localhost:3000/uk/system/not-found');
    }
  });
});

describe('POST /api/catalog/price', () => {
  it('quotes the lines, total and deposit of the pricing function — the same total as the search item for the period', async () => {
    const city = await createTestCity();
    const car = await richCar(city.id);
    // Thursday 10:00 to Monday 14:00.
    const body = { car_id: car.id, start: at('2026-12-10T10:00'), end: at('2026-12-14T14:00') };
    const quote = await quoted(body);
    // 4 days 4 hours: 4 × 150 = 600 < 1 200, so hours; the 3–6 day discount on the days.
    expect(quote).toEqual({
      lines: [
        { kind: 'days', quantity: 4, unit_price: 120_000, amount: 480_000 },
        { kind: 'discount', quantity: 4, unit_price: 10_000, amount: -40_000 },
        { kind: 'hours', quantity: 4, unit_price: 15_000, amount: 60_000 },
      ],
      total: 500_000,
      deposit: { amount: 30_000, currency: 'USD' },
      days: 4,
      hours: 4,
      mode: 'time',
    });
    const found = await callRoute<{ data: TCatalogSearchResult }>(search, { body: { city: city.slug, start: body.start, end: body.end } });
    expect(found.status).toBe(200);
    expect(found.json.data.items.find((item) => item.id === car.id)!.total).toBe(quote.total);

    // 10 days with delivery: one more line, never the deposit.
    const delivered = await quoted({ car_id: car.id, start: at('2026-12-10T10:00'), end: at('2026-12-21T10:00'), delivery: true, lang: 'en' });
    expect(delivered.lines.map((line) => line.kind)).toEqual(['days', 'discount', 'delivery']);
    expect(delivered.total).toBe(11 * 120_000 - 11 * 20_000 + 30_000);
  });

  it('prices free delivery at 0 and refuses delivery of a car that has none (delivery_unavailable)', async () => {
    const city = await createTestCity();
    const free = await createListedCar(city.id, { deliveryOffered: true, deliveryFree: true });
    const none = await createListedCar(city.id, { deliveryOffered: false });
    const dates = { start: at('2026-12-10T10:00'), end: at('2026-12-11T10:00') };
    expect((await quoted({ car_id: free.id, ...dates, delivery: true })).lines).toContainEqual({ kind: 'delivery', quantity: 1, unit_price: 0, amount: 0 });
    await refused({ car_id: none.id, ...dates, delivery: true }, 422, 'delivery_unavailable');
    expect((await quoted({ car_id: none.id, ...dates, delivery: false })).total).toBe(100_000);
  });

  it('answers the booking codes: booking_in_past, 139 (hours, notice), 141, 140', async () => {
    const city = await createTestCity();
    const car = await createListedCar(city.id, { minTermDays: 2, maxTermDays: 5, minNoticeHours: 24 });
    const ask = (start: string, end: string) => ({ car_id: car.id, start: at(start), end: at(end) });
    // Past: the booking code (a start even a minute ago is in the past for a booking).
    const past = await refused(ask('2026-11-30T10:00', '2026-12-03T10:00'), 422, 'booking_in_past');
    expect(past.message).toMatch(/минув/);
    await refused(ask('2026-12-01T09:59', '2026-12-04T10:00'), 422, 'booking_in_past');
    // Outside 08:00–21:00, at either end.
    await refused(ask('2026-12-10T07:30', '2026-12-13T10:00'), 422, '139');
    await refused(ask('2026-12-10T10:00', '2026-12-13T21:30'), 422, '139');
    // Sooner than the 24 hours' notice.
    await refused(ask('2026-12-02T09:00', '2026-12-05T09:00'), 422, '139');
    await refused(ask('2026-12-10T10:00', '2026-12-12T09:30'), 422, '141');
    await refused(ask('2026-12-10T10:00', '2026-12-15T10:30'), 422, '140');
    // The edges are bookable: exactly the notice, the minimum and the maximum.
    expect((await quoted(ask('2026-12-02T10:00', '2026-12-04T10:00'))).total).toBe(200_000);
    expect((await quoted(ask('2026-12-10T10:00', '2026-12-15T10:00'))).days).toBe(5);
  });

  it('answers 125 when a booking or a block holds the car at some moment of the period; back to back and cancelled ones do not', async () => {
    const city = await createTestCity();
    const car = await createListedCar(city.id);
    await holdCar(car.id, period('2026-12-10T10:00', '2026-12-12T10:00'), { kind: 'booking' });
    await holdCar(car.id, period('2026-12-20T00:00', '2026-12-21T00:00'));
    await holdCar(car.id, period('2026-12-15T10:00', '2026-12-17T10:00'), { kind: 'booking', holds: false });
    const ask = (start: string, end: string) => ({ car_id: car.id, start: at(start), end: at(end) });
    const taken = await refused(ask('2026-12-11T10:00', '2026-12-13T10:00'), 409, '125');
    expect(taken.message).toMatch(/заброньовано/);
    await refused(ask('2026-12-19T10:00', '2026-12-20T10:00'), 409, '125');
    expect((await quoted(ask('2026-12-12T10:00', '2026-12-14T10:00'))).total).toBe(200_000);
    expect((await quoted(ask('2026-12-08T10:00', '2026-12-10T10:00'))).total).toBe(200_000);
    expect((await quoted(ask('2026-12-15T10:00', '2026-12-17T10:00'))).total).toBe(200_000);
  });

  it('is car_not_found for an unknown car or one not listed', async () => {
    const city = await createTestCity();
    const off = await createListedCar(city.id, { active: false });
    const dates = { start: at('2026-12-10T10:00'), end: at('2026-12-11T10:00') };
    await refused({ car_id: 2_000_000_000, ...dates }, 404, 'car_not_found');
    await refused({ car_id: off.id, ...dates }, 404, 'car_not_found');
  });

  it.each([
    ['an end before the start', { start: at('2026-12-10T10:00'), end: at('2026-12-09T10:00') }, 'end'],
    ['an end equal to the start', { start: at('2026-12-10T10:00'), end: at('2026-12-10T10:00') }, 'end'],
    ['an impossible date', { start: '2026-02-30T10:00:00+02:00', end: '2026-03-02T10:00:00+02:00' }, 'start'],
    ['a time without an offset', { start: '2026-12-10T10:00:00', end: '2026-12-12T10:00:00' }, 'start'],
    ['a start further ahead than a search allows', { start: at(`${addDays('2026-12-01', CATALOG_LIMITS.aheadDays + 2)}T10:00`), end: at(`${addDays('2026-12-01', CATALOG_LIMITS.aheadDays + 4)}T10:00`) }, 'start'],
    ['a rental longer than a year', { start: at('2026-12-10T10:00'), end: at('2027-12-20T10:00') }, 'end'],
    ['no end', { start: at('2026-12-10T10:00') }, 'end'],
    ['a car id of 0', { car_id: 0, start: at('2026-12-10T10:00'), end: at('2026-12-11T10:00') }, 'car_id'],
    ['a car id as text', { car_id: 'seven', start: at('2026-12-10T10:00'), end: at('2026-12-11T10:00') }, 'car_id'],
    ['delivery as text', { start: at('2026-12-10T10:00'), end: at('2026-12-11T10:00'), delivery: 'yes' }, 'delivery'],
    ['an unknown field', { start: at('2026-12-10T10:00'), end: at('2026-12-11T10:00'), coupon: 'FREE' }, null],
  ])('refuses %s with a clear 422', async (_name, body, field) => {
    const city = await createTestCity();
    const car = await createListedCar(city.id);
    const error = await refused({ car_id: car.id, ...body }, 422, 'validation_failed');
    if (field) expect(error.fields, JSON.stringify(error)).toHaveProperty(field);
  });
});
