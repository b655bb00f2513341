import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { TCarView } from '@/lib/cars/car-view';
import { AppError } from '@/lib/errors/app-error';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { carPhotos, type User } from '@/lib/server/db/schema';
import { lockManagedCar } from './car-access';
import { recordPhotoChange } from './car-photo-change';
import { carView, photosOf } from './car-view';

/**
 * Puts a car's photos in the order given: `photoIds` must be exactly the car's photo ids, each
 * once (a list from a stale page — a photo added or deleted since — is refused at `photo_ids`
 * rather than guessed at). Shows the same photos, so an approved car stays approved.
 */
export async function reorderCarPhotos(actor: User, carId: number, photoIds: number[], locale: 'uk' | 'en' = 'uk'): Promise<TCarView> {
  return inTransaction(async () => {
    const car = await lockManagedCar(actor, carId);
    const photos = await photosOf(car.id);
    const ids = new Set(photos.map((photo) => photo.id));
    const permutation = photoIds.length === photos.length && new Set(photoIds).size === photoIds.length && photoIds.every((id) => ids.has(id));
    if (!permutation) throw new AppError('validation_failed', { fields: { photo_ids: { key: 'photosChanged' } } });
    // Same order twice (a double drop): nothing to record.
    if (photoIds.every((id, index) => photos[index]!.id === id && photos[index]!.position === index)) return carView(car, locale);
    const db = await getDb();
    const position = sql.join(
      photoIds.map((id, index) => sql`when ${id} then ${index}`),
      sql` `,
    );
    await db
      .update(carPhotos)
      .set({ position: sql`(case ${carPhotos.id} ${position} end)::smallint` })
      .where(eq(carPhotos.carId, car.id));
    return carView(await recordPhotoChange(actor, car, 'photos_reordered', { photos: photoIds }), locale);
  });
}

/**
 * Makes one of a car's photos its main one (the catalog's picture). The previous main is cleared
 * first and the new one set after, in the car's lock: the "one main per car" unique index is
 * checked row by row, so a single `set is_main = (id = …)` fails whenever the new main's row comes
 * before the old one's. A photo of another car is `not_found`. Never sends a car back to moderation.
 */
export async function setMainCarPhoto(actor: User, carId: number, photoId: number, locale: 'uk' | 'en' = 'uk'): Promise<TCarView> {
  return inTransaction(async () => {
    const car = await lockManagedCar(actor, carId);
    const photos = await photosOf(car.id);
    const photo = photos.find((candidate) => candidate.id === photoId);
    if (!photo) throw new AppError('not_found');
    if (photo.isMain) return carView(car, locale);
    const db = await getDb();
    await db
      .update(carPhotos)
      .set({ isMain: false })
      .where(and(eq(carPhotos.carId, car.id), eq(carPhotos.isMain, true), ne(carPhotos.id, photoId)));
    await db.update(carPhotos).set({ isMain: true }).where(and(eq(carPhotos.id, photoId), eq(carPhotos.carId, car.id)));
    return carView(await recordPhotoChange(actor, car, 'main_photo_set', { photo: photoId }), locale);
  });
}
