import 'server-only';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TCarView } from '@/lib/cars/car-view';
import { getDb } from '@/lib/server/db/client';
import { cars, type User } from '@/lib/server/db/schema';
import { assertOwnerAccount } from '@/lib/server/verification/gates';
import { readManagedCar } from './car-access';
import { carView, carViews } from './car-view';

/** The owner's cars, newest first (a company: its whole fleet), deleted ones left out. */
export async function listOwnCars(actor: User, locale: 'uk' | 'en' = 'uk'): Promise<TCarView[]> {
  assertOwnerAccount(actor);
  const db = await getDb();
  const rows = await db.select().from(cars).where(and(eq(cars.ownerId, actor.id), isNull(cars.deletedAt))).orderBy(desc(cars.createdAt), desc(cars.id));
  return carViews(rows, locale);
}

/** One car its owner (or an operator) manages. */
export async function getManagedCar(actor: User, carId: number, locale: 'uk' | 'en' = 'uk'): Promise<TCarView> {
  return carView(await readManagedCar(actor, carId), locale);
}
