import { getDb } from '@/lib/server/db/client';
import { carPeriods, carPhotos, cars, cities, type NewCar } from '@/lib/server/db/schema';
import { formatTstzrange, type Period } from '@/lib/cars/periods';
import { carRefs, createVerifiedOwner, randomVin } from './cars';
import { unique } from './factories';

/**
 * A city of its own for one test, so the test's search sees only the cars it listed there
 * (every test makes its own data; other tests list cars in Kyiv at the same time).
 */
export async function createTestCity(overrides: { lat?: number; lng?: number } = {}) {
  const db = await getDb();
  const slug = `test-${unique()}`;
  const [city] = await db
    .insert(cities)
    .values({ slug, nameUk: `Тестове ${slug}`, nameEn: `Test ${slug}`, regionUk: 'Тестова область', regionEn: 'Test region', lat: overrides.lat ?? 49, lng: overrides.lng ?? 32, sort: 1000 })
    .returning();
  return city!;
}

let plate = 1000 + Math.floor(Math.random() * 8000);

/**
 * A listed car (approved, switched on) inserted whole, with a main photo: the catalog reads rows,
 * so the wizard and moderation (tested on their own) are not walked for each of the dozens of cars
 * a search test needs. Defaults: 1 000 UAH a day, every day 08:00–21:00, terms 1–30 days.
 */
export async function createListedCar(cityId: number, overrides: Partial<NewCar> = {}) {
  const db = await getDb();
  const refs = await carRefs();
  const ownerId = overrides.ownerId ?? (await createVerifiedOwner()).user.id;
  plate = plate >= 9999 ? 1000 : plate + 1;
  const [car] = await db
    .insert(cars)
    .values({
      ownerId,
      slug: `test-car-${unique()}`,
      status: 'approved',
      active: true,
      brandId: refs.brandId,
      modelId: refs.modelId,
      year: 2021,
      vin: randomVin(),
      mileage: 42_000,
      gearbox: 'automatic',
      fuelType: 'petrol',
      seats: 5,
      doors: 4,
      registrationNumber: `TT${plate}XX`,
      cityId,
      address: 'вул. Тестова, 1',
      lat: 49.0001,
      lng: 32.0001,
      minTermDays: 1,
      maxTermDays: 30,
      pricePerDayKop: 100_000,
      deliveryOffered: false,
      depositMinor: 0,
      depositCurrency: 'UAH',
      ...overrides,
    })
    .returning();
  await db.insert(carPhotos).values({ carId: car!.id, file: `/cars/${unique()}.webp`, position: 0, isMain: true, width: 1600, height: 1067 });
  return car!;
}

/** A period that holds a car (an owner's block; bookings share the table and the rule). */
export async function holdCar(carId: number, period: Period, options: { kind?: 'block' | 'booking'; holds?: boolean } = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(carPeriods)
    .values({ carId, period: formatTstzrange(period), kind: options.kind ?? 'block', holds: options.holds ?? true })
    .returning();
  return row!;
}
