import { notificationReadContract } from '@/lib/notifications/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { markNotificationsRead } from '@/lib/server/notifications/mark-read';

// POST /api/profile/notifications/read — marks the caller's notifications read (some, a booking's, or all)
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(notificationReadContract, async ({ body, session }) =>
  markNotificationsRead(session.user, body.ids ? { ids: body.ids } : body.booking_id ? { bookingId: body.booking_id } : { all: true, upTo: body.up_to }),
);
