import 'server-only';
import { eq } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import { getDb } from '@/lib/server/db/client';
import { chatMessages, type ChatMessage, type User } from '@/lib/server/db/schema';
import { REMOVE_FILES_JOB } from '@/lib/server/jobs/job-names';
import { scheduleJob } from '@/lib/server/jobs/schedule-job';
import { readPrivateImage, storePrivateImage } from '@/lib/server/media/images';
import { CHAT_LIMITS } from '@/lib/chat/contracts';
import { chatAccessFor } from './chat-access';
import { consume, type Limit } from '@/lib/server/security/rate-limit';
import { sendMessage, type SentMessage, sentBefore } from './send-message';

/** Each photo is decoded and re-encoded: 60 an hour per person covers a handover's worth many times over. */
export const CHAT_PHOTO_LIMIT: Limit = { bucket: 'chat-photo:account', max: 60, windowMs: 60 * 60_000 };

/**
 * A photo message (docs/chat.md "Photos"): the sender's right to write is checked first, the photo
 * re-encoded (upright, no metadata — no GPS leaves in a photo of a scratch) into private storage
 * outside the transaction, then the message is sent. A photo not kept — the send failed, or the
 * same client id had already sent — is removed again.
 */
export async function sendPhotoMessage(actor: User, bookingId: number, input: { clientId: string; text: string; data: Buffer }, now = new Date()): Promise<SentMessage> {
  if (input.data.byteLength > CHAT_LIMITS.photoBytes) throw new AppError('payload_too_large');
  const access = await chatAccessFor(actor, bookingId, now);
  if (access.role === 'operator') throw new AppError('forbidden');
  // A retry of a photo already sent answers with it, without decoding the photo again.
  const earlier = await sentBefore(bookingId, actor.id, input.clientId);
  if (earlier) return { message: earlier, created: false, booking: access.booking };
  if (!access.canWrite) throw new AppError('chat_closed');
  await consume(CHAT_PHOTO_LIMIT, String(actor.id), now);
  const ref = await storePrivateImage(input.data, `chat/${bookingId}`);
  try {
    const sent = await sendMessage(actor, bookingId, { clientId: input.clientId, text: input.text, photoRef: ref }, now);
    if (!sent.created) await scheduleJob(REMOVE_FILES_JOB, { payload: { keys: [ref] } });
    return sent;
  } catch (error) {
    await scheduleJob(REMOVE_FILES_JOB, { payload: { keys: [ref] } });
    throw error;
  }
}

/** A message's photo, for those who may read the conversation; null for anyone else or none. */
export async function chatPhotoFile(user: User | null, messageId: number, now = new Date()): Promise<Buffer | null> {
  if (!user) return null;
  const db = await getDb();
  const [message]: ChatMessage[] = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId));
  if (!message?.photoKey) return null;
  const allowed = await chatAccessFor(user, message.bookingId, now).then(
    () => true,
    () => false,
  );
  return allowed ? readPrivateImage(message.photoKey) : null;
}
