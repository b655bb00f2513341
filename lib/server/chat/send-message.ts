import 'server-only';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { maskedText, withoutDirectionControls } from '@/lib/chat/chat-rules';
import { AppError } from '@/lib/errors/app-error';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { consume, type Limit } from '@/lib/server/security/rate-limit';
import { type Booking, type ChatMessage, chatMessages, chatThreads, type User } from '@/lib/server/db/schema';
import { chatAccessFor } from './chat-access';

export type NewMessage = { clientId: string; text: string; photoRef?: string | null };

/** A send's outcome: the message, whether this call stored it, and the booking's parties (to label it). */
export type SentMessage = { message: ChatMessage; created: boolean; booking: Pick<Booking, 'renterId' | 'ownerId'> };

/** A person talks, a script floods: 120 messages in 10 minutes is more than anyone types (docs/chat.md). */
export const CHAT_SEND_LIMIT: Limit = { bucket: 'chat-send:account', max: 120, windowMs: 10 * 60_000 };

/** A split contact detail is looked for in the sender's last three messages of the last ten minutes. */
async function recentBodies(bookingId: number, senderId: number, now: Date): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ body: chatMessages.body })
    .from(chatMessages)
    .where(and(eq(chatMessages.bookingId, bookingId), eq(chatMessages.senderId, senderId), gt(chatMessages.createdAt, new Date(now.getTime() - 10 * 60_000))))
    .orderBy(desc(chatMessages.id))
    .limit(3);
  return rows.map((row) => row.body).reverse();
}

/** The message `clientId` already named for this sender in this booking, if any. */
export async function sentBefore(bookingId: number, senderId: number, clientId: string): Promise<ChatMessage | null> {
  const db = await getDb();
  const [found] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.bookingId, bookingId), eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)));
  return found ?? null;
}

/**
 * One party sends a message (docs/chat.md "Sending"). In one transaction: the message (its text
 * masked while the booking is unpaid) and the other party's unread count raised by one — an atomic
 * increment, so parallel sends each count. The sender's read mark does not move: a message of the
 * other party's that arrived a moment before this one may not be on their screen yet. The same
 * `clientId` again (a retry, a double tap) returns the message already stored and changes nothing:
 * the unique index decides, whatever the timing. Returns the message and whether it was new.
 */
export async function sendMessage(actor: User, bookingId: number, input: NewMessage, now = new Date()): Promise<SentMessage> {
  // Counted before the transaction (a refusal must not roll its own count back).
  await consume(CHAT_SEND_LIMIT, String(actor.id), now);
  return inTransaction(async () => {
    const access = await chatAccessFor(actor, bookingId, now, { lock: true });
    const db = await getDb();
    const existing = await sentBefore(bookingId, actor.id, input.clientId);
    if (existing) return { message: existing, created: false, booking: access.booking };
    if (access.role === 'operator') throw new AppError('forbidden');
    if (!access.canWrite) throw new AppError('chat_closed');
    const text = withoutDirectionControls(input.text).trim();
    if (!text && !input.photoRef) throw new AppError('validation_failed', { fields: { text: { key: 'required' } } });
    const shown = access.masking ? maskedText(text, await recentBodies(bookingId, actor.id, now)) : { text, count: 0 };
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
      return { message: first!, created: false, booking: access.booking };
    }
    const recipientId = access.role === 'renter' ? access.booking.ownerId : access.booking.renterId;
    // In user id order, whoever sends: two parties sending at once lock the two rows in the same order.
    const rows = [
      { bookingId, userId: actor.id, unread: 0, lastReadId: 0, lastMessageId: inserted.id, lastMessageAt: now },
      { bookingId, userId: recipientId, unread: 1, lastReadId: 0, lastMessageId: inserted.id, lastMessageAt: now },
    ].sort((a, b) => a.userId - b.userId);
    await db
      .insert(chatThreads)
      .values(rows)
      .onConflictDoUpdate({
        target: [chatThreads.bookingId, chatThreads.userId],
        set: {
          unread: sql`case when ${chatThreads.userId} = ${actor.id} then ${chatThreads.unread} else ${chatThreads.unread} + 1 end`,
          lastMessageId: sql`greatest(${chatThreads.lastMessageId}, ${inserted.id})`,
          lastMessageAt: sql`greatest(${chatThreads.lastMessageAt}, excluded.last_message_at)`,
        },
      });
    return { message: inserted, created: true, booking: access.booking };
  });
}
