import 'server-only';
import { eq } from 'drizzle-orm';
import type { TCarView } from '@/lib/cars/car-view';
import { AppError } from '@/lib/errors/app-error';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { cars, type User } from '@/lib/server/db/schema';
import { assertCanListCar } from '@/lib/server/verification/gates';
import { getVerificationState } from '@/lib/server/verification/verification-state';
import { lockManagedCar } from './car-access';
import { formOfRow } from './car-columns';
import { recordCarEvent } from './car-events';
import { assertComplete } from './save-car';
import { carView, photosOf } from './car-view';

/**
 * Sends a draft (or a rejected car, corrected) to moderation: only its owner, verified (spec §8
 * "Please complete verification to add or activate a car"), with every field and 4+ photos with
 * one main (the shared submission schema, so the messages are the wizard's).
 */
export async function submitCar(actor: User, carId: number, locale: 'uk' | 'en' = 'uk'): Promise<TCarView> {
  return inTransaction(async () => {
    const car = await lockManagedCar(actor, carId);
    if (car.ownerId !== actor.id) throw new AppError('not_found');
    assertCanListCar(actor, await getVerificationState(actor));
    if (car.status === 'pending') throw new AppError('car_under_review');
    if (car.status === 'approved') throw new AppError('car_state');
    assertComplete(car, formOfRow(car, await photosOf(car.id)));
    const db = await getDb();
    const [saved] = await db.update(cars).set({ status: 'pending', rejectionReason: null, submittedAt: new Date(), updatedAt: new Date() }).where(eq(cars.id, car.id)).returning();
    await recordCarEvent(car.id, actor.id, 'submitted');
    return carView(saved!, locale);
  });
}
