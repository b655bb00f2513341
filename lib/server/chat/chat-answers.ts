import 'server-only';
import type { TChatMessage } from '@/lib/chat/contracts';
import type { ChatMessage, User } from '@/lib/server/db/schema';
import { chatAccessFor } from './chat-access';
import { messageView } from './message-view';

/** A message just sent, as its sender sees it (read: whether the other party has read that far already). */
export async function sentMessageView(actor: User, message: ChatMessage, now: Date): Promise<TChatMessage> {
  const { booking } = await chatAccessFor(actor, message.bookingId, now);
  return messageView(message, booking, actor.id, { mine: message.id, theirs: 0 });
}
