import { chatMessagesContract } from '@/lib/chat/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { readConversation } from '@/lib/server/chat/read-conversation';

// POST /api/profile/chat/messages — a page of a booking's conversation
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(chatMessagesContract, ({ body, session, locale }) =>
  readConversation(session.user, body.booking_id, { beforeId: body.before_id, afterId: body.after_id, locale }),
);
