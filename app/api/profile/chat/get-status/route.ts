import { chatStatusContract } from '@/lib/chat/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { chatStatus } from '@/lib/server/chat/chat-status';

// POST /api/profile/chat/get-status — spec §7's 10-second poll: unread counts and current bookings' statuses
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(chatStatusContract, ({ body, session }) => chatStatus(session.user, body.booking_ids));
