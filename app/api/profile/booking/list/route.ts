import type { BookingStatus } from '@/lib/bookings/status';
import { bookingListContract } from '@/lib/bookings/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { listBookings } from '@/lib/server/bookings/list-bookings';

// POST /api/profile/booking/list — my trips (as renter) or my activity (as owner)
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(bookingListContract, async ({ body, session, locale }) =>
  listBookings(session.user, { as: body.as, status: body.status as BookingStatus[] | undefined, carId: body.car_id, page: body.page }, locale),
);
