import { z } from 'zod';
import { ZPersonName } from '@/lib/accounts/fields';
import { kyivToday } from '@/lib/time/iso-date';
import { ZIssueDate } from '@/lib/validation/dates';
import { isUnsafeText } from '@/lib/validation/safe-text';
import { hasContactDetails } from './contact-details';
import { DEPOSIT_CURRENCIES, FUEL_TYPES, GEARBOXES, OWNERSHIP } from './dictionary';
import { zDecimalNumber, zWholeNumber } from './number-input';
import { CERTIFICATE_NUMBER, CERTIFICATE_SERIAL, isUkrainianPlate, normalizeCertificateNumber, normalizeCertificateSerial, normalizePlate } from './plate';

export { ZVin } from './vin';

/**
 * The car form's fields one by one, each with its limits (docs/cars.md "Validation rules"). The
 * steps (car-steps.ts) put them together; the numbers here are what the form's inputs and hints
 * show too.
 */
export const CAR_LIMITS = {
  /** Classic cars are rented for weddings; nothing older is on the road with papers. */
  firstYear: 1950,
  mileageKm: 2_000_000,
  engineLitres: { min: 0.6, max: 8 },
  consumption: { min: 0.1, max: 30 },
  doors: { min: 2, max: 5 },
  /** Category B: up to 8 passengers and the driver. */
  seats: { min: 2, max: 9 },
  colorLength: 30,
  addressLength: 255,
  textArea: 255,
  /** Days of the minimum and maximum booking term. */
  termDays: { min: 1, max: 365 },
  freeMileageKm: 5_000,
  /** Whole hryvnias (stored ×100 in kopiyky, far inside int32). */
  price: { hour: 100_000, day: 1_000_000, month: 10_000_000, km: 1_000, delivery: 100_000, deposit: 1_000_000 },
  photos: { min: 4, max: 20 },
} as const;

/**
 * Ukraine's bounding box with a small margin (westmost 22.14° E in Zakarpattia, eastmost 40.23° E in
 * Luhansk region, southmost 44.39° N in Crimea, northmost 52.38° N in Chernihiv region).
 */
export const UKRAINE_BOUNDS = { south: 44.3, north: 52.4, west: 22.1, east: 40.3 } as const;

const kyivYear = () => Number(kyivToday().slice(0, 4));

/** A year from 1950 to `ahead` years past the current one in Kyiv (read at each parse, never at import). */
function zYear(ahead: number) {
  return zWholeNumber(CAR_LIMITS.firstYear, Number.MAX_SAFE_INTEGER).superRefine((year, ctx) => {
    const last = kyivYear() + ahead;
    if (year > last) ctx.addIssue({ code: 'custom', message: 'max', params: { value: last } });
  });
}

/** The model year shown in the catalog: may be next year's (a 2027 model is sold in 2026). */
export const ZModelYear = zYear(1);
/** The year of manufacture in the registration certificate: this year at the latest. */
export const ZManufactureYear = zYear(0);

export const ZMileage = zWholeNumber(0, CAR_LIMITS.mileageKm).meta({ examples: [120000] });

export const ZGearbox = z.enum(GEARBOXES);
export const ZFuelType = z.enum(FUEL_TYPES);
export const ZOwnership = z.enum(OWNERSHIP);
export const ZDepositCurrency = z.enum(DEPOSIT_CURRENCIES);

/** Litres with one decimal (1.6); 0 for an electric car, else 0.6–8.0. Which one applies is checked with the fuel type. */
export const ZEngineCapacity = zDecimalNumber({ decimals: 1 })
  .refine((litres) => litres === 0 || (litres >= CAR_LIMITS.engineLitres.min && litres <= CAR_LIMITS.engineLitres.max), { error: 'engineCapacity' })
  .meta({ examples: [1.6] });

