import { z } from 'zod';
import { formatNumber } from '@/lib/format/number';
import {
  type CarRule,
  basicsRules,
  basicsShape,
  crossStepRules,
  documentsRules,
  documentsShape,
  draftPricingShape,
  draftShape,
  locationShape,
  photoList,
  pricingRules,
  pricingShape,
} from './car-steps';
import { optionalInput } from './number-input';
import { whenValid } from './when-valid';

/**
 * The car form's schemas, one per wizard step plus the whole car, shared by the wizard (through
 * lib/forms/zod-resolver) and the API (docs/cars.md). Every refusal is a `Validation` message key
 * at the field's path (`discounts.1.from_days`, `delivery.price`), so the form and the API's
 * `fields` show the same words next to the same input.
 *
 * Outputs are normalized: numbers as numbers (prices in whole hryvnias; the server stores
 * `toKopiyky(…)`, lib/cars/money.ts), the VIN, plate and certificate serial upper-case without
 * spaces with Latin look-alike letters, blank optional fields as undefined, delivery's price as
 * null when it has none. To add request fields (`lang`), use `.safeExtend({ lang: LangField })`:
 * zod refuses `.extend` on a schema with rules.
 */

function withRules<T extends z.ZodObject>(schema: T, rules: readonly CarRule[]): T {
  let out = schema;
  for (const rule of rules) out = out.superRefine((car, ctx) => rule.check(car, ctx), { when: whenValid(...rule.fields) });
  return out;
}

export { ZCarPhoto, type TCarPhoto } from './car-steps';

/** Step 1, the car: brand, model, year, VIN, mileage, gearbox, fuel, engine, consumption, doors, seats, taxi, colour. */
export const ZCarBasics = withRules(z.object(basicsShape), basicsRules);
/** Step 2, the documents: plate, registration certificate, registration dates, year of manufacture, ownership, owner's name. */
export const ZCarDocuments = withRules(z.object(documentsShape), documentsRules);
/** Step 3, the photos: 4–20 photos in display order, exactly one main. */
export const ZCarPhotosRule = photoList('submit');
export const ZCarPhotos = z.object({ photos: ZCarPhotosRule });
/** Step 4, the location: city, address and the pin's coordinates, in Ukraine. */
export const ZCarLocation = z.object(locationShape);
/** Step 5, prices and terms: terms, mileage, prices, delivery, discounts, deposit, comments, daily-price flag. */
export const ZCarPricing = withRules(z.object(pricingShape), pricingRules);

const allRules = [...basicsRules, ...documentsRules, ...pricingRules, ...crossStepRules];

/** The whole car as sent to moderation: every step complete, plus the rules across steps. */
export const ZCarSubmission = withRules(
  z.object({ ...basicsShape, ...documentsShape, photos: ZCarPhotosRule, ...locationShape, ...pricingShape }),
  allRules,
);

const draftFormShape = { ...draftShape(basicsShape), ...draftShape(documentsShape), ...draftShape(locationShape), ...draftPricingShape };

/** A saved draft: any field may be missing or blank; every field present obeys its rule, and the rules between present fields hold. */
export const ZCarDraft = withRules(z.object({ ...draftFormShape, photos: optionalInput(photoList('draft')) }), allRules);

/** The form the create and update calls save: the draft's fields without the photos, which have calls of their own. */
export const ZCarDraftForm = withRules(z.object(draftFormShape), allRules);

export type TCarSubmission = z.output<typeof ZCarSubmission>;
export type TCarSubmissionInput = z.input<typeof ZCarSubmission>;
export type TCarDraft = z.output<typeof ZCarDraft>;
export type TCarDraftInput = z.input<typeof ZCarDraft>;

/** The steps in wizard order and the fields each owns, so a server error on `discounts.2.amount` opens the pricing step. */
export const CAR_STEPS = {
  basics: Object.keys(basicsShape),
  documents: Object.keys(documentsShape),
  photos: ['photos'],
  location: Object.keys(locationShape),
  pricing: Object.keys(pricingShape),
} as const satisfies Record<string, readonly string[]>;
export type CarStep = keyof typeof CAR_STEPS;

/** The step a field path (as the API reports it, `discounts.2.amount`) belongs to, or null. */
export function stepOfField(path: string): CarStep | null {
  const field = path.split('.')[0]!;
  return (Object.keys(CAR_STEPS) as CarStep[]).find((step) => (CAR_STEPS[step] as readonly string[]).includes(field)) ?? null;
}

/**
 * `schema` (any car schema with `mileage`) for an existing car: the mileage may not go below the
 * recorded one (spec §5). `withMileageFloor(ZCarDraft, car.mileage)` on the server and in the edit form.
 */
export function withMileageFloor<T extends z.ZodObject>(schema: T, previous: number): T {
  return schema.superRefine(
    (car, ctx) => {
      const mileage = (car as { mileage?: unknown }).mileage;
      if (typeof mileage === 'number' && mileage < previous) ctx.addIssue({ code: 'custom', message: 'mileageBelowPrevious', params: { value: formatNumber(previous, { decimals: 0 }) }, path: ['mileage'] });
    },
    { when: whenValid('mileage') },
  );
}

