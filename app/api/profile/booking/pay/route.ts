import { bookingPayContract } from '@/lib/bookings/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { bookingView } from '@/lib/server/bookings/booking-view';
import { payBooking } from '@/lib/server/bookings/pay-booking';

// POST /api/profile/booking/pay — the renter opens the payment page
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(bookingPayContract, async ({ body, session, locale }) => {
  const now = new Date();
  const { booking, redirectUrl } = await payBooking(session.user, body.booking_id, locale, now, { cardId: body.card_id, rememberCard: body.remember_card });
  return { booking: await bookingView(booking, 'renter', locale, now), redirect_url: redirectUrl };
});
