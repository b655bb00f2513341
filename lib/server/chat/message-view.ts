import 'server-only';
import type { TChatMessage } from '@/lib/chat/contracts';
import type { Booking, ChatMessage } from '@/lib/server/db/schema';

/** The address a message's photo is served from (only to those who may read the conversation). */
export const chatPhotoPath = (messageId: number) => `/api/profile/chat/photo/${messageId}`;

/**
 * A stored message as `viewerId` sees it. `read`: for the viewer's own message, whether the other
 * party has read that far; for theirs, whether the viewer has. An operator passes 0 (nobody): no
 * message is theirs, each is labelled by its sender.
 */
export function messageView(message: ChatMessage, booking: Pick<Booking, 'renterId' | 'ownerId'>, viewerId: number, reads: { mine: number; theirs: number }): TChatMessage {
  const mine = message.senderId === viewerId;
  const sender = message.senderId === booking.renterId ? 'renter' : message.senderId === booking.ownerId ? 'owner' : null;
  return {
    id: message.id,
    // The sender's own id for the message, for their retries only: to anyone else it is just text they chose.
    client_id: mine ? message.clientId : '',
    mine,
    sender,
    text: message.body,
    masked: message.maskedCount,
    photo: message.photoKey ? chatPhotoPath(message.id) : null,
    at: message.createdAt.toISOString(),
    read: mine ? reads.theirs >= message.id : reads.mine >= message.id,
  };
}

/** A message just sent, as its sender sees it: the other party cannot have read it yet. */
export const sentMessageView = (sent: { message: ChatMessage; booking: Pick<Booking, 'renterId' | 'ownerId'> }, senderId: number): TChatMessage =>
  messageView(sent.message, sent.booking, senderId, { mine: sent.message.id, theirs: 0 });
