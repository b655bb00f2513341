import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type TCarDraft, withMileageFloor, ZCarSubmission } from '@/lib/cars/car-schema';
import { MODERATED_FIELDS, type TCarView } from '@/lib/cars/car-view';
import { AppError } from '@/lib/errors/app-error';
import { formatNumber } from '@/lib/format/number';
import { fieldMessages } from '@/lib/validation/issue-message';
import { assertCanListCar, assertOwnerAccount } from '@/lib/server/verification/gates';
import { getVerificationState } from '@/lib/server/verification/verification-state';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type Car, carModels, cars, cities, type User } from '@/lib/server/db/schema';
import { consume, type Limit } from '@/lib/server/security/rate-limit';
import { backToModerationColumns } from './back-to-moderation';
import { lockManagedCar } from './car-access';
import { columnsOfForm, fieldsOfRow, formOfRow } from './car-columns';
import { recordCarEvent } from './car-events';
import { refreshSlug } from './car-slug';
import { carView, photosOf } from './car-view';

/** New listings per account and hour: a real fleet is added over days; a script filling the table is not. */
export const CAR_CREATE_LIMIT: Limit = { bucket: 'car-create:account', max: 30, windowMs: 60 * 60_000 };

/** The model belongs to the brand, and the city is one we serve: ids the form's lists offer. */
async function assertReferences(form: TCarDraft): Promise<void> {
  const db = await getDb();
  const fields: Record<string, { key: 'selectOption' }> = {};
  if (form.model_id !== undefined) {
    const [model] = await db.select({ brandId: carModels.brandId }).from(carModels).where(eq(carModels.id, form.model_id));
    if (!model || (form.brand_id !== undefined && model.brandId !== form.brand_id)) fields.model_id = { key: 'selectOption' };
  }
  if (form.city_id !== undefined) {
    const [city] = await db.select({ id: cities.id }).from(cities).where(and(eq(cities.id, form.city_id), eq(cities.isActive, true)));
    if (!city) fields.city_id = { key: 'selectOption' };
  }
  if (Object.keys(fields).length) throw new AppError('validation_failed', { fields });
}

/** Refuses with every field's message when the car's form (with its photos) is not complete for moderation. */
export function assertComplete(car: Car, form: ReturnType<typeof formOfRow>): void {
  const schema = car.status === 'draft' || car.mileage === null ? ZCarSubmission : withMileageFloor(ZCarSubmission, car.mileage);
  const checked = schema.safeParse(form);
  if (!checked.success) throw new AppError('validation_failed', { fields: fieldMessages(checked.error.issues) });
}

/**
 * Starts a listing as a draft with whatever the owner has filled in (every present field valid).
 * Any host or company may prepare one; sending it to moderation needs verification (submit-car.ts).
 */
export async function createCar(actor: User, form: TCarDraft, locale: 'uk' | 'en' = 'uk'): Promise<TCarView> {
  assertOwnerAccount(actor);
  await consume(CAR_CREATE_LIMIT, String(actor.id));
  await assertReferences(form);
  return inTransaction(async () => {
    const db = await getDb();
    const [car] = await db
      .insert(cars)
      .values({ ...columnsOfForm(form), ownerId: actor.id, slug: `new-${randomUUID()}`, status: 'draft' })
      .returning();
    const slug = await refreshSlug(car!);
    await recordCarEvent(car!.id, actor.id, 'created');
    return carView({ ...car!, slug }, locale);
  });
}

/** The form fields whose change sends an approved car back to moderation, among those that changed. */
function moderatedChanges(before: Car, after: Car): string[] {
  const old = fieldsOfRow(before) as Record<string, unknown>;
  const next = fieldsOfRow(after) as Record<string, unknown>;
  return MODERATED_FIELDS.filter((field) => JSON.stringify(old[field] ?? null) !== JSON.stringify(next[field] ?? null));
}

/**
 * Saves the whole form of a car the actor manages (owner or operator). A draft or a rejected car
 * takes any valid partial form. A car under review or approved must stay complete; the mileage
 * never goes below what was recorded. On an approved car, a change to what moderation checked
 * (docs/cars.md: identity, documents, comments) takes it off the catalog and back to the queue;
 * prices, terms, location and the calendar change at once.
 */
export async function updateCar(actor: User, carId: number, form: TCarDraft, locale: 'uk' | 'en' = 'uk'): Promise<TCarView> {
  await assertReferences(form);
  return inTransaction(async () => {
    const db = await getDb();
    const car = await lockManagedCar(actor, carId);
    const columns = columnsOfForm(form);
    const next = { ...car, ...columns } as Car;
    // Once a car has left the draft state its recorded mileage is the floor: it may not be lowered,
    // nor cleared (a rejected car takes partial forms, and a cleared mileage would have no floor left).
    if (car.status !== 'draft' && car.mileage !== null) {
      if (next.mileage === null) throw new AppError('validation_failed', { fields: { mileage: { key: 'required' } } });
      if (next.mileage < car.mileage) throw new AppError('validation_failed', { fields: { mileage: { key: 'mileageBelowPrevious', params: { value: formatNumber(car.mileage, { decimals: 0 }) } } } });
    }
    if (car.status === 'pending' || car.status === 'approved') assertComplete(car, formOfRow(next, await photosOf(car.id)));
    const changed = car.status === 'approved' ? moderatedChanges(car, next) : [];
    const backToModeration = changed.length > 0 && actor.id === car.ownerId;
    if (backToModeration) assertCanListCar(actor, await getVerificationState(actor));
    const [saved] = await db
      .update(cars)
      .set({
        ...columns,
        ...(backToModeration ? backToModerationColumns() : {}),
        updatedAt: new Date(),
      })
      .where(eq(cars.id, car.id))
      .returning();
    // The slug follows brand, model and year only.
    const renamed = saved!.brandId !== car.brandId || saved!.modelId !== car.modelId || saved!.year !== car.year;
    const slug = renamed ? await refreshSlug(saved!) : saved!.slug;
    await recordCarEvent(car.id, actor.id, backToModeration ? 'resubmitted' : 'edited', changed.length ? { details: { fields: changed } } : {});
    return carView({ ...saved!, slug }, locale);
  });
}
