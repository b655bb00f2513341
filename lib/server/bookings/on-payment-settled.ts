import 'server-only';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import { getDb } from '@/lib/server/db/client';
import { bookingEvents, type Payment } from '@/lib/server/db/schema';
import { depositHoldAt, onDepositSettled, scheduleDepositHold } from '@/lib/server/payments/deposits/deposit-lifecycle';
import { recordExtrasPaid } from '@/lib/server/payments/deposits/extras-paid';
import { requestRefund } from '@/lib/server/payments/request-refund';
import { lockBooking, SYSTEM } from './booking-access';
import { syncBookingJobs } from './booking-jobs';
import { snapshotContractParties } from './contract-document';
import { notifyBooking } from './notify-booking';
import { applyTransition } from './transition';

/**
 * What a settled payment does to its booking, inside the transaction that settled it (payments
 * call this once per payment). A rental payment moves a paying booking to paid (6) or payment
 * failed (7, the renter may pay again); extras move 12 to completed (13) or 14. A success for a
 * booking that has moved on meanwhile (cancelled while the page was open) is refunded in full and
 * recorded; a failure for one changes nothing.
 */
export async function onPaymentSettled(payment: Payment, outcome: 'succeeded' | 'failed' | 'expired' | 'held'): Promise<void> {
  const now = payment.settledAt ?? new Date();
  const booking = await lockBooking(payment.bookingId);
  if (!booking) throw new Error(`Payment ${payment.id} names no booking`);
  if (payment.purpose === 'deposit') return onDepositSettled(payment, booking, outcome, now);
  if (outcome === 'held') throw new Error(`payment ${payment.id} is not a hold`);
  const expected = payment.purpose === 'rental' ? BOOKING_STATUS.paying : BOOKING_STATUS.extrasDue;
  if (booking.status !== expected) {
    if (outcome !== 'succeeded') return;
    await requestRefund(payment, payment.amountKop, 'booking_moved_on');
    const db = await getDb();
    await db.insert(bookingEvents).values({
      bookingId: booking.id,
      actor: 'system',
      action: 'late_payment_refunded',
      fromStatus: booking.status,
      toStatus: booking.status,
      details: { payment_id: payment.id, amount: payment.amountKop },
      createdAt: now,
    });
    return;
  }
  const details = { payment_id: payment.id, amount: payment.amountKop, outcome };
  if (payment.purpose === 'rental') {
    const succeeded = outcome === 'succeeded';
    const { booking: moved } = await applyTransition(booking, succeeded ? 'payment_succeeded' : 'payment_failed', SYSTEM, {
      now,
      details,
      reason: succeeded ? null : (payment.failureCode ?? outcome),
      patch: succeeded ? { paidKop: booking.paidKop + payment.amountKop, paidAt: now } : {},
    });
    if (succeeded) await snapshotContractParties(moved);
    // The deposit is held on the same card 24 hours before the start (at once when that is past).
    if (succeeded && moved.depositKop) await scheduleDepositHold(moved.id, depositHoldAt(moved, now));
    await syncBookingJobs(moved, now);
    await notifyBooking(moved, succeeded ? 'paid' : 'payment_failed');
    return;
  }
  // Extras: paid on the page or charged to the saved card. Complete once all of them are in (part
  // may have come from the deposit); a refused charge ends the collection at 14 with the reason.
  const succeeded = outcome === 'succeeded';
  const counted = succeeded ? await recordExtrasPaid(booking, payment, payment.amountKop, now) : booking;
  if (succeeded && counted.extrasPaidKop < counted.extrasKop) return;
  const { booking: moved } = await applyTransition(counted, succeeded ? 'extras_succeeded' : 'extras_failed', SYSTEM, {
    now,
    details,
    reason: succeeded ? null : (payment.failureCode ?? outcome),
    patch: { extrasCollectingAt: null, ...(succeeded ? { closedAt: now } : {}) },
  });
  await syncBookingJobs(moved, now);
  // Refused on the saved card, the renter was not there to see it: they are texted as well.
  await notifyBooking(moved, succeeded ? 'completed' : 'payment_failed', { unattended: payment.via === 'token' });
}
