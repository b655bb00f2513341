import { bookingEndTripContract } from '@/lib/bookings/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { bookingView } from '@/lib/server/bookings/booking-view';
import { endTrip } from '@/lib/server/bookings/trip';

// POST /api/profile/booking/end-trip — the owner ends the trip with the end mileage and extras (a late return unless waived)
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(bookingEndTripContract, async ({ body, session, locale }) => {
  const now = new Date();
  return { booking: await bookingView(await endTrip(session.user, body.booking_id, { mileage: body.mileage, fuel: body.fuel, waiveLateReturn: body.waive_late_return }, now), 'owner', locale, now) };
});
