import 'server-only';
import { and, eq, lt, or, isNull } from 'drizzle-orm';
import { BOOKING_WINDOWS, handoverOpensAt } from '@/lib/bookings/deadlines';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import { lateReturnCharge, lateReturnFrom } from '@/lib/bookings/late-return';
import { endMileageProblem, kmOverAllowance, startMileageProblem } from '@/lib/bookings/mileage';
import { AppError } from '@/lib/errors/app-error';
import { formatNumber } from '@/lib/format/number';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type Booking, cars, type StoredLine, type User } from '@/lib/server/db/schema';
import { heldDeposit } from '@/lib/server/payments/deposits/deposit-lifecycle';
import { lockBookingFor } from './booking-access';
import { syncBookingJobs } from './booking-jobs';
import { notifyBooking } from './notify-booking';
import { applyTransition } from './transition';

// The kilometres are grouped as spec §9 writes numbers ("42 000 км", also in English).
const mileageRefused = (key: string, min: number) => new AppError('validation_failed', { fields: { mileage: { key, params: { min: formatNumber(min, { decimals: 0 }) } } } });

/**
 * The owner hands the car over and enters its mileage (8 → 10, or again at 10 to correct it): a
 * whole number never below the car's current mileage. The renter confirms it next.
 */
export function handOver(actor: User, bookingId: number, mileage: number, now = new Date()): Promise<Booking> {
  return inTransaction(async () => {
    const { booking, actor: party } = await lockBookingFor(actor, bookingId);
    const db = await getDb();
    const [car] = await db.select({ mileage: cars.mileage }).from(cars).where(eq(cars.id, booking.carId));
    // Checked only where the table allows the step, so a wrong actor or status hears that first.
    const applies = party.role === 'owner' && (booking.status === BOOKING_STATUS.tripAllowed || booking.status === BOOKING_STATUS.startMileageCheck);
    const problem = startMileageProblem(mileage, car?.mileage ?? null);
    if (applies && problem) throw mileageRefused(problem, car?.mileage ?? 0);
    if (applies && now < handoverOpensAt(booking.startAt)) throw new AppError('handover_too_early', { params: { hours: BOOKING_WINDOWS.handoverEarlyHours } });
    // Past the booked period the hours may be someone else's: cancel instead (or ask support).
    if (applies && now >= booking.endAt) throw new AppError('handover_too_late');
    // The car leaves only against its deposit, held on the renter's card (docs/payments.md "Deposits").
    if (applies && booking.depositKop && !(await heldDeposit(booking.id))) throw new AppError('deposit_not_held');
    const result = await applyTransition(booking, 'hand_over', party, {
      now,
      input: { mileage },
      details: { mileage },
      patch: { startMileage: mileage, mileageDispute: null },
    });
    if (!result.replayed) await notifyBooking(result.booking, 'mileage_to_confirm');
    return result.booking;
  });
}

/**
 * When the car came back: the moment the trip was first ended. A correction at 11 (or after the
 * renter disputed the figures) must not make the renter later than they were.
 */
export const returnedAtOf = (booking: Booking, now: Date): Date => booking.endedAt ?? now;

/** The late-return line for a car back at `returnedAt`, from the booking's own prices. */
export function lateReturnLine(booking: Booking, returnedAt: Date): StoredLine | null {
  const late = lateReturnCharge({ endAt: lateReturnFrom(booking.endAt, booking.terms.mode), returnedAt, pricePerHourKop: booking.terms.price_per_hour_kop, pricePerDayKop: booking.terms.price_per_day_kop });
  return late && { kind: 'late_return', quantity: late.hours, unit_price: late.unitPrice, amount: late.amount };
}

/**
 * The extras after a trip, from the booking's own terms: kilometres over the allowance, a late
 * return (unless the owner waives it), the delivery back, fuel.
 */
function extrasOf(booking: Booking, input: { endKm: number; fuelKop: number; returnedAt: Date; waiveLate: boolean }): StoredLine[] {
  const lines: StoredLine[] = [];
  const terms = booking.terms;
  const { endKm, fuelKop } = input;
  const overKm = kmOverAllowance({ startKm: booking.startMileage ?? endKm, endKm, freePerDay: terms.free_mileage_per_day, days: terms.days, hours: terms.hours });
  if (overKm > 0 && terms.price_per_km_kop) lines.push({ kind: 'km_over', quantity: overKm, unit_price: terms.price_per_km_kop, amount: overKm * terms.price_per_km_kop });
  const late = input.waiveLate ? null : lateReturnLine(booking, input.returnedAt);
  if (late) lines.push(late);
  const delivery = booking.deliveryAddress ? (terms.delivery_price_kop ?? 0) : 0;
  if (delivery > 0) lines.push({ kind: 'delivery_back', quantity: 1, unit_price: delivery, amount: delivery });
  if (fuelKop > 0) lines.push({ kind: 'fuel', quantity: 1, unit_price: fuelKop, amount: fuelKop });
  return lines;
}

