import 'server-only';
import { and, eq } from 'drizzle-orm';
import { cancellationOutcome, type CancellationOutcome } from '@/lib/bookings/cancellation';
import type { BookingActor } from '@/lib/bookings/transitions';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type Booking, payments, type User } from '@/lib/server/db/schema';
import { cancelPendingPayments } from '@/lib/server/payments/cancel-pending-payments';
import { requestRefund } from '@/lib/server/payments/request-refund';
import { lockBookingFor } from './booking-access';
import { syncBookingJobs } from './booking-jobs';
import { notifyBooking } from './notify-booking';
import { applyTransition } from './transition';

/** What cancelling would cost `by` now: shown before they confirm, and applied by cancelBooking. */
export function cancellationFor(booking: Booking, by: BookingActor, now: Date): CancellationOutcome {
  const delivery = booking.lines.filter((line) => line.kind === 'delivery').reduce((sum, line) => sum + line.amount, 0);
  const paidKop = booking.paidKop - booking.refundedKop;
  return cancellationOutcome(by, booking.startAt, { paidKop, rentalKop: booking.totalKop - delivery, dayPriceKop: booking.terms.price_per_day_kop }, now);
}

/**
 * Cancels a booking before the trip (→ 4) with the canceller's reason: the hours are freed, an open
 * payment page is closed, and what was paid is refunded to the card it came from — all of it,
 * unless the renter cancels later than 24 hours before the start (then the first day's price is
 * kept: cancellationFor). An owner's cancellation always refunds in full and is counted on their
 * profile (`cancelled_by = 'owner'`).
 */
export function cancelBooking(actor: User, bookingId: number, reason: string, now = new Date()): Promise<{ booking: Booking; outcome: CancellationOutcome }> {
  return inTransaction(async () => {
    const { booking, actor: party } = await lockBookingFor(actor, bookingId);
    const outcome = cancellationFor(booking, party.role, now);
    const result = await applyTransition(booking, 'cancel', party, {
      now,
      reason,
      input: { reason },
      details: { fee: outcome.feeKop, refund: outcome.refundKop, free: outcome.free },
      patch: { cancelledBy: party.role, cancelReason: reason, closedAt: now, feeKop: outcome.feeKop, refundedKop: booking.refundedKop + outcome.refundKop },
    });
    if (result.replayed) return { booking: result.booking, outcome: { free: result.booking.feeKop === 0, feeKop: result.booking.feeKop, refundKop: 0 } };
    await cancelPendingPayments(booking.id);
    if (outcome.refundKop > 0) {
      const db = await getDb();
      const [paid] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, booking.id), eq(payments.purpose, 'rental'), eq(payments.status, 'succeeded')));
      if (!paid) throw new Error(`Booking ${booking.id} has paid_kop but no succeeded payment`);
      await requestRefund(paid, outcome.refundKop, party.role === 'renter' ? 'renter_cancelled' : `${party.role}_cancelled`);
    }
    await syncBookingJobs(result.booking, now);
    await notifyBooking(result.booking, `cancelled_by_${party.role as 'renter' | 'owner' | 'operator'}`);
    return { booking: result.booking, outcome };
  });
}
