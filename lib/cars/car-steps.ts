import { z } from 'zod';
import { ZId } from '@/lib/validation/numbers';
import {
  CAR_LIMITS,
  ZAddress,
  ZCarColor,
  ZCarComment,
  ZCertificateNumber,
  ZCertificateSerial,
  ZChoiceId,
  ZDepositCurrency,
  ZDoors,
  ZEngineCapacity,
  ZFuelConsumption,
  ZFuelType,
  ZGearbox,
  ZLatitude,
  ZLongitude,
  ZManufactureYear,
  ZMileage,
  ZModelYear,
  ZOwnerName,
  ZOwnership,
  ZPlate,
  ZRegistrationDate,
  ZSeats,
  ZVin,
  zPrice,
} from './car-fields';
import { ZDiscounts, ZDraftDiscounts, discountsNotBelowPrice } from './discounts';
import { optionalInput, zWholeNumber } from './number-input';

/**
 * The wizard's steps as field shapes and cross-field rules. `submit` is what moderation needs:
 * every required field present. `draft` is what the wizard saves as the owner goes: any field may
 * be missing, but whatever is there is already checked by the same rules (car-schema.ts).
 */
export type CarMode = 'submit' | 'draft';

export const basicsShape = {
  brand_id: ZChoiceId,
  model_id: ZChoiceId,
  year: ZModelYear,
  vin: ZVin,
  mileage: ZMileage,
  gearbox: ZGearbox,
  fuel_type: ZFuelType,
  engine_capacity: ZEngineCapacity,
  fuel_consumption: ZFuelConsumption,
  doors: ZDoors,
  seats: ZSeats,
  is_taxi: z.boolean(),
  color: ZCarColor,
};

export const documentsShape = {
  registration_number: ZPlate,
  certificate_serial: ZCertificateSerial,
  certificate_number: ZCertificateNumber,
  first_registration_date: ZRegistrationDate,
  first_registration_ua_date: ZRegistrationDate,
  manufacture_year: ZManufactureYear,
  ownership: ZOwnership,
  owner_first_name: ZOwnerName,
  owner_last_name: ZOwnerName,
};

export const ZCarPhoto = z.object({ id: ZId, is_main: z.boolean() });
export type TCarPhoto = z.output<typeof ZCarPhoto>;

/** The photo list in display order: 4–20 different photos, exactly one main (a draft: at most one). */
export function photoList(mode: CarMode) {
  return z.array(ZCarPhoto).superRefine(
    (photos, ctx) => {
      const { min, max } = CAR_LIMITS.photos;
      if (mode === 'submit' && photos.length < min) ctx.addIssue({ code: 'custom', message: 'photosMin', params: { count: min } });
      if (photos.length > max) ctx.addIssue({ code: 'custom', message: 'photosMax', params: { count: max } });
      const seen = new Set<number>();
      photos.forEach((photo, index) => {
        if (typeof photo?.id !== 'number') return;
        if (seen.has(photo.id)) ctx.addIssue({ code: 'custom', message: 'photosDuplicate', path: [index, 'id'] });
        seen.add(photo.id);
      });
      const mains = photos.filter((photo) => photo?.is_main === true).length;
      if (mode === 'submit' ? mains !== 1 : mains > 1) ctx.addIssue({ code: 'custom', message: 'photosOneMain' });
    },
    // Runs beside a bad item's own message; items are read defensively above.
    { when: (payload) => !payload.issues.some((issue) => !issue.path?.length) },
  );
}

export const locationShape = {
  city_id: ZChoiceId,
  address: ZAddress,
  lat: ZLatitude,
  lng: ZLongitude,
};

/** Delivery to the renter: when offered and not free, its price is required. Outputs `price: null` when it has none. */
export function deliverySchema(mode: CarMode) {
  const flag = mode === 'submit' ? z.boolean() : optionalInput(z.boolean());
  return z
    .object({ offered: flag, free: optionalInput(z.boolean()), price: optionalInput(zPrice(CAR_LIMITS.price.delivery)) })
    .superRefine(
      (delivery, ctx) => {
        if (mode === 'submit' && delivery.offered && !delivery.free && delivery.price === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: ['price'] });
      },
      { when: (payload) => !payload.issues.length },
    )
    .transform(({ offered, free, price }) => ({
      offered,
      free: offered === true && free === true,
      price: offered === true && free !== true ? (price ?? null) : null,
    }));
}

/** The deposit: an amount (0 for none) in hryvnias, dollars or euros. */
export function depositSchema(mode: CarMode) {
  const amount = zWholeNumber(0, CAR_LIMITS.price.deposit);
  return mode === 'submit'
    ? z.object({ amount, currency: ZDepositCurrency })
    : z.object({ amount: optionalInput(amount), currency: optionalInput(ZDepositCurrency) });
}

export const pricingShape = {
  min_term_days: zWholeNumber(CAR_LIMITS.termDays.min, CAR_LIMITS.termDays.max),
  max_term_days: zWholeNumber(CAR_LIMITS.termDays.min, CAR_LIMITS.termDays.max),
  /** 0: every kilometre is paid at `price_per_km`. */
  free_mileage_per_day: zWholeNumber(0, CAR_LIMITS.freeMileageKm),
  /** 0: no charge beyond the free mileage (unlimited mileage). */
  price_per_km: zPrice(CAR_LIMITS.price.km, 0),
  /** Optional: not every host rents by the hour. */
  price_per_hour: optionalInput(zPrice(CAR_LIMITS.price.hour)),
  price_per_day: zPrice(CAR_LIMITS.price.day),
  /** Optional: the long-term price, for rentals of 30 days and more. */
  price_per_month: optionalInput(zPrice(CAR_LIMITS.price.month)),
  delivery: deliverySchema('submit'),
  discounts: ZDiscounts,
  deposit: depositSchema('submit'),
  comment_uk: optionalInput(ZCarComment),
  comment_en: optionalInput(ZCarComment),
  is_daily_price: z.boolean(),
};

