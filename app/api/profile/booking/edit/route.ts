import { bookingEditContract } from '@/lib/bookings/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { bookingView } from '@/lib/server/bookings/booking-view';
import { editRequest } from '@/lib/server/bookings/change-booking';

// POST /api/profile/booking/edit — the renter changes an unanswered request
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(bookingEditContract, async ({ body, session, locale }) => {
  const now = new Date();
  const { booking_id, lang: _lang, ...input } = body;
  return { booking: await bookingView(await editRequest(session.user, booking_id, input, now), 'renter', locale, now) };
});
