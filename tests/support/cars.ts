import { and, eq } from 'drizzle-orm';
import { LEGAL_VERIFICATION, ROLE } from '@/lib/auth/viewer';
import { getDb } from '@/lib/server/db/client';
import { carBrands, carModels, carPhotos, cities, type NewUser } from '@/lib/server/db/schema';
import { seedBrandsAndModels, seedCitiesTable } from '@/lib/server/db/seed/seed-places-and-brands';
import { CAR_DETAILS } from './car-view';
import { createSignedInUser, unique } from './factories';

/** Brand, model and city ids from the reference tables (seeded once per database). */
export async function carRefs() {
  const db = await getDb();
  let [brand] = await db.select().from(carBrands).where(eq(carBrands.slug, 'toyota'));
  if (!brand) {
    await seedCitiesTable(db);
    await seedBrandsAndModels(db);
    [brand] = await db.select().from(carBrands).where(eq(carBrands.slug, 'toyota'));
  }
  const [model] = await db.select().from(carModels).where(and(eq(carModels.brandId, brand!.id), eq(carModels.slug, 'camry')));
  const [other] = await db.select().from(carModels).where(and(eq(carModels.brandId, brand!.id), eq(carModels.slug, 'corolla')));
  const [city] = await db.select().from(cities).where(eq(cities.slug, 'kyiv'));
  return { brandId: brand!.id, modelId: model!.id, otherModelId: other!.id, cityId: city!.id };
}

/** A host (or company) verified to list cars, with a session. */
export function createVerifiedOwner(overrides: Partial<NewUser> = {}) {
  return createSignedInUser({ role: ROLE.host, isHost: true, legalVerification: LEGAL_VERIFICATION.verified, emailVerifiedAt: new Date(), phoneVerifiedAt: new Date(), ...overrides });
}

let plateSeq = 1000 + Math.floor(Math.random() * 8000);
const VIN_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** A European-style VIN (no check digit is enforced for W…), different every call. */
export function randomVin(): string {
  let tail = '';
  for (let i = 0; i < 11; i += 1) tail += VIN_LETTERS[Math.floor(Math.random() * VIN_LETTERS.length)];
  return `WVW${'ZZZ'}${tail}`;
}

/** A complete car form (what moderation needs, apart from photos), unique VIN and plate. */
export async function completeCarForm(overrides: Record<string, unknown> = {}) {
  const refs = await carRefs();
  plateSeq = plateSeq >= 9999 ? 1000 : plateSeq + 1;
  return {
    brand_id: refs.brandId,
    model_id: refs.modelId,
    year: 2021,
    vin: randomVin(),
    mileage: 42000,
    gearbox: 'automatic',
    fuel_type: 'hybrid',
    engine_capacity: 2.5,
    fuel_consumption: 5.4,
    doors: 4,
    seats: 5,
    is_taxi: false,
    color: 'Білий',
    registration_number: `AA${plateSeq}KX`,
    certificate_serial: 'СХЕ',
    certificate_number: String(100000 + Math.floor(Math.random() * 899999)),
    ...CAR_DETAILS,
    city_id: refs.cityId,
    ...overrides,
  };
}

/** Photo rows for a car (the upload pipeline is tested on its own): `count` more photos after its others, the first main when it has none. */
export async function addPhotoRows(carId: number, count = 4) {
  const db = await getDb();
  const existing = await db.select({ isMain: carPhotos.isMain }).from(carPhotos).where(eq(carPhotos.carId, carId));
  const needsMain = !existing.some((photo) => photo.isMain);
  return db
    .insert(carPhotos)
    .values(Array.from({ length: count }, (_, index) => ({ carId, file: `/cars/${unique()}-${index}.webp`, position: existing.length + index, isMain: needsMain && index === 0, width: 1600, height: 1067 })))
    .returning();
}
