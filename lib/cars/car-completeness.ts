import { type CarStep, CAR_STEPS, stepOfField, ZCarSubmission } from './car-schema';
import type { TCarView } from './car-view';

/** A stored car's fields in the form's units (a view, or the server's reading of a row) with its photos. */
type StoredForm = Pick<TCarView, 'delivery' | 'deposit' | 'discounts'> & { photos: readonly Pick<TCarView['photos'][number], 'id' | 'is_main'>[] };

/**
 * A stored car as the submission form reads it: null fields left out, the nested parts in the
 * form's shape. The list's "what is missing" and the server's checks read cars the same way.
 */
export function submissionFormOf(car: StoredForm) {
  const defined = Object.fromEntries(Object.entries(car).filter(([, value]) => value !== null));
  return {
    ...defined,
    delivery: { offered: car.delivery.offered ?? undefined, free: car.delivery.free, price: car.delivery.price ?? undefined },
    deposit: { amount: car.deposit.amount ?? undefined, currency: car.deposit.currency ?? undefined },
    discounts: car.discounts,
    photos: car.photos.map((photo) => ({ id: photo.id, is_main: photo.is_main })),
  };
}

/**
 * The wizard steps a draft (or a rejected car) still has to complete before it can go to
 * moderation, in wizard order: what the submission schema refuses, by the step owning each field.
 * Empty when the car can be sent (the server checks again, with what only it knows: VIN and plate
 * taken by another listing).
 */
export function missingSteps(car: TCarView): CarStep[] {
  const checked = ZCarSubmission.safeParse(submissionFormOf(car));
  if (checked.success) return [];
  const steps = new Set(checked.error.issues.map((issue) => stepOfField(issue.path.join('.'))).filter((step): step is CarStep => step !== null));
  return (Object.keys(CAR_STEPS) as CarStep[]).filter((step) => steps.has(step));
}
