import 'server-only';
import { inArray } from 'drizzle-orm';
import type { TCarQueueEntry } from '@/lib/cars/car-queue-entry';
import { listPendingCars } from '@/lib/server/cars/review-car';
import { getDb } from '@/lib/server/db/client';
import { type User, users } from '@/lib/server/db/schema';
import { describeApplicants } from '@/lib/server/verification/applicants';

/** Operators' car moderation queue: the pending cars (oldest first) with their owners, in three queries beyond the cars'. */
export async function carModerationQueue(operator: User, locale: 'uk' | 'en'): Promise<TCarQueueEntry[]> {
  const pending = await listPendingCars(operator, locale);
  if (!pending.length) return [];
  const ownerIds = [...new Set(pending.map((car) => car.owner_id))];
  const db = await getDb();
  const [owners, states] = await Promise.all([
    describeApplicants(operator, ownerIds),
    db.select({ id: users.id, legalVerification: users.legalVerification }).from(users).where(inArray(users.id, ownerIds)),
  ]);
  const verification = new Map(states.map((row) => [row.id, row.legalVerification]));
  return pending.flatMap((car) => {
    const owner = owners.get(car.owner_id);
    return owner ? [{ car, owner, ownerVerification: verification.get(car.owner_id) ?? 0 }] : [];
  });
}
