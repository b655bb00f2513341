import { bookingHandOverContract } from '@/lib/bookings/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { bookingView } from '@/lib/server/bookings/booking-view';
import { handOver } from '@/lib/server/bookings/trip';

// POST /api/profile/booking/hand-over — the owner hands the car over and enters its mileage
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(bookingHandOverContract, async ({ body, session, locale }) => {
  const now = new Date();
  return { booking: await bookingView(await handOver(session.user, body.booking_id, body.mileage, now), 'owner', locale, now) };
});
