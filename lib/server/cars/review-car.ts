import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TCarView } from '@/lib/cars/car-view';
import { AppError } from '@/lib/errors/app-error';
import { assertStaff } from '@/lib/server/auth/assert-staff';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { cars, type User, users } from '@/lib/server/db/schema';
import { mailUser } from '@/lib/server/mail/mail-user';
import { recordCarEvent } from './car-events';
import { carView, carViews } from './car-view';
import { canListCar } from '@/lib/server/verification/gates';

/** Operators' queue: cars awaiting moderation, oldest submission first, with every field and photo. */
export async function listPendingCars(actor: User, locale: 'uk' | 'en' = 'uk'): Promise<TCarView[]> {
  assertStaff(actor);
  const db = await getDb();
  const rows = await db.select().from(cars).where(and(eq(cars.status, 'pending'), isNull(cars.deletedAt))).orderBy(asc(cars.submittedAt), asc(cars.id));
  return carViews(rows, locale);
}

/**
 * An operator's decision on a car awaiting moderation: approval lists it (switched on), rejection
 * needs a reason the owner will read. The decision, its record and the owner's e-mail (in the
 * owner's language) commit together. Only a car still pending can be decided: two operators
 * deciding at once get one decision and one `not_found`.
 *
 * A pending car still takes its owner's edits and photos, so `seenAt` (the car's `updated_at` as
 * the operator's page showed it) binds the decision to what was reviewed: if the car changed
 * since, the decision is refused (`car_changed`) and the operator looks again, rather than
 * approving text or photos nobody saw.
 */
export async function reviewCar(
  operator: User,
  carId: number,
  decision: 'approved' | 'rejected',
  reason: string | undefined,
  locale: 'uk' | 'en' = 'uk',
  seenAt?: string,
): Promise<TCarView> {
  assertStaff(operator);
  const why = reason?.trim() ?? '';
  if (decision === 'rejected' && !why) throw new AppError('validation_failed', { fields: { reason: { key: 'required' } } });
  return inTransaction(async () => {
    const db = await getDb();
    // Locked, so no edit lands between the check and the decision.
    const [pending] = await db
      .select({ updatedAt: cars.updatedAt, ownerId: cars.ownerId })
      .from(cars)
      .where(and(eq(cars.id, carId), eq(cars.status, 'pending'), isNull(cars.deletedAt)))
      .for('update');
    if (!pending) throw new AppError('not_found');
    if (seenAt !== undefined && pending.updatedAt.getTime() !== new Date(seenAt).getTime()) throw new AppError('car_changed');
    // Approval lists the car only while its owner is verified: one whose verification lapsed while
    // the car waited gets it approved but switched off, and switches it on once verified again.
    const [owner] = await db.select().from(users).where(eq(users.id, pending.ownerId));
    const ownerVerified = canListCar(owner!);
    const [car] = await db
      .update(cars)
      .set({ status: decision, active: decision === 'approved' && ownerVerified, rejectionReason: decision === 'rejected' ? why : null, reviewedAt: new Date(), reviewedBy: operator.id, updatedAt: new Date() })
      .where(and(eq(cars.id, carId), eq(cars.status, 'pending'), isNull(cars.deletedAt)))
      .returning();
    if (!car) throw new AppError('not_found');
    await recordCarEvent(car.id, operator.id, decision, { reason: why || null });
    // The title (brand, model, year) reads the same in both languages.
    const view = await carView(car, locale);
    await mailUser(owner!, decision === 'approved' ? { name: 'carApproved', car: view.title } : { name: 'carRejected', car: view.title, reason: why });
    return view;
  });
}
