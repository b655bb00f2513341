import 'server-only';
import { eq } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import { getDb } from '@/lib/server/db/client';
import { type Car, cars, type User } from '@/lib/server/db/schema';

/** Whether `actor` may see and change `car`: its owner, or an operator. */
export const mayManage = (actor: User, car: Pick<Car, 'ownerId'>) => car.ownerId === actor.id || (actor.isStaff && !actor.deletedAt);

/**
 * The car `actor` manages, locked for the rest of the open transaction (call inside
 * inTransaction), so a check on its state and the write that follows are one step. Another
 * owner's car answers exactly as a missing one (`not_found`): ids are not a way to probe. A
 * deleted car answers `car_deleted` (spec §8 "Car deleted").
 */
export async function lockManagedCar(actor: User, carId: number): Promise<Car> {
  const db = await getDb();
  const [car] = await db.select().from(cars).where(eq(cars.id, carId)).for('update');
  if (!car || !mayManage(actor, car)) throw new AppError('not_found');
  if (car.deletedAt) throw new AppError('car_deleted');
  return car;
}

/** The car `actor` manages, without a lock (reads). */
export async function readManagedCar(actor: User, carId: number): Promise<Car> {
  const db = await getDb();
  const [car] = await db.select().from(cars).where(eq(cars.id, carId));
  if (!car || !mayManage(actor, car)) throw new AppError('not_found');
  if (car.deletedAt) throw new AppError('car_deleted');
  return car;
}
