import 'server-only';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { notifications } from '@/lib/server/db/schema';

/** How many of a person's notifications are unread (the partial index `notifications_unread_idx` answers it). */
export async function unreadNotificationCount(userId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/** Unread notifications per booking, for the bookings asked about (one grouped query on the same index). */
export async function unreadNotificationsByBooking(userId: number, bookingIds: readonly number[]): Promise<Map<number, number>> {
  if (!bookingIds.length) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ bookingId: notifications.bookingId, value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), inArray(notifications.bookingId, [...bookingIds])))
    .groupBy(notifications.bookingId);
  return new Map(rows.filter((row) => row.bookingId !== null).map((row) => [row.bookingId!, row.value]));
}
