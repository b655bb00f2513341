import { notificationListContract } from '@/lib/notifications/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { listNotifications } from '@/lib/server/notifications/list-notifications';

// POST /api/profile/notifications/list — the caller's notifications, newest first, with the unread count
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(notificationListContract, async ({ body, session, locale }) =>
  listNotifications(session.user, body.page, locale),
);
