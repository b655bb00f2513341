import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { type Car, carPhotos, cars, type User } from '@/lib/server/db/schema';
import { assertCanListCar } from '@/lib/server/verification/gates';
import { getVerificationState } from '@/lib/server/verification/verification-state';
import { type CarEvent, recordCarEvent } from './car-events';
import { backToModerationColumns } from './back-to-moderation';

/**
 * Whether a change of the photo set (adding or deleting) sends the car back to moderation: the
 * photos are what the catalog shows, so on an approved car its owner's change is checked again
 * (docs/cars.md "Edits and moderation"); an operator's change never is. Sending a car back is a
 * submission, so it needs a verified owner (spec §8), refused before anything changes.
 * Reordering and choosing the main photo show the same photos and never send a car back.
 */
export async function photoSetChangeSendsBack(actor: User, car: Car): Promise<boolean> {
  if (car.status !== 'approved' || car.ownerId !== actor.id) return false;
  assertCanListCar(actor, await getVerificationState(actor));
  return true;
}

/**
 * Records a photo change on the car, in the caller's transaction: its `updated_at`, the trip back
 * to the queue when `backToModeration` (pending, off the catalog, submitted now; event
 * `resubmitted`), else the event of the change itself. Returns the saved car.
 */
export async function recordPhotoChange(actor: User, car: Car, event: CarEvent, details: Record<string, unknown>, backToModeration = false): Promise<Car> {
  const db = await getDb();
  const [saved] = await db
    .update(cars)
    .set({ ...(backToModeration ? backToModerationColumns() : {}), updatedAt: new Date() })
    .where(eq(cars.id, car.id))
    .returning();
  await recordCarEvent(car.id, actor.id, backToModeration ? 'resubmitted' : event, { details });
  return saved!;
}

/** Numbers the car's photos 0, 1, 2… in their current order (after a deletion left a gap). */
export async function compactPositions(carId: number): Promise<void> {
  const db = await getDb();
  await db.execute(sql`
    update ${carPhotos} set position = ordered.rank - 1
    from (select id, row_number() over (order by position, id) as rank from ${carPhotos} where car_id = ${carId}) as ordered
    where ${carPhotos.id} = ordered.id and ${carPhotos.position} <> ordered.rank - 1`);
}
