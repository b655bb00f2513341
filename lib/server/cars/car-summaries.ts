import 'server-only';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { ROLE } from '@/lib/auth/viewer';
import type { TCarSummary } from '@/lib/cars/car-summary';
import { type CarStatus, carTitle } from '@/lib/cars/car-view';
import { fromKopiyky } from '@/lib/cars/money';
import { getDb } from '@/lib/server/db/client';
import { carBrands, carModels, carPhotos, cars, type User } from '@/lib/server/db/schema';

/**
 * The account state's `cars` (spec §3): a host's or company's own cars, newest first, deleted ones
 * left out; null for renters, who list none. One query (get-user runs on every app start): the
 * title's names and the main photo only, not the full views.
 */
export async function carSummariesOf(user: User): Promise<TCarSummary[] | null> {
  if (user.role !== ROLE.host && user.role !== ROLE.legal) return null;
  const db = await getDb();
  const rows = await db
    .select({ id: cars.id, slug: cars.slug, status: cars.status, active: cars.active, year: cars.year, pricePerDayKop: cars.pricePerDayKop, brand: carBrands.name, model: carModels.name, mainPhoto: carPhotos.file })
    .from(cars)
    .leftJoin(carBrands, eq(carBrands.id, cars.brandId))
    .leftJoin(carModels, eq(carModels.id, cars.modelId))
    .leftJoin(carPhotos, and(eq(carPhotos.carId, cars.id), eq(carPhotos.isMain, true)))
    .where(and(eq(cars.ownerId, user.id), isNull(cars.deletedAt)))
    .orderBy(desc(cars.createdAt), desc(cars.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: carTitle(row.brand, row.model, row.year),
    status: row.status as CarStatus,
    active: row.active,
    main_photo: row.mainPhoto,
    price_per_day: row.pricePerDayKop === null ? null : fromKopiyky(row.pricePerDayKop),
  }));
}
