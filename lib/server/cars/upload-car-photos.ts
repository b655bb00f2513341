import 'server-only';
import { CAR_LIMITS } from '@/lib/cars/car-fields';
import { PHOTOS_PER_UPLOAD } from '@/lib/cars/car-photos';
import type { TCarView } from '@/lib/cars/car-view';
import { AppError } from '@/lib/errors/app-error';
import { MAX_IMAGE_BYTES } from '@/lib/media/image-sizes';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { carPhotos, type User } from '@/lib/server/db/schema';
import { REMOVE_FILES_JOB } from '@/lib/server/jobs/job-names';
import { scheduleJob } from '@/lib/server/jobs/schedule-job';
import { log } from '@/lib/server/log';
import { imageRefs } from '@/lib/server/media/image-refs';
import { type StoredImage, storeImage } from '@/lib/server/media/images';
import { consume, type Limit } from '@/lib/server/security/rate-limit';
import { lockManagedCar, readManagedCar } from './car-access';
import { photoSetChangeSendsBack, recordPhotoChange } from './car-photo-change';
import { carView, photosOf } from './car-view';

/**
 * Photos uploaded per account and hour (each file counts, however many a call carries: re-encoding
 * them is the slow part). A company listing 20 cars an hour at 20 photos each stays below; a script
 * filling the storage or the CPU does not.
 */
export const CAR_PHOTO_UPLOAD_LIMIT: Limit = { bucket: 'car-photos:account', max: 400, windowMs: 60 * 60_000 };

const tooMany = () => new AppError('validation_failed', { fields: { photos: { key: 'photosMax', params: { count: CAR_LIMITS.photos.max } } } });

/** One photo through the image pipeline; a refusal names the file's place in the call (`photos.2`). */
async function storeCarPhoto(data: Buffer, index: number): Promise<StoredImage> {
  try {
    return await storeImage(data, 'cars');
  } catch (error) {
    const message = error instanceof AppError ? error.fields?.file : undefined;
    if (error instanceof AppError && message) throw new AppError(error.code, { params: error.params, fields: { [`photos.${index}`]: message }, cause: error });
    throw error;
  }
}

/** Queues the removal of files no row will point at (a refused or failed upload). */
async function discard(images: StoredImage[]): Promise<void> {
  if (!images.length) return;
  try {
    await scheduleJob(REMOVE_FILES_JOB, { payload: { keys: images.flatMap((image) => imageRefs(image.file)) } });
  } catch (error) {
    // The upload's own error is what the caller must see; the files are only orphans.
    log.error({ err: error, files: images.map((image) => image.file) }, 'could not queue the removal of unused car photos');
  }
}

/**
 * Adds photos to a car the actor manages (owner or operator), after the ones it has: 1 to
 * PHOTOS_PER_UPLOAD files a call, at most CAR_LIMITS.photos.max (20) in all. Each file goes through
 * the image pipeline (type read from the content, EXIF removed, re-encoded, size-limited) before
 * the transaction, so the slow work holds no lock; the rows are then added in one transaction under
 * the car's lock, the first one main when the car has none. Files of a call that fails are removed
 * again by the job. Adding photos to an approved car sends it back to moderation (its owner, verified).
 */
export async function uploadCarPhotos(actor: User, carId: number, files: Buffer[], locale: 'uk' | 'en' = 'uk'): Promise<TCarView> {
  if (!files.length) throw new AppError('validation_failed', { fields: { photos: { key: 'required' } } });
  if (files.length > PHOTOS_PER_UPLOAD) throw new AppError('validation_failed', { fields: { photos: { key: 'photosPerUpload', params: { count: PHOTOS_PER_UPLOAD } } } });
  if (files.some((data) => data.byteLength > MAX_IMAGE_BYTES)) throw new AppError('payload_too_large');
  await consume(CAR_PHOTO_UPLOAD_LIMIT, String(actor.id), new Date(), files.length);
  // The cheap refusals come before the slow work: nobody makes the server encode what it won't keep.
  const car = await readManagedCar(actor, carId);
  if ((await photosOf(car.id)).length + files.length > CAR_LIMITS.photos.max) throw tooMany();
  await photoSetChangeSendsBack(actor, car);

  const stored: StoredImage[] = [];
  try {
    for (const [index, data] of files.entries()) stored.push(await storeCarPhoto(data, index));
    return await inTransaction(async () => {
      const locked = await lockManagedCar(actor, carId);
      const existing = await photosOf(locked.id);
      if (existing.length + stored.length > CAR_LIMITS.photos.max) throw tooMany();
      const backToModeration = await photoSetChangeSendsBack(actor, locked);
      const next = existing.reduce((position, photo) => Math.max(position, photo.position + 1), 0);
      const needsMain = !existing.some((photo) => photo.isMain);
      const db = await getDb();
      const added = await db
        .insert(carPhotos)
        .values(stored.map((image, index) => ({ carId: locked.id, file: image.file, width: image.width, height: image.height, position: next + index, isMain: needsMain && index === 0 })))
        .returning({ id: carPhotos.id });
      const saved = await recordPhotoChange(actor, locked, 'photos_added', { photos: { added: added.map((row) => row.id) } }, backToModeration);
      return carView(saved, locale);
    });
  } catch (error) {
    await discard(stored);
    throw error;
  }
}
