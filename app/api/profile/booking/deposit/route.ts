import { bookingDepositContract } from '@/lib/bookings/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { bookingView } from '@/lib/server/bookings/booking-view';
import { holdDepositOnPage } from '@/lib/server/bookings/pay-booking';

// POST /api/profile/booking/deposit — the renter holds the deposit on the acquirer's page
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(bookingDepositContract, async ({ body, session, locale }) => {
  const now = new Date();
  const { booking, redirectUrl } = await holdDepositOnPage(session.user, body.booking_id, locale, now);
  return { booking: await bookingView(booking, 'renter', locale, now), redirect_url: redirectUrl };
});
