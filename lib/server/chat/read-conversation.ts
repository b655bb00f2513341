import 'server-only';
import { and, asc, count, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { CHAT_LIMITS, type TChatMessage } from '@/lib/chat/contracts';
import type { Locale } from '@/lib/i18n/locales';
import { bookingSummaries } from '@/lib/server/bookings/booking-view';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { chatMessages, chatThreads, type User } from '@/lib/server/db/schema';
import { chatAccessFor, type ChatAccess } from './chat-access';
import { messageView } from './message-view';

/** How far each party has read (0: nothing yet). */
async function readsOf(access: ChatAccess, viewerId: number): Promise<{ mine: number; theirs: number }> {
  const db = await getDb();
  const rows = await db
    .select({ userId: chatThreads.userId, lastReadId: chatThreads.lastReadId })
    .from(chatThreads)
    .where(eq(chatThreads.bookingId, access.booking.id));
  const of = (id: number) => rows.find((row) => row.userId === id)?.lastReadId ?? 0;
  // An operator reading a dispute: "theirs" is the renter's view of the owner's messages and back.
  const me = access.role === 'operator' ? access.booking.renterId : viewerId;
  const other = me === access.booking.renterId ? access.booking.ownerId : access.booking.renterId;
  return { mine: of(me), theirs: of(other) };
}

/**
 * A page of the conversation, oldest first (docs/chat.md "Reading"): the newest `perPage`, those
 * older than `beforeId` (scrolling up) or newer than `afterId` (what arrived since). Reading a page
 * does not mark it read: the page says so when the messages are on screen (`markRead`).
 */
export async function readConversation(actor: User, bookingId: number, options: { beforeId?: number; afterId?: number; locale: Locale }, now = new Date()) {
  const access = await chatAccessFor(actor, bookingId, now);
  const db = await getDb();
  const limit = CHAT_LIMITS.perPage;
  const rows = options.afterId
    ? await db.select().from(chatMessages).where(and(eq(chatMessages.bookingId, bookingId), gt(chatMessages.id, options.afterId))).orderBy(asc(chatMessages.id)).limit(limit + 1)
    : await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.bookingId, bookingId), options.beforeId ? lt(chatMessages.id, options.beforeId) : undefined))
        .orderBy(desc(chatMessages.id))
        .limit(limit + 1);
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  if (!options.afterId) page.reverse();
  const reads = await readsOf(access, actor.id);
  const [summary] = await bookingSummaries([access.booking], access.role === 'owner' ? 'owner' : 'renter', options.locale);
  // An operator sees the renter's side; the other party's name is the owner's.
  const other = summary!.other;
  const messages: TChatMessage[] = page.map((row) => messageView(row, access.booking, access.role === 'operator' ? 0 : actor.id, reads));
  return {
    thread: {
      booking_id: bookingId,
      role: access.role,
      can_write: access.role !== 'operator' && access.canWrite,
      masking: access.masking,
      other: { name: other.name, photo: other.photo },
      their_read_up_to: reads.theirs,
    },
    messages,
    // Paging forward ("since"), `has_older` says whether more new ones wait beyond this page.
    has_older: more,
  };
}

/**
 * The reader has seen the conversation up to `upToId`: their side's read mark moves forward (never
 * back) and the unread count becomes what is still newer, counted from the messages themselves.
 */
export function markRead(actor: User, bookingId: number, upToId: number, now = new Date()): Promise<{ unread: number }> {
  return inTransaction(async () => {
    const access = await chatAccessFor(actor, bookingId, now);
    if (access.role === 'operator') return { unread: 0 };
    const db = await getDb();
    const [latest] = await db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.bookingId, bookingId)).orderBy(desc(chatMessages.id)).limit(1);
    // Never past the newest message: a made-up id cannot pre-read messages not yet written.
    const upTo = Math.min(upToId, latest?.id ?? 0);
    const [thread] = await db
      .insert(chatThreads)
      .values({ bookingId, userId: actor.id, lastReadId: upTo, unread: 0 })
      .onConflictDoUpdate({ target: [chatThreads.bookingId, chatThreads.userId], set: { lastReadId: sql`greatest(${chatThreads.lastReadId}, ${upTo})` } })
      .returning({ lastReadId: chatThreads.lastReadId });
    const [left] = await db
      .select({ n: count() })
      .from(chatMessages)
      .where(and(eq(chatMessages.bookingId, bookingId), gt(chatMessages.id, thread!.lastReadId), or(isNull(chatMessages.senderId), ne(chatMessages.senderId, actor.id))));
    const unread = left?.n ?? 0;
    await db.update(chatThreads).set({ unread }).where(and(eq(chatThreads.bookingId, bookingId), eq(chatThreads.userId, actor.id)));
    return { unread };
  });
}
