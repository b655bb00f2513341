import { chatSendContract } from '@/lib/chat/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { sentMessageView } from '@/lib/server/chat/chat-answers';
import { sendMessage } from '@/lib/server/chat/send-message';

// POST /api/profile/chat/send — a text message in a booking's conversation (idempotent by client_id)
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(chatSendContract, async ({ body, session }) => {
  const now = new Date();
  const { message } = await sendMessage(session.user, body.booking_id, { clientId: body.client_id, text: body.text }, now);
  return { message: await sentMessageView(session.user, message, now) };
});
