import 'server-only';
import { and, eq, ne, or, isNull, sql } from 'drizzle-orm';
import { ownerShare } from '@/lib/bookings/earnings';
import { formatTstzrange, type Period } from '@/lib/cars/periods';
import { AppError } from '@/lib/errors/app-error';
import { bookingTermsOf, pricingTermsOf } from '@/lib/pricing/car-terms';
import { periodProblem } from '@/lib/pricing/period-problem';
import { type Quote, quotePrice } from '@/lib/pricing/quote';
import { assertPeriodShape } from '@/lib/server/catalog/car-price';
import { getDb } from '@/lib/server/db/client';
import { type Booking, carPeriods, type Car, cars } from '@/lib/server/db/schema';
import { termsSnapshot } from './booking-terms';

/** The booking's car, share-locked for the change (a deleted car answers "Car deleted"). */
export async function lockBookedCar(booking: Booking): Promise<Car> {
  const db = await getDb();
  const [car] = await db.select().from(cars).where(eq(cars.id, booking.carId)).for('share');
  if (!car) throw new AppError('car_not_found');
  if (car.deletedAt) throw new AppError('car_deleted');
  if (car.status !== 'approved' || !car.active) throw new AppError('car_not_found');
  return car;
}

/**
 * New dates or delivery for an existing booking, checked and priced as a new request would be
 * (the car's current prices and rules; its own period does not count against it): refused with
 * the same codes, 125 when another booking or a block holds the new hours.
 */
export async function pricePeriodChange(booking: Booking, car: Car, period: Period, deliveryAddress: string | null, now: Date) {
  assertPeriodShape(period, now);
  const problem = periodProblem(bookingTermsOf(car), period, now);
  if (problem) throw new AppError(problem);
  const quote: Quote = quotePrice(pricingTermsOf(car), period, { delivery: deliveryAddress !== null });
  await assertHoursFree(booking, car, period);
  return { quote, terms: termsSnapshot(car, quote), share: ownerShare(quote.total, booking.commissionBp) };
}

/** A proposal about to be accepted: its start must still be ahead, and its hours free. */
export async function assertPeriodStillOpen(booking: Booking, car: Car, period: Period, now: Date): Promise<void> {
  if (period.start.getTime() < now.getTime()) throw new AppError('booking_in_past');
  await assertHoursFree(booking, car, period);
}

/** 125 when another booking or a block holds some of the hours (this booking's own period aside). */
async function assertHoursFree(booking: Booking, car: Car, period: Period): Promise<void> {
  const db = await getDb();
  const [taken] = await db
    .select({ id: carPeriods.id })
    .from(carPeriods)
    .where(
      and(
        eq(carPeriods.carId, car.id),
        eq(carPeriods.holds, true),
        sql`${carPeriods.period} && ${formatTstzrange(period)}::tstzrange`,
        or(isNull(carPeriods.bookingId), ne(carPeriods.bookingId, booking.id)),
      ),
    )
    .limit(1);
  if (taken) throw new AppError('125');
}

/** Moves the booking's held period (the exclusion constraint decides a race: 23P01 → 125). */
export async function moveHeldPeriod(booking: Booking, period: Period): Promise<void> {
  const db = await getDb();
  await db.update(carPeriods).set({ period: formatTstzrange(period) }).where(eq(carPeriods.bookingId, booking.id));
}
