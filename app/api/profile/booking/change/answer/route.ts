import { bookingChangeAnswerContract } from '@/lib/bookings/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { partyOf } from '@/lib/server/bookings/booking-access';
import { bookingView } from '@/lib/server/bookings/booking-view';
import { answerChange } from '@/lib/server/bookings/change-booking';

// POST /api/profile/booking/change/answer — accept or decline (or withdraw) a proposed change
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(bookingChangeAnswerContract, async ({ body, session, locale }) => {
  const now = new Date();
  const booking = await answerChange(session.user, body.booking_id, body.accept, now);
  return { booking: await bookingView(booking, partyOf(session.user, booking)!, locale, now) };
});
