import { bookingRejectContract } from '@/lib/bookings/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { rejectBooking } from '@/lib/server/bookings/answer-request';
import { bookingView } from '@/lib/server/bookings/booking-view';

// POST /api/profile/booking/reject — the owner turns a request down
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(bookingRejectContract, async ({ body, session, locale }) => {
  const now = new Date();
  return { booking: await bookingView(await rejectBooking(session.user, body.booking_id, body.reason, now), 'owner', locale, now) };
});
