import 'server-only';
import { endReminderAt, startReminderAt } from '@/lib/bookings/deadlines';
import { BOOKING_STATUS, type BookingStatus, PAID_STATUSES, TRIP_STATUSES, UNPAID_STATUSES } from '@/lib/bookings/status';
import type { Booking } from '@/lib/server/db/schema';
import { cancelJob, scheduleJob } from '@/lib/server/jobs/schedule-job';

/** The booking's timed jobs (docs/bookings.md "Deadlines"); their work is run-booking-jobs.ts. */
export const BOOKING_JOB = {
  expireRequest: 'bookings.expire-request',
  cancelUnpaid: 'bookings.cancel-unpaid',
  remindStart: 'bookings.remind-start',
  remindEnd: 'bookings.remind-end',
} as const;

const keyOf = (booking: Pick<Booking, 'id'>) => `booking-${booking.id}`;

/** The jobs a booking in its current status needs, and when each runs. */
function wantedJobs(booking: Booking, now: Date): { name: string; runAt: Date }[] {
  const status = booking.status as BookingStatus;
  const wanted: { name: string; runAt: Date }[] = [];
  if (status === BOOKING_STATUS.requested && booking.answerBy) wanted.push({ name: BOOKING_JOB.expireRequest, runAt: booking.answerBy });
  if (UNPAID_STATUSES.includes(status) && booking.payBy) wanted.push({ name: BOOKING_JOB.cancelUnpaid, runAt: booking.payBy });
  const startReminder = PAID_STATUSES.includes(status) ? startReminderAt(booking.startAt, now) : null;
  if (startReminder) wanted.push({ name: BOOKING_JOB.remindStart, runAt: startReminder });
  const endReminder = TRIP_STATUSES.includes(status) ? endReminderAt(booking.endAt, now) : null;
  if (endReminder) wanted.push({ name: BOOKING_JOB.remindEnd, runAt: endReminder });
  return wanted;
}

/**
 * Brings the booking's waiting jobs in line with its status and deadlines, in the caller's
 * transaction: the ones it no longer needs are withdrawn, the ones it needs are queued (again, when
 * a deadline moved). Called after every change of a booking; each job checks the booking again
 * when it runs, so a job that slipped through does nothing.
 */
export async function syncBookingJobs(booking: Booking, now: Date): Promise<void> {
  const key = keyOf(booking);
  for (const name of Object.values(BOOKING_JOB)) await cancelJob(name, key);
  for (const job of wantedJobs(booking, now)) await scheduleJob(job.name, { runAt: job.runAt, key, payload: { booking_id: booking.id } });
}
