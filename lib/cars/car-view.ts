import { z } from 'zod';
import { DEPOSIT_CURRENCIES, FUEL_TYPES, GEARBOXES, OWNERSHIP } from './dictionary';

export const CAR_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];

export const ZCarPhotoView = z.object({
  id: z.number(),
  /** The image path for `/media/images/{size}{file}`. */
  file: z.string(),
  is_main: z.boolean(),
  width: z.number(),
  height: z.number(),
});

const nullableNumber = z.number().nullable();
const nullableText = z.string().nullable();

/**
 * A car as its owner (or an operator) sees it: every form field in the form's units (whole
 * hryvnias; the deposit in whole units of its currency), null where a draft has no value yet, plus
 * its state. The edit form starts from it; the API returns it from every car call.
 */
export const ZCarView = z
  .object({
    id: z.number(),
    slug: z.string(),
    status: z.enum(CAR_STATUSES),
    /** Switched on by its owner: shown in the catalog (only an approved car can be). */
    active: z.boolean(),
    deleted: z.boolean(),
    rejection_reason: nullableText,
    owner_id: z.number(),
    title: z.string(),
    brand_id: nullableNumber,
    brand_name: nullableText,
    model_id: nullableNumber,
    model_name: nullableText,
    year: nullableNumber,
    vin: nullableText,
    mileage: nullableNumber,
    gearbox: z.enum(GEARBOXES).nullable(),
    fuel_type: z.enum(FUEL_TYPES).nullable(),
    engine_capacity: nullableNumber,
    fuel_consumption: nullableNumber,
    doors: nullableNumber,
    seats: nullableNumber,
    is_taxi: z.boolean(),
    color: nullableText,
    registration_number: nullableText,
    certificate_serial: nullableText,
    certificate_number: nullableText,
    first_registration_date: nullableText,
    first_registration_ua_date: nullableText,
    manufacture_year: nullableNumber,
    ownership: z.enum(OWNERSHIP).nullable(),
    owner_first_name: nullableText,
    owner_last_name: nullableText,
    city_id: nullableNumber,
    city_name: nullableText,
    address: nullableText,
    lat: nullableNumber,
    lng: nullableNumber,
    min_term_days: nullableNumber,
    max_term_days: nullableNumber,
    free_mileage_per_day: nullableNumber,
    price_per_km: nullableNumber,
    price_per_hour: nullableNumber,
    price_per_day: nullableNumber,
    price_per_month: nullableNumber,
    delivery: z.object({ offered: z.boolean().nullable(), free: z.boolean(), price: nullableNumber }),
    discounts: z.array(z.object({ from_days: z.number(), to_days: z.number(), amount: z.number() })),
    deposit: z.object({ amount: nullableNumber, currency: z.enum(DEPOSIT_CURRENCIES).nullable() }),
    comment_uk: nullableText,
    comment_en: nullableText,
    is_daily_price: z.boolean(),
    photos: z.array(ZCarPhotoView),
    submitted_at: nullableText,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'CarView' });

export type TCarView = z.infer<typeof ZCarView>;

/** A car's title: brand, model and year as far as they are known ("Toyota Camry 2021"). */
export const carTitle = (brand: string | null, model: string | null, year: number | null) => [brand, model, year].filter(Boolean).join(' ');
export type TCarPhotoView = z.infer<typeof ZCarPhotoView>;

/** The fields whose change sends an approved car back to moderation (docs/cars.md, "Edits and moderation"). */
export const MODERATED_FIELDS = [
  'brand_id', 'model_id', 'year', 'vin', 'registration_number', 'certificate_serial', 'certificate_number',
  'first_registration_date', 'first_registration_ua_date', 'manufacture_year', 'ownership', 'owner_first_name',
  'owner_last_name', 'comment_uk', 'comment_en', 'is_taxi', 'color',
] as const;
