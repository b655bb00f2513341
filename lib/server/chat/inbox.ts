import 'server-only';
import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { CHAT_LIMITS, type TChatInboxItem } from '@/lib/chat/contracts';
import type { Locale } from '@/lib/i18n/locales';
import { bookingSummaries } from '@/lib/server/bookings/booking-view';
import { getDb } from '@/lib/server/db/client';
import { bookings, chatMessages, chatThreads, type User } from '@/lib/server/db/schema';

/**
 * Every conversation `actor` has, the latest first (docs/chat.md "Inbox"): the booking's car, the
 * other party, the last message and how many wait unread. A conversation exists once either party
 * has written. Three queries for a page, whatever its length.
 */
export async function inboxOf(actor: User, page: number, locale: Locale): Promise<{ items: TChatInboxItem[]; pagination: { total: number; per_page: number; current_page: number } }> {
  const db = await getDb();
  const perPage = CHAT_LIMITS.inboxPerPage;
  const mine = and(eq(chatThreads.userId, actor.id), isNotNull(chatThreads.lastMessageId));
  const [threads, [total]] = await Promise.all([
    db
      .select({ thread: chatThreads, booking: bookings })
      .from(chatThreads)
      .innerJoin(bookings, eq(bookings.id, chatThreads.bookingId))
      .where(mine)
      .orderBy(desc(chatThreads.lastMessageAt), desc(chatThreads.bookingId))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(chatThreads).where(mine),
  ]);
  const lastIds = threads.map((row) => row.thread.lastMessageId!).filter(Boolean);
  const lasts = lastIds.length ? await db.select().from(chatMessages).where(inArray(chatMessages.id, lastIds)) : [];
  const rented = threads.filter((row) => row.booking.renterId === actor.id).map((row) => row.booking);
  const owned = threads.filter((row) => row.booking.renterId !== actor.id).map((row) => row.booking);
  const summaries = new Map([...(await bookingSummaries(rented, 'renter', locale)), ...(await bookingSummaries(owned, 'owner', locale))].map((summary) => [summary.id, summary]));
  const items = threads.map(({ thread, booking }): TChatInboxItem => {
    const role = booking.renterId === actor.id ? 'renter' : 'owner';
    const summary = summaries.get(booking.id)!;
    const last = lasts.find((message) => message.id === thread.lastMessageId);
    return {
      booking_id: booking.id,
      status: booking.status,
      role,
      car: { title: summary.car.title, photo: summary.car.photo },
      other: { name: summary.other.name, photo: summary.other.photo },
      last: last ? { text: last.body, photo: last.photoKey !== null, mine: last.senderId === actor.id, at: last.createdAt.toISOString() } : null,
      unread: thread.unread,
    };
  });
  return { items, pagination: { total: total?.n ?? 0, per_page: perPage, current_page: page } };
}
