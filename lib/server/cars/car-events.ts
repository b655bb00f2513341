import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { carEvents } from '@/lib/server/db/schema';

export type CarEvent = 'created' | 'edited' | 'submitted' | 'resubmitted' | 'approved' | 'rejected' | 'activated' | 'deactivated' | 'deleted' | 'renamed'
  // Photos (car-photos: upload, reorder, main, delete)
  | 'photos_added' | 'photo_deleted' | 'photos_reordered' | 'main_photo_set'
  // Availability (blocks and the weekly hours; never a moderation matter)
  | 'blocked' | 'unblocked' | 'schedule_changed';

/** Records what happened to a car and who did it, in the caller's transaction. */
export async function recordCarEvent(carId: number, actorId: number | null, event: CarEvent, extra: { reason?: string | null; details?: Record<string, unknown> } = {}): Promise<void> {
  const db = await getDb();
  await db.insert(carEvents).values({ carId, actorId, event, reason: extra.reason ?? null, details: extra.details ?? null });
}
