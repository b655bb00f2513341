import 'server-only';
import { and, count, eq, isNull } from 'drizzle-orm';
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
