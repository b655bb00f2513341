import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { OPEN_STATUSES } from '@/lib/bookings/status';
import { AppError } from '@/lib/errors/app-error';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { bookings, carPhotos, cars, type User } from '@/lib/server/db/schema';
import { REMOVE_FILES_JOB } from '@/lib/server/jobs/job-names';
import { scheduleJob } from '@/lib/server/jobs/schedule-job';
import { imageRefs } from '@/lib/server/media/image-refs';
import { lockManagedCar } from './car-access';
import { recordCarEvent } from './car-events';

/**
 * Deletes a listing softly: it leaves the catalog and the owner's list, its VIN and plate are free
 * for a new listing, and everything that points at it (bookings, reviews) still finds it; booking
 * it answers "Car deleted". A car that was submitted keeps its photos (past bookings and the
 * operators' record show them); one never submitted has no such readers, so its photos go, files
 * included (removed by the job once this commits) — nobody can grow the public storage by
 * uploading to drafts and deleting them.
 */
export async function deleteCar(actor: User, carId: number): Promise<void> {
  await inTransaction(async () => {
    const car = await lockManagedCar(actor, carId);
    const db = await getDb();
    // Its renters hold bookings: those are cancelled (and refunded) first, never dropped with the car.
    const [open] = await db.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.carId, car.id), inArray(bookings.status, [...OPEN_STATUSES]))).limit(1);
    if (open) throw new AppError('car_has_bookings');
    await db.update(cars).set({ deletedAt: new Date(), active: false, updatedAt: new Date() }).where(eq(cars.id, car.id));
    if (car.submittedAt === null) {
      const photos = await db.delete(carPhotos).where(eq(carPhotos.carId, car.id)).returning({ file: carPhotos.file });
      if (photos.length) await scheduleJob(REMOVE_FILES_JOB, { payload: { keys: photos.flatMap((photo) => imageRefs(photo.file)) } });
    }
    await recordCarEvent(car.id, actor.id, 'deleted');
  });
}
