import { bookingCreateContract } from '@/lib/bookings/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { bookingView } from '@/lib/server/bookings/booking-view';
import { createBooking } from '@/lib/server/bookings/create-booking';

// POST /api/profile/booking/create — a renter's request for a car (or an instant booking)
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(bookingCreateContract, async ({ body, session, locale }) => {
  const now = new Date();
  const booking = await createBooking(session.user, body, locale, now);
  return { booking: await bookingView(booking, 'renter', locale, now) };
});
