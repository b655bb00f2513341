import 'server-only';
import { payDeadline } from '@/lib/bookings/deadlines';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import { AppError } from '@/lib/errors/app-error';
import { inTransaction } from '@/lib/server/db/client';
import type { Booking, User } from '@/lib/server/db/schema';
import { lockBookingFor } from './booking-access';
import { syncBookingJobs } from './booking-jobs';
import { notifyBooking } from './notify-booking';
import { applyTransition } from './transition';

/**
 * The owner confirms a request (1 → 2): the renter now has until the pay deadline (24 hours before
 * the start, or an hour when the start is close) to pay; the expiry job gives way to the unpaid one.
 */
export function confirmBooking(actor: User, bookingId: number, now = new Date()): Promise<Booking> {
  return inTransaction(async () => {
    const { booking, actor: party } = await lockBookingFor(actor, bookingId);
    // Past its deadline a request is expired (the job will say so): too late to say yes.
    if (booking.status === BOOKING_STATUS.requested && booking.answerBy && now > booking.answerBy) throw new AppError('deadline_passed', { params: { step: 'answer' } });
    const result = await applyTransition(booking, 'confirm', party, { now, patch: { confirmedAt: now, payBy: payDeadline(now, booking.startAt) } });
    if (result.replayed) return result.booking;
    await syncBookingJobs(result.booking, now);
    await notifyBooking(result.booking, 'confirmed');
    return result.booking;
  });
}

/** The owner turns a request down (1 → 3), with an optional reason the renter sees; the hours are freed. */
export function rejectBooking(actor: User, bookingId: number, reason: string | undefined, now = new Date()): Promise<Booking> {
  return inTransaction(async () => {
    const { booking, actor: party } = await lockBookingFor(actor, bookingId);
    const result = await applyTransition(booking, 'reject', party, { now, reason: reason ?? null, patch: { closedAt: now }, input: { reason: reason ?? null } });
    if (result.replayed) return result.booking;
    await syncBookingJobs(result.booking, now);
    await notifyBooking(result.booking, 'rejected');
    return result.booking;
  });
}
