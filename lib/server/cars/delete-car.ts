import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { cars, type User } from '@/lib/server/db/schema';
import { lockManagedCar } from './car-access';
import { recordCarEvent } from './car-events';

/**
 * Deletes a listing softly: it leaves the catalog and the owner's list, its VIN and plate are free
 * for a new listing, and everything that points at it (bookings, reviews) still finds it; booking
 * it answers "Car deleted". Photos stay (past bookings show them).
 */
export async function deleteCar(actor: User, carId: number): Promise<void> {
  await inTransaction(async () => {
    const car = await lockManagedCar(actor, carId);
    const db = await getDb();
    await db.update(cars).set({ deletedAt: new Date(), active: false, updatedAt: new Date() }).where(eq(cars.id, car.id));
    await recordCarEvent(car.id, actor.id, 'deleted');
  });
}
