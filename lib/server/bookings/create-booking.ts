import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { ROLE } from '@/lib/auth/viewer';
import { answerDeadline, BOOKING_WINDOWS, payDeadline } from '@/lib/bookings/deadlines';
import { ownerShare } from '@/lib/bookings/earnings';
import { BOOKING_STATUS, OPEN_STATUSES } from '@/lib/bookings/status';
import type { TBookingCreate } from '@/lib/bookings/contracts';
import { formatTstzrange, type Period } from '@/lib/cars/periods';
import { AppError } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/locales';
import { bookingTermsOf, pricingTermsOf } from '@/lib/pricing/car-terms';
import { periodProblem } from '@/lib/pricing/period-problem';
import { quotePrice } from '@/lib/pricing/quote';
import { holdingPeriods } from '@/lib/server/cars/car-periods';
import { assertPeriodShape } from '@/lib/server/catalog/car-price';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type Booking, bookingEvents, bookings, carPeriods, cars, type User, users } from '@/lib/server/db/schema';
import { assertCanBook } from '@/lib/server/verification/gates';
import { getVerificationState } from '@/lib/server/verification/verification-state';
import { syncBookingJobs } from './booking-jobs';
import { termsSnapshot } from './booking-terms';
import { commissionRateBp } from './commission-rate';
import { notifyBooking } from './notify-booking';

/** Who may book at all, in the order the refusals are worded (spec §6, §8). */
async function assertRenter(actor: User): Promise<void> {
  if (actor.deletedAt) throw new AppError('user_deleted');
  // An account on its way out books nothing (its deletion would be refused for an open booking).
  if (actor.deletionDueAt) throw new AppError('account_leaving');
  if (actor.role === ROLE.legal) throw new AppError('legal_cannot_rent');
  if (actor.role === ROLE.host) throw new AppError('switch_to_renter');
  if (!actor.isDriverLicenseVerified) assertCanBook(actor, await getVerificationState(actor));
}

/**
 * The renter as they are now, under a share lock: a deletion request (which updates the row)
 * waits for this booking to commit and then sees it, or this sees the request and refuses.
 */
async function lockRenter(actor: User): Promise<void> {
  const db = await getDb();
  const [row] = await db.select({ deletedAt: users.deletedAt, deletionDueAt: users.deletionDueAt }).from(users).where(eq(users.id, actor.id)).for('share');
  if (!row || row.deletedAt) throw new AppError('user_deleted');
  if (row.deletionDueAt) throw new AppError('account_leaving');
}

/**
 * The car and its owner, read under a share lock: the car cannot be deleted or switched off, nor
 * the owner's deletion requested, while it is being booked.
 */
async function lockCarForBooking(actor: User, carId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ car: cars, ownerLeaving: users.deletionDueAt })
    .from(cars)
    .innerJoin(users, eq(users.id, cars.ownerId))
    .where(eq(cars.id, carId))
    .for('share', { of: [cars, users] });
  if (!row) throw new AppError('car_not_found');
  const { car } = row;
  if (car.deletedAt) throw new AppError('car_deleted');
  if (car.ownerId === actor.id) throw new AppError('own_car');
  // An owner who asked to delete their account takes no new bookings.
  if (car.status !== 'approved' || !car.active || row.ownerLeaving) throw new AppError('car_not_found');
  return car;
}

/**
 * A renter's request for a car (spec §4, docs/bookings.md "Creating a booking"): refused in this
 * order — who is asking (deleted, a company, a host not switched to renting, a licence not
 * verified), the car (unknown or unlisted, deleted, one's own), the period (`booking_in_past`, 139,
 * 141, 140), delivery the car does not offer, an open booking of the same car by the same renter
 * (`already_booked`), and hours already held (125). Priced by the catalog's function from the car's
 * current prices, which the booking keeps (with the commission rate in force); a later price change
 * never reaches it. The booking, its period under the exclusion constraint, the event, the
 * deadline jobs and the owner's notice commit together; two requests racing for the same hours
 * end with one booking and one 125, whatever the checks above saw.
 */
export async function createBooking(actor: User, input: TBookingCreate, locale: Locale, now = new Date()): Promise<Booking> {
  await assertRenter(actor);
  const period: Period = { start: input.start, end: input.end };
  assertPeriodShape(period, now);
  return inTransaction(async () => {
    const db = await getDb();
    await lockRenter(actor);
    const car = await lockCarForBooking(actor, input.car_id);
    const problem = periodProblem(bookingTermsOf(car), period, now);
    if (problem) throw new AppError(problem);
    // A request must leave the owner time to answer (docs/bookings.md "Deadlines"); an instant
    // booking needs none.
    if (!car.instantBooking && period.start.getTime() < now.getTime() + BOOKING_WINDOWS.lastMinuteHours * 3_600_000) {
      throw new AppError('request_too_soon', { params: { hours: BOOKING_WINDOWS.lastMinuteHours } });
    }
    const quote = quotePrice(pricingTermsOf(car), period, { delivery: input.delivery_address !== undefined });
    const [open] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.carId, car.id), eq(bookings.renterId, actor.id), inArray(bookings.status, [...OPEN_STATUSES])));
    if (open) throw new AppError('already_booked', { params: { booking_id: open.id } });
    if ((await holdingPeriods(car.id, period)).length) throw new AppError('125');
    const commissionBp = await commissionRateBp();
    const share = ownerShare(quote.total, commissionBp);
    const status = car.instantBooking ? BOOKING_STATUS.confirmed : BOOKING_STATUS.requested;
    const [booking] = await db
      .insert(bookings)
      .values({
        carId: car.id,
        renterId: actor.id,
        ownerId: car.ownerId,
        status,
        instant: car.instantBooking,
        startAt: period.start,
        endAt: period.end,
        locale,
        deliveryAddress: input.delivery_address || null,
        message: input.message || null,
        lines: quote.lines,
        terms: termsSnapshot(car, quote),
        totalKop: quote.total,
        depositMinor: quote.deposit?.amount ?? null,
        depositCurrency: quote.deposit?.currency ?? null,
        commissionBp,
        commissionKop: share.commissionKop,
        earningsKop: share.earningsKop,
        answerBy: car.instantBooking ? null : answerDeadline(now, period.start),
        payBy: car.instantBooking ? payDeadline(now, period.start) : null,
        confirmedAt: car.instantBooking ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    // The exclusion constraint decides a race the check above could not see (23P01 → 125).
    await db.insert(carPeriods).values({ carId: car.id, kind: 'booking', bookingId: booking!.id, period: formatTstzrange(period), createdBy: actor.id, createdAt: now });
    await db.insert(bookingEvents).values({
      bookingId: booking!.id,
      actorId: actor.id,
      actor: 'renter',
      action: 'request',
      fromStatus: null,
      toStatus: status,
      details: { instant: car.instantBooking, total: quote.total, commission_bp: commissionBp },
      createdAt: now,
    });
    await syncBookingJobs(booking!, now);
    await notifyBooking(booking!, car.instantBooking ? 'instant_booked' : 'requested');
    return booking!;
  });
}
