import { chatSendPhotoContract } from '@/lib/chat/contracts';
import { AppError } from '@/lib/errors/app-error';
import { apiRoute } from '@/lib/server/api/route';
import { sentMessageView } from '@/lib/server/chat/message-view';
import { sendPhotoMessage } from '@/lib/server/chat/chat-photo';

// POST /api/profile/chat/send-photo — a photo (and optional text), kept privately
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(chatSendPhotoContract, async ({ body, formData, session }) => {
  const file = formData?.get('file');
  if (!(file instanceof File) || file.size === 0) throw new AppError('validation_failed', { fields: { file: { key: 'required' } } });
  const now = new Date();
  const sent = await sendPhotoMessage(session.user, body.booking_id, { clientId: body.client_id, text: body.text ?? '', data: Buffer.from(await file.arrayBuffer()) }, now);
  return { message: sentMessageView(sent, session.user.id) };
});
