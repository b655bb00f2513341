import 'server-only';
import { BOOKING_STATUS, type BookingStatus, PAID_STATUSES, TRIP_STATUSES, UNPAID_STATUSES } from '@/lib/bookings/status';
import { cancelPendingPayments } from '@/lib/server/payments/cancel-pending-payments';
import { refreshPendingPayment } from '@/lib/server/payments/refresh-pending-payment';
import { lockBooking, SYSTEM } from './booking-access';
import { syncBookingJobs } from './booking-jobs';
import { notifyBooking } from './notify-booking';
import { applyTransition } from './transition';

const bookingIdOf = (payload: Record<string, unknown>) => (typeof payload.booking_id === 'number' ? payload.booking_id : null);

/**
 * A request the owner has not answered by its deadline expires (status 3): the hours are freed and
 * both are told. Runs in the job's transaction; a booking answered meanwhile, or whose deadline
 * moved, is left alone.
 */
export async function expireRequest(payload: Record<string, unknown>, now: Date): Promise<string> {
  const id = bookingIdOf(payload);
  const booking = id && (await lockBooking(id));
  if (!booking || booking.status !== BOOKING_STATUS.requested || !booking.answerBy || booking.answerBy > now) return 'nothing to do';
  const { booking: expired } = await applyTransition(booking, 'expire', SYSTEM, { now, reason: 'unanswered' });
  await syncBookingJobs(expired, now);
  await notifyBooking(expired, 'expired');
  return 'expired';
}

/**
 * Spec §9: a booking not paid by its deadline (24 hours before the start, docs/bookings.md) is
 * cancelled, its hours freed, an open payment page closed, and both parties told.
 */
export async function cancelUnpaid(payload: Record<string, unknown>, now: Date): Promise<string> {
  const id = bookingIdOf(payload);
  let booking = id && (await lockBooking(id));
  if (!booking || !UNPAID_STATUSES.includes(booking.status as BookingStatus) || !booking.payBy || booking.payBy > now) return 'nothing to do';
  // A payment page open at the deadline may have been paid with a callback still on its way: the
  // acquirer is asked first, and a booking paid in time is kept.
  if (booking.status === BOOKING_STATUS.paying && (await refreshPendingPayment(booking.id, now)).length) {
    booking = (await lockBooking(booking.id))!;
    if (!UNPAID_STATUSES.includes(booking.status as BookingStatus)) return 'paid in time';
  }
  const { booking: cancelled } = await applyTransition(booking, 'cancel_unpaid', SYSTEM, {
    now,
    reason: 'unpaid',
    patch: { cancelledBy: 'system', cancelReason: 'unpaid', closedAt: now },
  });
  await cancelPendingPayments(cancelled.id);
  await syncBookingJobs(cancelled, now);
  await notifyBooking(cancelled, 'cancelled_unpaid');
  return 'cancelled';
}

/** Tells both parties the trip starts soon (a paid booking) or ends soon (a trip under way). */
export async function remindBooking(payload: Record<string, unknown>, phase: 'start' | 'end'): Promise<string> {
  const id = bookingIdOf(payload);
  const booking = id && (await lockBooking(id));
  const statuses = phase === 'start' ? PAID_STATUSES : TRIP_STATUSES;
  if (!booking || !statuses.includes(booking.status as BookingStatus)) return 'nothing to do';
  await notifyBooking(booking, phase === 'start' ? 'starts_soon' : 'ends_soon');
  return 'reminded';
}
