import 'server-only';
import { eq } from 'drizzle-orm';
import type { TCarView } from '@/lib/cars/car-view';
import { AppError } from '@/lib/errors/app-error';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { cars, type User } from '@/lib/server/db/schema';
import { assertCanListCar } from '@/lib/server/verification/gates';
import { getVerificationState } from '@/lib/server/verification/verification-state';
import { lockManagedCar } from './car-access';
import { recordCarEvent } from './car-events';
import { carView } from './car-view';

/**
 * The owner's switch on an approved car: on, it is in the catalog and can be booked; off, it is
 * hidden and its bookings stay as they are. Switching on needs a verified owner (spec §4, §8); an
 * operator may switch a car off but never on for someone. Switching to the state it is in is a
 * no-op (a double click does not fail).
 */
export async function setCarActive(actor: User, carId: number, active: boolean, locale: 'uk' | 'en' = 'uk'): Promise<TCarView> {
  return inTransaction(async () => {
    const car = await lockManagedCar(actor, carId);
    if (active && car.ownerId !== actor.id) throw new AppError('forbidden');
    if (active) assertCanListCar(actor, await getVerificationState(actor));
    if (car.status !== 'approved') throw new AppError(car.status === 'pending' ? 'car_under_review' : 'car_not_approved');
    if (car.active === active) return carView(car, locale);
    const db = await getDb();
    const [saved] = await db.update(cars).set({ active, updatedAt: new Date() }).where(eq(cars.id, car.id)).returning();
    await recordCarEvent(car.id, actor.id, active ? 'activated' : 'deactivated');
    return carView(saved!, locale);
  });
}
