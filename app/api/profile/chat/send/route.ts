import { chatSendContract } from '@/lib/chat/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { sentMessageView } from '@/lib/server/chat/message-view';
import { sendMessage } from '@/lib/server/chat/send-message';

// POST /api/profile/chat/send — a text message in a booking's conversation (idempotent by client_id)
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(chatSendContract, async ({ body, session }) => {
  const now = new Date();
  const sent = await sendMessage(session.user, body.booking_id, { clientId: body.client_id, text: body.text }, now);
  return { message: sentMessageView(sent, session.user.id) };
});
