import 'server-only';
import { and, eq } from 'drizzle-orm';
import { CAR_LIMITS } from '@/lib/cars/car-fields';
import type { TCarView } from '@/lib/cars/car-view';
import { AppError } from '@/lib/errors/app-error';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { carPhotos, type User } from '@/lib/server/db/schema';
import { REMOVE_FILES_JOB } from '@/lib/server/jobs/job-names';
import { scheduleJob } from '@/lib/server/jobs/schedule-job';
import { imageRefs } from '@/lib/server/media/image-refs';
import { lockManagedCar } from './car-access';
import { compactPositions, photoSetChangeSendsBack, recordPhotoChange } from './car-photo-change';
import { carView, photosOf } from './car-view';

/**
 * Deletes one of a car's photos: the rest close ranks, the first of them becomes main if the
 * deleted one was, and its files (every size) are removed by the job once the deletion commits.
 * A car under review or approved keeps at least CAR_LIMITS.photos.min (4). A photo of another car
 * is `not_found`. Deleting from an approved car sends it back to moderation (its owner, verified).
 */
export async function deleteCarPhoto(actor: User, carId: number, photoId: number, locale: 'uk' | 'en' = 'uk'): Promise<TCarView> {
  return inTransaction(async () => {
    const car = await lockManagedCar(actor, carId);
    const photos = await photosOf(car.id);
    const photo = photos.find((candidate) => candidate.id === photoId);
    if (!photo) throw new AppError('not_found');
    const { min } = CAR_LIMITS.photos;
    if ((car.status === 'pending' || car.status === 'approved') && photos.length - 1 < min) {
      throw new AppError('validation_failed', { fields: { photos: { key: 'photosMin', params: { count: min } } } });
    }
    const backToModeration = await photoSetChangeSendsBack(actor, car);
    const db = await getDb();
    await db.delete(carPhotos).where(and(eq(carPhotos.id, photo.id), eq(carPhotos.carId, car.id)));
    const next = photos.find((candidate) => candidate.id !== photo.id);
    if (photo.isMain && next) await db.update(carPhotos).set({ isMain: true }).where(eq(carPhotos.id, next.id));
    await compactPositions(car.id);
    await scheduleJob(REMOVE_FILES_JOB, { payload: { keys: imageRefs(photo.file) } });
    const saved = await recordPhotoChange(actor, car, 'photo_deleted', { photos: { deleted: [photo.id] } }, backToModeration);
    return carView(saved, locale);
  });
}
