import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { carEvents, carPeriods, carPhotos, cars, cities } from '@/lib/server/db/schema';
import { imageRefs } from '@/lib/server/media/image-refs';

/**
 * A deleted account's cars (inside the deletion's transaction): every listing leaves the catalog
 * (soft-deleted, as the owner's own delete does, so bookings still find it), and what names or
 * locates the person goes: the owner's name and registration certificate on the car, the notes on
 * their calendar blocks, and the pin — which may be their home — moved to the centre of the car's
 * city. The car's own description (make, VIN, plate, photos) stays for past renters' records;
 * the photos of cars never submitted go (returned: the stored files to remove after commit).
 */
export async function eraseOwnerCars(ownerId: number, now: Date): Promise<string[]> {
  const db = await getDb();
  const owned = await db.select({ id: cars.id, deletedAt: cars.deletedAt, submittedAt: cars.submittedAt }).from(cars).where(eq(cars.ownerId, ownerId));
  if (!owned.length) return [];
  const ids = owned.map((car) => car.id);
  await db
    .update(cars)
    .set({
      active: false,
      deletedAt: sql`coalesce(${cars.deletedAt}, ${now.toISOString()}::timestamptz)`,
      ownerFirstName: null,
      ownerLastName: null,
      certificateSerial: null,
      certificateNumber: null,
      address: null,
      lat: sql`coalesce((select ${cities.lat} from ${cities} where ${cities.id} = ${cars.cityId}), ${cars.lat})`,
      lng: sql`coalesce((select ${cities.lng} from ${cities} where ${cities.id} = ${cars.cityId}), ${cars.lng})`,
      updatedAt: now,
    })
    .where(inArray(cars.id, ids));
  await db.update(carPeriods).set({ note: null }).where(inArray(carPeriods.carId, ids));
  const live = owned.filter((car) => car.deletedAt === null).map((car) => car.id);
  if (live.length) await db.insert(carEvents).values(live.map((carId) => ({ carId, actorId: null, event: 'deleted', reason: 'account deleted', createdAt: now })));
  // As the owner's own delete does (delete-car.ts): a car never submitted has no one to show its photos to.
  const unseen = owned.filter((car) => car.submittedAt === null).map((car) => car.id);
  const photos = unseen.length ? await db.delete(carPhotos).where(inArray(carPhotos.carId, unseen)).returning({ file: carPhotos.file }) : [];
  return photos.flatMap((photo) => imageRefs(photo.file));
}
