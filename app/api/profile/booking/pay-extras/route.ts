import { bookingPayExtrasContract } from '@/lib/bookings/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { bookingView } from '@/lib/server/bookings/booking-view';
import { payExtras } from '@/lib/server/bookings/pay-booking';

// POST /api/profile/booking/pay-extras — the renter opens the payment page for the extras
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(bookingPayExtrasContract, async ({ body, session, locale }) => {
  const now = new Date();
  const { booking, redirectUrl } = await payExtras(session.user, body.booking_id, locale, now, { cardId: body.card_id });
  return { booking: await bookingView(booking, 'renter', locale, now), redirect_url: redirectUrl };
});
