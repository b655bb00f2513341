import 'server-only';
import type { TChatMessage } from '@/lib/chat/contracts';
import type { Booking, ChatMessage } from '@/lib/server/db/schema';

/** The address a message's photo is served from (only to those who may read the conversation). */
export const chatPhotoPath = (messageId: number) => `/api/profile/chat/photo/${messageId}`;

/**
 * A stored message as `viewerId` sees it. `read`: for the viewer's own message, whether the other
 * party has read that far; for theirs, whether the viewer has. Operators see neither as "mine".
 */
export function messageView(message: ChatMessage, booking: Pick<Booking, 'renterId' | 'ownerId'>, viewerId: number, reads: { mine: number; theirs: number }): TChatMessage {
  const mine = message.senderId === viewerId;
  const sender = message.senderId === booking.renterId ? 'renter' : message.senderId === booking.ownerId ? 'owner' : null;
  return {
    id: message.id,
    client_id: message.clientId,
    mine,
    sender,
    text: message.body,
    masked: message.maskedCount,
    photo: message.photoKey ? chatPhotoPath(message.id) : null,
    at: message.createdAt.toISOString(),
    read: mine ? reads.theirs >= message.id : reads.mine >= message.id,
  };
}
