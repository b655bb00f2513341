import 'server-only';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import { carTitle } from '@/lib/cars/car-view';
import { getDb } from '@/lib/server/db/client';
import { bookings, carBrands, carModels, cars, reviews, type User } from '@/lib/server/db/schema';

/** How long after a trip the renter is still reminded to review it. */
export const REVIEW_REMINDER_DAYS = 30;

/**
 * The completed trip the renter is to be asked about on this visit (spec §4 "Status 13 forces the
 * reviewed-status call"): the latest one of the last 30 days they have neither reviewed nor
 * dismissed, or null. One indexed query, run by the layout for signed-in renters.
 */
export async function pendingReviewFor(user: User | null, now = new Date()): Promise<{ bookingId: number; car: string } | null> {
  if (!user || user.deletedAt) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: bookings.id, brand: carBrands.name, model: carModels.name, year: cars.year })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .leftJoin(carBrands, eq(carBrands.id, cars.brandId))
    .leftJoin(carModels, eq(carModels.id, cars.modelId))
    .where(
      and(
        eq(bookings.renterId, user.id),
        eq(bookings.status, BOOKING_STATUS.completed),
        isNull(bookings.reviewDismissedAt),
        gte(bookings.closedAt, new Date(now.getTime() - REVIEW_REMINDER_DAYS * 86_400_000)),
        sql`not exists (select 1 from ${reviews} where ${reviews.bookingId} = ${bookings.id} and ${reviews.direction} = 'renter_to_owner')`,
      ),
    )
    .orderBy(desc(bookings.closedAt))
    .limit(1);
  return row ? { bookingId: row.id, car: carTitle(row.brand, row.model, row.year) } : null;
}
