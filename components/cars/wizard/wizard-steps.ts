import type { CarStep } from '@/lib/cars/car-schema';

/**
 * The wizard's screens in order (issue 10): the five form steps of CAR_STEPS, then the calendar
 * and the review. Editing a car shows the same steps without the review.
 */
export const WIZARD_STEPS = ['basics', 'documents', 'photos', 'location', 'pricing', 'availability', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const EDIT_STEPS = WIZARD_STEPS.filter((step) => step !== 'review');

/** The steps whose fields are inputs of the one car form (the photos and the calendar save through their own calls). */
export const FORM_STEPS = ['basics', 'documents', 'location', 'pricing'] as const satisfies readonly CarStep[];
export type FormStep = (typeof FORM_STEPS)[number];

export const isFormStep = (step: WizardStep): step is FormStep => (FORM_STEPS as readonly string[]).includes(step);

export function isWizardStep(value: unknown): value is WizardStep {
  return typeof value === 'string' && (WIZARD_STEPS as readonly string[]).includes(value);
}

/**
 * Each step's fields top to bottom as the step shows them (the error summary lists its messages in
 * this order, as the owner reads the form).
 */
export const DISPLAY_ORDER: Record<WizardStep, readonly string[]> = {
  basics: ['brand_id', 'model_id', 'year', 'vin', 'mileage', 'color', 'gearbox', 'fuel_type', 'engine_capacity', 'fuel_consumption', 'doors', 'seats', 'is_taxi'],
  documents: [
    'registration_number', 'certificate_serial', 'certificate_number', 'first_registration_date', 'first_registration_ua_date', 'manufacture_year', 'ownership', 'owner_first_name', 'owner_last_name',
  ],
  photos: ['photos'],
  location: ['city_id', 'address', 'lat', 'lng'],
  pricing: [
    'price_per_day', 'price_per_hour', 'price_per_month', 'min_term_days', 'max_term_days', 'is_daily_price', 'free_mileage_per_day', 'price_per_km', 'discounts', 'delivery', 'deposit', 'comment_uk', 'comment_en',
  ],
  availability: [],
  review: [],
};