/**
 * The owner ends the trip (9 → 11, or again at 11 to correct it) with the end mileage — never
 * below the start — and, when the tank came back emptier, a fuel charge (whole hryvnias). The
 * extras are counted from the booking's own terms, a late return from the moment the trip was
 * first ended (the owner may waive it); the renter confirms next.
 */
export function endTrip(actor: User, bookingId: number, input: { mileage: number; fuel?: number; waiveLateReturn?: boolean }, now = new Date()): Promise<Booking> {
  return inTransaction(async () => {
    const { booking, actor: party } = await lockBookingFor(actor, bookingId);
    const applies = party.role === 'owner' && (booking.status === BOOKING_STATUS.active || booking.status === BOOKING_STATUS.endMileageCheck);
    const problem = endMileageProblem(input.mileage, booking.startMileage ?? 0);
    if (applies && problem) throw mileageRefused(problem, booking.startMileage ?? 0);
    const returnedAt = returnedAtOf(booking, now);
    // A correction that does not say keeps the owner's first answer: a late return waived stays waived.
    const waivedBefore = booking.endedAt !== null && lateReturnLine(booking, returnedAt) !== null && !booking.extras.some((line) => line.kind === 'late_return');
    const waiveLate = input.waiveLateReturn ?? waivedBefore;
    const extras = extrasOf(booking, { endKm: input.mileage, fuelKop: (input.fuel ?? 0) * 100, returnedAt, waiveLate });
    const extrasKop = extras.reduce((sum, line) => sum + line.amount, 0);
    const result = await applyTransition(booking, 'end_trip', party, {
      now,
      input: { mileage: input.mileage, fuel: input.fuel ?? 0, waive_late_return: waiveLate },
      details: { mileage: input.mileage, extras: extrasKop },
      patch: { endMileage: input.mileage, extras, extrasKop, mileageDispute: null, endedAt: returnedAt },
    });
    if (!result.replayed) await notifyBooking(result.booking, 'trip_ended');
    return result.booking;
  });
}

/**
 * The renter answers the mileage the owner entered. At the handover (10): confirmed, the trip
 * starts (9); disputed, back to 8 and the owner enters it again. At the end (11): confirmed, the
 * car's mileage becomes the end mileage and the booking completes (13) or waits for the extras
 * (12); disputed, back to 9.
 */
export function answerMileage(actor: User, bookingId: number, input: { accept: boolean; reason?: string }, now = new Date()): Promise<Booking> {
  return inTransaction(async () => {
    const { booking, actor: party } = await lockBookingFor(actor, bookingId);
    const atEnd = booking.status === BOOKING_STATUS.endMileageCheck;
    const requestInput = { accept: input.accept, reason: input.reason ?? null };
    if (!input.accept) {
      if (party.role === 'renter' && !input.reason && (atEnd || booking.status === BOOKING_STATUS.startMileageCheck)) {
        throw new AppError('validation_failed', { fields: { reason: { key: 'required' } } });
      }
      const result = await applyTransition(booking, atEnd ? 'dispute_end_mileage' : 'dispute_start_mileage', party, {
        now,
        reason: input.reason ?? null,
        input: requestInput,
        patch: { mileageDispute: input.reason ?? null },
      });
      if (!result.replayed) await notifyBooking(result.booking, 'mileage_disputed');
      return result.booking;
    }
    if (!atEnd) {
      const result = await applyTransition(booking, 'confirm_start_mileage', party, { now, input: requestInput, patch: { startedAt: now, mileageDispute: null } });
      if (result.replayed) return result.booking;
      await syncBookingJobs(result.booking, now);
      await notifyBooking(result.booking, 'trip_started');
      return result.booking;
    }
    const result = await applyTransition(booking, 'confirm_end_mileage', party, {
      now,
      input: requestInput,
      patch: { mileageDispute: null, ...(booking.extrasKop > 0 ? {} : { closedAt: now }) },
    });
    if (result.replayed) return result.booking;
    const db = await getDb();
    // The car's odometer moves on, never back (another trip may have reported more meanwhile).
    await db
      .update(cars)
      .set({ mileage: booking.endMileage!, updatedAt: now })
      .where(and(eq(cars.id, booking.carId), or(isNull(cars.mileage), lt(cars.mileage, booking.endMileage!))));
    await syncBookingJobs(result.booking, now);
    // With extras, they are first taken without the renter (deposit, saved card): the collection
    // tells the parties how it ends — completed, extras due on the page, or the card refused.
    if (booking.extrasKop === 0) await notifyBooking(result.booking, 'completed');
    return result.booking;
  });
}
