import 'server-only';
import { and, eq, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { notifications, type User } from '@/lib/server/db/schema';
import { unreadNotificationCount } from './count-unread';

/** `upTo`: only notifications up to this id — what the page showed, not what arrived after it was drawn. */
export type ReadTarget = { ids: readonly number[] } | { bookingId: number } | { all: true; upTo?: number };

/**
 * Marks the actor's own notifications read: some by id, all of one booking, or all. The actor's id
 * is part of every update, so another person's notification is never touched (nor is its
 * existence revealed: it simply does not count). Marking a read one again changes nothing.
 */
export async function markNotificationsRead(actor: Pick<User, 'id'>, target: ReadTarget, now = new Date()): Promise<{ updated: number; unread: number }> {
  const db = await getDb();
  let which: SQL | undefined;
  if ('ids' in target) which = inArray(notifications.id, [...target.ids]);
  else if ('bookingId' in target) which = eq(notifications.bookingId, target.bookingId);
  else if (target.upTo !== undefined) which = lte(notifications.id, target.upTo);
  const changed = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, actor.id), isNull(notifications.readAt), which))
    .returning({ id: notifications.id });
  return { updated: changed.length, unread: await unreadNotificationCount(actor.id) };
}

/** Opening a booking's page reads what it was told about: that booking's notifications become read. */
export async function markBookingNotificationsRead(actor: Pick<User, 'id'>, bookingId: number, now = new Date()): Promise<number> {
  const db = await getDb();
  const changed = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, actor.id), eq(notifications.bookingId, bookingId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return changed.length;
}
