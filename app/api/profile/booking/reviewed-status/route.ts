import { bookingReviewedStatusContract } from '@/lib/bookings/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { reviewedStatus } from '@/lib/server/bookings/reviews';

// POST /api/profile/booking/reviewed-status — spec §7: is a review still to be asked for (force: dismiss)
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(bookingReviewedStatusContract, async ({ body, session }) =>
  reviewedStatus(session.user, body.booking_id, body.force ?? false),
);