/** Litres (or kWh for an electric car) per 100 km, one decimal. */
export const ZFuelConsumption = zDecimalNumber({ decimals: 1, min: CAR_LIMITS.consumption.min, max: CAR_LIMITS.consumption.max }).meta({ examples: [6.5] });

export const ZDoors = zWholeNumber(CAR_LIMITS.doors.min, CAR_LIMITS.doors.max);
export const ZSeats = zWholeNumber(CAR_LIMITS.seats.min, CAR_LIMITS.seats.max);

/**
 * The colour as the owner names it ("сірий металік", "темно-синій"): letters with spaces,
 * apostrophes and hyphens, at least two letters (spec §5: no digits or special characters).
 */
export const ZCarColor = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(CAR_LIMITS.colorLength, { abort: true })
  .transform((color) => color.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .regex(/^[\p{L}'’ʼ -]+$/u, { error: 'colorChars' })
      .refine((color) => (color.match(/\p{L}/gu) ?? []).length >= 2, { error: 'nameLetters' }),
  );

/** The registration plate, stored as "AA1234BB" (Latin look-alikes; lib/cars/plate.ts). */
export const ZPlate = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(20)
  .meta({ examples: ['AA 1234 BB'] })
  .transform(normalizePlate)
  .refine(isUkrainianPlate, { error: 'plate' });

export const ZCertificateSerial = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(10)
  .meta({ examples: ['CXE'] })
  .transform(normalizeCertificateSerial)
  .refine((serial) => CERTIFICATE_SERIAL.test(serial), { error: 'certificateSerial' });

export const ZCertificateNumber = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(20)
  .meta({ examples: ['123456'] })
  .transform(normalizeCertificateNumber)
  .refine((number) => CERTIFICATE_NUMBER.test(number), { error: 'certificateNumber' });

/** A registration date: a real day, today or earlier (later rules compare it with the year of manufacture). */
export const ZRegistrationDate = ZIssueDate;

export const ZOwnerName = ZPersonName;

/** A row of a reference table the owner picks from (brand, model, city): missing or wrong is "select an option" (spec §5). */
export const ZChoiceId = z.int32({ error: 'selectOption' }).min(1, { error: 'selectOption' });

/**
 * Direction controls (embeddings, overrides, isolates, the invisible direction marks): in a public
 * text they only serve to show one thing and say another — "\u202E76 54 321 760" reads as a phone
 * number on screen while its characters are in reverse, past the contact-detail rule.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** Text renters will read: no NUL or lone surrogates, no direction controls. */
const isDisplayableText = (text: string) => !isUnsafeText(text) && !BIDI_CONTROLS.test(text);

/**
 * The drop-off point's address as shown to renters. Like the comment, it carries no contact
 * details: it is free text too, and a change of location never waits for moderation.
 */
export const ZAddress = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .min(3)
  // Too long stops here: the checks below read the text, and must never see a megabyte of it.
  .max(CAR_LIMITS.addressLength, { abort: true })
  .refine(isDisplayableText, { error: 'invalidCharacters' })
  .refine((text) => !hasContactDetails(text), { error: 'contactDetails' });

export const ZLatitude = z.number().refine((lat) => lat >= UKRAINE_BOUNDS.south && lat <= UKRAINE_BOUNDS.north, { error: 'outsideUkraine' });
export const ZLongitude = z.number().refine((lng) => lng >= UKRAINE_BOUNDS.west && lng <= UKRAINE_BOUNDS.east, { error: 'outsideUkraine' });

/** A price in whole hryvnias (spec §5 "digits only") from `min` to `max`. */
export const zPrice = (max: number, min = 1) => zWholeNumber(min, max).meta({ examples: [1500] });

/** A comment (Ukrainian or English): up to 255 characters, no links or contact details (spec §5). */
export const ZCarComment = z
  .string()
  .trim()
  .max(CAR_LIMITS.textArea, { abort: true })
  .refine(isDisplayableText, { error: 'invalidCharacters' })
  .refine((text) => !hasContactDetails(text), { error: 'contactDetails' });
