import { bookingContractVerifyContract } from '@/lib/bookings/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { partyOf } from '@/lib/server/bookings/booking-access';
import { bookingView } from '@/lib/server/bookings/booking-view';
import { verifyContract } from '@/lib/server/bookings/signed-contract';

// POST /api/profile/booking/contract/verify — the owner or an operator checks the signed agreement
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(bookingContractVerifyContract, async ({ body, session, locale }) => {
  const now = new Date();
  const booking = await verifyContract(session.user, body.booking_id, { accept: body.accept, reason: body.reason }, now);
  return { booking: await bookingView(booking, partyOf(session.user, booking)!, locale, now) };
});
