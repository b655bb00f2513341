import { bookingMileageContract } from '@/lib/bookings/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { bookingView } from '@/lib/server/bookings/booking-view';
import { answerMileage } from '@/lib/server/bookings/trip';

// POST /api/profile/booking/mileage — the renter confirms or disputes the mileage entered
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(bookingMileageContract, async ({ body, session, locale }) => {
  const now = new Date();
  const booking = await answerMileage(session.user, body.booking_id, { accept: body.accept, reason: body.reason }, now);
  return { booking: await bookingView(booking, 'renter', locale, now) };
});
