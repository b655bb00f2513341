import type { TCarDraftInput } from '@/lib/cars/car-schema';
import type { TCarView } from '@/lib/cars/car-view';
import type { DepositCurrency, FuelType, Gearbox, Ownership } from '@/lib/cars/dictionary';
import { formatPlate } from '@/lib/cars/plate';

export type DiscountRow = { from_days: string; to_days: string; amount: string };

/**
 * The car form as its inputs hold it: text for whatever is typed (numbers too, so "1 500" and
 * "1,6" reach the shared schema as typed), ids or '' for selects, booleans for switches. The whole
 * form lives in one react-hook-form, whichever step is on screen, because every save sends it whole.
 */
export type CarFormValues = {
  brand_id: number | '';
  model_id: number | '';
  year: string;
  vin: string;
  mileage: string;
  gearbox: Gearbox | '';
  fuel_type: FuelType | '';
  engine_capacity: string;
  fuel_consumption: string;
  doors: string;
  seats: string;
  is_taxi: boolean;
  color: string;
  registration_number: string;
  certificate_serial: string;
  certificate_number: string;
  first_registration_date: string;
  first_registration_ua_date: string;
  manufacture_year: string;
  ownership: Ownership | '';
  owner_first_name: string;
  owner_last_name: string;
  city_id: number | '';
  address: string;
  lat: string;
  lng: string;
  min_term_days: string;
  max_term_days: string;
  free_mileage_per_day: string;
  price_per_km: string;
  price_per_hour: string;
  price_per_day: string;
  price_per_month: string;
  delivery: { offered: boolean; free: boolean; price: string };
  discounts: DiscountRow[];
  deposit: { amount: string; currency: DepositCurrency };
  comment_uk: string;
  comment_en: string;
  is_daily_price: boolean;
};

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A decimal as the page's language writes it: "1,6" in Ukrainian, "1.6" in English. */
export const decimalText = (value: number | null | undefined, locale: string) => (value === null || value === undefined ? '' : locale === 'uk' ? String(value).replace('.', ',') : String(value));

/**
 * The form filled in from a stored car (a draft being resumed, a car being edited), or blank for a
 * new listing, with the choices most owners keep: no delivery, the deposit in hryvnias, one
 * discount row to fill in.
 */
export function formValuesOf(car: TCarView | null, locale: string): CarFormValues {
  return {
    brand_id: car?.brand_id ?? '',
    model_id: car?.model_id ?? '',
    year: text(car?.year),
    vin: text(car?.vin),
    mileage: text(car?.mileage),
    gearbox: car?.gearbox ?? '',
    fuel_type: car?.fuel_type ?? '',
    engine_capacity: decimalText(car?.engine_capacity, locale),
    fuel_consumption: decimalText(car?.fuel_consumption, locale),
    doors: text(car?.doors),
    seats: text(car?.seats),
    is_taxi: car?.is_taxi ?? false,
    color: text(car?.color),
    registration_number: car?.registration_number ? formatPlate(car.registration_number) : '',
    certificate_serial: text(car?.certificate_serial),
    certificate_number: text(car?.certificate_number),
    first_registration_date: text(car?.first_registration_date),
    first_registration_ua_date: text(car?.first_registration_ua_date),
    manufacture_year: text(car?.manufacture_year),
    ownership: car?.ownership ?? '',
    owner_first_name: text(car?.owner_first_name),
    owner_last_name: text(car?.owner_last_name),
    city_id: car?.city_id ?? '',
    address: text(car?.address),
    lat: text(car?.lat),
    lng: text(car?.lng),
    min_term_days: text(car?.min_term_days),
    max_term_days: text(car?.max_term_days),
    free_mileage_per_day: text(car?.free_mileage_per_day),
    price_per_km: text(car?.price_per_km),
    price_per_hour: text(car?.price_per_hour),
    price_per_day: text(car?.price_per_day),
    price_per_month: text(car?.price_per_month),
    delivery: { offered: car?.delivery.offered ?? false, free: car?.delivery.free ?? false, price: text(car?.delivery.price) },
    discounts: car?.discounts.length
      ? car.discounts.map((range) => ({ from_days: text(range.from_days), to_days: text(range.to_days), amount: text(range.amount) }))
      : [{ from_days: '', to_days: '', amount: '' }],
    deposit: { amount: text(car?.deposit.amount), currency: car?.deposit.currency ?? 'UAH' },
    comment_uk: text(car?.comment_uk),
    comment_en: text(car?.comment_en),
    is_daily_price: car?.is_daily_price ?? false,
  };
}

/** A coordinate typed by hand ("50,4501" too) as a number; blank as nothing; anything else as typed, which the schema refuses. */
export function coordinateOf(value: string): number | string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  return /^-?\d{1,3}(?:[.,]\d{1,12})?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : trimmed;
}

export const isBlankRow = (row: DiscountRow) => !row.from_days.trim() && !row.to_days.trim() && !row.amount.trim();

/**
 * The body of a save (the create and update calls, ZCarDraft): the inputs' text as it
 * is (the shared schema reads "1 500" and "1,6"), blanks as '' (a blank optional field), lat/lng as
 * numbers, discount rows left wholly empty dropped (a step's check keeps them: "fill in or remove").
 * The server normalises and validates it all.
 */
export function bodyOf(values: CarFormValues, { keepBlankRows = false } = {}): TCarDraftInput {
  return {
    ...values,
    lat: coordinateOf(values.lat) as number | undefined,
    lng: coordinateOf(values.lng) as number | undefined,
    delivery: { offered: values.delivery.offered, free: values.delivery.offered && values.delivery.free, price: values.delivery.offered && !values.delivery.free ? values.delivery.price : '' },
    discounts: keepBlankRows ? values.discounts : values.discounts.filter((row) => !isBlankRow(row)),
  } as TCarDraftInput;
}
