import { bookingChangeProposeContract } from '@/lib/bookings/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { partyOf } from '@/lib/server/bookings/booking-access';
import { bookingView } from '@/lib/server/bookings/booking-view';
import { proposeChange } from '@/lib/server/bookings/change-booking';

// POST /api/profile/booking/change/propose — new dates or delivery for a confirmed, unpaid booking
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(bookingChangeProposeContract, async ({ body, session, locale }) => {
  const now = new Date();
  const { booking_id, lang: _lang, ...input } = body;
  const booking = await proposeChange(session.user, booking_id, input, now);
  return { booking: await bookingView(booking, partyOf(session.user, booking)!, locale, now) };
});
