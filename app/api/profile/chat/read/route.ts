import { chatReadContract } from '@/lib/chat/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { markRead } from '@/lib/server/chat/read-conversation';

// POST /api/profile/chat/read — the conversation read up to a message
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(chatReadContract, ({ body, session }) => markRead(session.user, body.booking_id, body.up_to_id));
