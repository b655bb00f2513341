import 'server-only';
import { ROLE } from '@/lib/auth/viewer';
import type { TCarSummary } from '@/lib/cars/car-summary';
import type { User } from '@/lib/server/db/schema';
import { listOwnCars } from './list-own-cars';

/**
 * The account state's `cars` (spec §3): a host's or company's own cars, newest first, deleted ones
 * left out; null for renters, who list none.
 */
export async function carSummariesOf(user: User, locale: 'uk' | 'en'): Promise<TCarSummary[] | null> {
  if (user.role !== ROLE.host && user.role !== ROLE.legal) return null;
  const cars = await listOwnCars(user, locale);
  return cars.map((car) => ({
    id: car.id,
    slug: car.slug,
    title: car.title,
    status: car.status,
    active: car.active,
    main_photo: car.photos.find((photo) => photo.is_main)?.file ?? null,
    price_per_day: car.price_per_day,
  }));
}
