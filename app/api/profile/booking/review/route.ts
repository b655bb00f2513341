import { bookingReviewContract } from '@/lib/bookings/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { partyOf } from '@/lib/server/bookings/booking-access';
import { bookingView } from '@/lib/server/bookings/booking-view';
import { reviewBooking } from '@/lib/server/bookings/reviews';

// POST /api/profile/booking/review — a party's review after a completed trip
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(bookingReviewContract, async ({ body, session, locale }) => {
  const now = new Date();
  const booking = await reviewBooking(session.user, body.booking_id, { rating: body.rating, comment: body.comment }, now);
  return { booking: await bookingView(booking, partyOf(session.user, booking)!, locale, now) };
});
