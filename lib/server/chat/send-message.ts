import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { maskedText } from '@/lib/chat/chat-rules';
import { AppError } from '@/lib/errors/app-error';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type ChatMessage, chatMessages, chatThreads, type User } from '@/lib/server/db/schema';
import { chatAccessFor } from './chat-access';

export type NewMessage = { clientId: string; text: string; photoRef?: string | null };

/**
 * One party sends a message (docs/chat.md "Sending"). In one transaction: the message (its text
 * masked while the booking is unpaid), the sender's side marked read up to it, and the other
 * party's unread count raised by one — an atomic increment, so parallel sends each count. The same
 * `clientId` again (a retry, a double tap) returns the message already stored and changes nothing:
 * the unique index decides, whatever the timing. Returns the message and whether it was new.
 */
export function sendMessage(actor: User, bookingId: number, input: NewMessage, now = new Date()): Promise<{ message: ChatMessage; created: boolean }> {
  return inTransaction(async () => {
    const access = await chatAccessFor(actor, bookingId, now, { lock: true });
    const db = await getDb();
    const [existing] = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.bookingId, bookingId), eq(chatMessages.senderId, actor.id), eq(chatMessages.clientId, input.clientId)));
    if (existing) return { message: existing, created: false };
    if (access.role === 'operator') throw new AppError('forbidden');
    if (!access.canWrite) throw new AppError('chat_closed');
    const text = input.text.trim();
    if (!text && !input.photoRef) throw new AppError('validation_failed', { fields: { text: { key: 'required' } } });
    const shown = access.masking ? maskedText(text) : { text, count: 0 };
    const [inserted] = await db
      .insert(chatMessages)
      .values({ bookingId, senderId: actor.id, clientId: input.clientId, body: shown.text, maskedCount: shown.count, photoKey: input.photoRef ?? null, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      // A parallel send with the same id committed first: this one is that message.
      const [first] = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.bookingId, bookingId), eq(chatMessages.senderId, actor.id), eq(chatMessages.clientId, input.clientId)));
      return { message: first!, created: false };
    }
    const recipientId = access.role === 'renter' ? access.booking.ownerId : access.booking.renterId;
    await db
      .insert(chatThreads)
      .values([
        { bookingId, userId: actor.id, unread: 0, lastReadId: inserted.id, lastMessageId: inserted.id, lastMessageAt: now },
        { bookingId, userId: recipientId, unread: 1, lastReadId: 0, lastMessageId: inserted.id, lastMessageAt: now },
      ])
      .onConflictDoUpdate({
        target: [chatThreads.bookingId, chatThreads.userId],
        set: {
          // The sender has read everything up to their own message; the recipient has one more to read.
          unread: sql`case when ${chatThreads.userId} = ${actor.id} then 0 else ${chatThreads.unread} + 1 end`,
          lastReadId: sql`case when ${chatThreads.userId} = ${actor.id} then greatest(${chatThreads.lastReadId}, ${inserted.id}) else ${chatThreads.lastReadId} end`,
          lastMessageId: sql`greatest(${chatThreads.lastMessageId}, ${inserted.id})`,
          lastMessageAt: sql`greatest(${chatThreads.lastMessageAt}, excluded.last_message_at)`,
        },
      });
    return { message: inserted, created: true };
  });
}
