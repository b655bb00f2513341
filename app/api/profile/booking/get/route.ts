import { bookingGetContract } from '@/lib/bookings/contracts';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import { apiRoute } from '@/lib/server/api/route';
import { refreshPendingPayment } from '@/lib/server/payments/refresh-pending-payment';
import { readBookingFor } from '@/lib/server/bookings/booking-access';
import { bookingView } from '@/lib/server/bookings/booking-view';

// POST /api/profile/booking/get — one booking as its renter, owner or an operator sees it
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(bookingGetContract, async ({ body, session, locale }) => {
  let { booking, role } = await readBookingFor(session.user, body.booking_id);
  // A payment page left open: ask the acquirer, in case its callback was lost.
  if (booking.status === BOOKING_STATUS.paying || booking.status === BOOKING_STATUS.extrasDue) {
    if ((await refreshPendingPayment(booking.id)).length) ({ booking, role } = await readBookingFor(session.user, body.booking_id));
  }
  return { booking: await bookingView(booking, role, locale, new Date()) };
});
