import { bookingCancelContract } from '@/lib/bookings/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { partyOf } from '@/lib/server/bookings/booking-access';
import { bookingView } from '@/lib/server/bookings/booking-view';
import { cancelBooking } from '@/lib/server/bookings/cancel-booking';

// POST /api/profile/booking/cancel — either party (or an operator) cancels before the trip
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(bookingCancelContract, async ({ body, session, locale }) => {
  const now = new Date();
  const { booking, outcome } = await cancelBooking(session.user, body.booking_id, body.reason, now);
  return { booking: await bookingView(booking, partyOf(session.user, booking)!, locale, now), cancellation: { free: outcome.free, fee: outcome.feeKop, refund: outcome.refundKop } };
});
