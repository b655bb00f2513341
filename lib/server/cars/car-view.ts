import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { carTitle, type TCarView } from '@/lib/cars/car-view';
import { getDb } from '@/lib/server/db/client';
import { type Car, carBrands, carModels, carPhotos, cities } from '@/lib/server/db/schema';
import { fieldsOfRow } from './car-columns';

/** The cars as their owner (or an operator) sees them, in the order given: fields, names, photos. */
export async function carViews(rows: Car[], locale: 'uk' | 'en' = 'uk'): Promise<TCarView[]> {
  if (!rows.length) return [];
  const db = await getDb();
  const ids = rows.map((car) => car.id);
  const brandIds = [...new Set(rows.map((car) => car.brandId).filter((id): id is number => id !== null))];
  const modelIds = [...new Set(rows.map((car) => car.modelId).filter((id): id is number => id !== null))];
  const cityIds = [...new Set(rows.map((car) => car.cityId).filter((id): id is number => id !== null))];
  // One after another: inside a transaction they share one connection, which runs one query at a time
  // (pg warns about queries queued on a busy client).
  const photos = await db.select().from(carPhotos).where(inArray(carPhotos.carId, ids)).orderBy(asc(carPhotos.carId), asc(carPhotos.position), asc(carPhotos.id));
  const brands = brandIds.length ? await db.select().from(carBrands).where(inArray(carBrands.id, brandIds)) : [];
  const models = modelIds.length ? await db.select().from(carModels).where(inArray(carModels.id, modelIds)) : [];
  const places = cityIds.length ? await db.select().from(cities).where(inArray(cities.id, cityIds)) : [];
  const brandName = new Map(brands.map((brand) => [brand.id, brand.name]));
  const modelName = new Map(models.map((model) => [model.id, model.name]));
  const cityName = new Map(places.map((city) => [city.id, locale === 'en' ? city.nameEn : city.nameUk]));
  return rows.map((car) => {
    const brand = car.brandId ? (brandName.get(car.brandId) ?? null) : null;
    const model = car.modelId ? (modelName.get(car.modelId) ?? null) : null;
    return {
      id: car.id,
      slug: car.slug,
      status: car.status as TCarView['status'],
      active: car.active,
      deleted: car.deletedAt !== null,
      rejection_reason: car.rejectionReason,
      owner_id: car.ownerId,
      title: carTitle(brand, model, car.year),
      brand_name: brand,
      model_name: model,
      city_name: car.cityId ? (cityName.get(car.cityId) ?? null) : null,
      ...fieldsOfRow(car),
      photos: photos.filter((photo) => photo.carId === car.id).map((photo) => ({ id: photo.id, file: photo.file, is_main: photo.isMain, width: photo.width, height: photo.height })),
      submitted_at: car.submittedAt?.toISOString() ?? null,
      created_at: car.createdAt.toISOString(),
      updated_at: car.updatedAt.toISOString(),
    };
  });
}

export async function carView(car: Car, locale: 'uk' | 'en' = 'uk'): Promise<TCarView> {
  return (await carViews([car], locale))[0]!;
}

/** The photos of a car in display order (what submission checks). */
export async function photosOf(carId: number) {
  const db = await getDb();
  return db.select().from(carPhotos).where(eq(carPhotos.carId, carId)).orderBy(asc(carPhotos.position), asc(carPhotos.id));
}
