import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { notifications } from '@/lib/server/db/schema';

/**
 * Adds an in-app notification for one person (docs/notifications.md). Called inside the event's
 * transaction (notifyBooking), so it commits — and is counted by the status poll — only with the
 * event itself.
 */
export async function recordNotification(options: { userId: number; bookingId: number | null; kind: string; now?: Date }): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(notifications)
    .values({ userId: options.userId, bookingId: options.bookingId, kind: options.kind, createdAt: options.now ?? new Date() })
    .returning({ id: notifications.id });
  return row!.id;
}