// ---------------------------------------------------------------------------------------------
// Cross-field rules. Each names the fields it reads: it runs as soon as they are valid (whatever
// else is wrong) and skips a field that a draft has not filled in yet.

/** What the rules read, loosely: any step's output (or the draft's, where everything may be missing). */
export type RuleInput = Partial<{
  fuel_type: string;
  engine_capacity: number;
  year: number;
  manufacture_year: number;
  first_registration_date: string;
  first_registration_ua_date: string;
  min_term_days: number;
  max_term_days: number;
  price_per_hour: number;
  price_per_day: number;
  price_per_month: number;
  discounts: readonly ({ amount?: unknown } | undefined)[];
}>;

export type CarRule = { fields: readonly string[]; check: (car: RuleInput, ctx: z.RefinementCtx) => void };

const issue = (ctx: z.RefinementCtx, path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', message, path });

/** An electric car has no engine capacity; every other has one. */
const engineMatchesFuel: CarRule = {
  fields: ['fuel_type', 'engine_capacity'],
  check(car, ctx) {
    if (car.fuel_type === undefined || car.engine_capacity === undefined) return;
    if (car.fuel_type === 'electric' && car.engine_capacity !== 0) issue(ctx, ['engine_capacity'], 'engineCapacityElectric');
    if (car.fuel_type !== 'electric' && car.engine_capacity === 0) issue(ctx, ['engine_capacity'], 'engineCapacity');
  },
};

/** Registered no earlier than the year the car was made, and in Ukraine no earlier than anywhere. */
const registrationAfterManufacture: CarRule = {
  fields: ['manufacture_year', 'first_registration_date', 'first_registration_ua_date'],
  check(car, ctx) {
    const made = car.manufacture_year === undefined ? undefined : `${car.manufacture_year}-01-01`;
    if (made && car.first_registration_date && car.first_registration_date < made) issue(ctx, ['first_registration_date'], 'dateBeforeManufacture');
    const ua = car.first_registration_ua_date;
    if (ua && car.first_registration_date && ua < car.first_registration_date) issue(ctx, ['first_registration_ua_date'], 'uaRegistrationBeforeFirst');
    else if (ua && made && ua < made) issue(ctx, ['first_registration_ua_date'], 'dateBeforeManufacture');
  },
};

/** The model year is the year of manufacture or one either side (built late for next year, or sold on). Shown on the documents step, where the second of the two is typed. */
const modelYearNearManufacture: CarRule = {
  fields: ['year', 'manufacture_year'],
  check(car, ctx) {
    if (car.year !== undefined && car.manufacture_year !== undefined && Math.abs(car.year - car.manufacture_year) > 1) issue(ctx, ['manufacture_year'], 'modelYearMismatch');
  },
};

const termsInOrder: CarRule = {
  fields: ['min_term_days', 'max_term_days'],
  check(car, ctx) {
    if (car.min_term_days !== undefined && car.max_term_days !== undefined && car.max_term_days < car.min_term_days) issue(ctx, ['max_term_days'], 'maxTermBelowMin');
  },
};

const pricesInOrder: CarRule = {
  fields: ['price_per_hour', 'price_per_day', 'price_per_month'],
  check(car, ctx) {
    if (car.price_per_day === undefined) return;
    if (car.price_per_hour !== undefined && car.price_per_hour > car.price_per_day) issue(ctx, ['price_per_hour'], 'hourAboveDay');
    if (car.price_per_month !== undefined && car.price_per_month < car.price_per_day) issue(ctx, ['price_per_month'], 'monthBelowDay');
  },
};

/** A discount leaves the renter something to pay each day. Ranges with their own problems are skipped, not waited for. */
const discountsBelowDailyPrice: CarRule = {
  fields: ['price_per_day'],
  check(car, ctx) {
    if (car.price_per_day === undefined || !Array.isArray(car.discounts)) return;
    const amounts = car.discounts.map((range) => (typeof range?.amount === 'number' ? range.amount : 0));
    for (const index of discountsNotBelowPrice(amounts.map((amount) => ({ amount })), car.price_per_day)) issue(ctx, ['discounts', index, 'amount'], 'discountAboveDailyPrice');
  },
};

export const basicsRules = [engineMatchesFuel];
export const documentsRules = [registrationAfterManufacture];
export const pricingRules = [termsInOrder, pricesInOrder, discountsBelowDailyPrice];
/** Rules whose fields lie on different steps: checked on the whole car (submission, draft). */
export const crossStepRules = [modelYearNearManufacture];

/** The draft's version of a step: every field optional and blank-tolerant. */
export function draftShape<S extends Record<string, z.ZodType>>(shape: S) {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, optionalInput(schema)])) as { [K in keyof S]: ReturnType<typeof optionalInput<S[K]>> };
}

export const draftPricingShape = {
  ...draftShape(pricingShape),
  delivery: optionalInput(deliverySchema('draft')),
  discounts: optionalInput(ZDraftDiscounts),
  deposit: optionalInput(depositSchema('draft')),
};
