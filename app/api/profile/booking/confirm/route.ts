import { bookingConfirmContract } from '@/lib/bookings/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { confirmBooking } from '@/lib/server/bookings/answer-request';
import { bookingView } from '@/lib/server/bookings/booking-view';

// POST /api/profile/booking/confirm — the owner says yes to a request
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(bookingConfirmContract, async ({ body, session, locale }) => {
  const now = new Date();
  return { booking: await bookingView(await confirmBooking(session.user, body.booking_id, now), 'owner', locale, now) };
});
