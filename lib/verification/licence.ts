import { z } from 'zod';
import { LangField } from '@/lib/api/lang';
import { ZPersonName } from '@/lib/accounts/fields';
import { fullYearsBetween } from '@/lib/time/iso-date';
import { ZBirthDate, ZExpiryDate, ZIssueDate } from '@/lib/validation/dates';

/**
 * Who may drive a Kermo car, as Ukrainian rental companies and peer-to-peer platforms require:
 * at least 21 years old with at least 2 years since the licence was first issued (FAQ page).
 */
export const DRIVER_RULES = { minAge: 21, minYearsLicensed: 2 } as const;
export const LICENCE_SIDES = ['front', 'back', 'selfie'] as const;
export type LicenceSide = (typeof LICENCE_SIDES)[number];

/**
 * Cyrillic capitals that print exactly like Latin ones. A serial typed "АХХ" on a Ukrainian
 * keyboard and "AXX" on a Latin one is the same licence: folded to Latin, one number can belong to
 * one account only, and an operator never sees two identical-looking numbers.
 */
const LOOKALIKES: Record<string, string> = { А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', У: 'Y', Х: 'X', І: 'I' };

/** Serial and number as printed ("AXX 123456", "ВХС123456"): compared without spaces and hyphens, look-alikes folded. */
export function normalizeLicenceNumber(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/[\s\-‐-―]/g, '')
    .toUpperCase()
    .replace(/[АВЕКМНОРСТУХІ]/g, (letter) => LOOKALIKES[letter]!);
}

/** The licence's dates, each a real day in its sane range (checked again on submit: a draft may predate the rules). */
export const ZLicenceDates = z.object({ birth_date: ZBirthDate, issued_on: ZIssueDate, expires_on: ZExpiryDate });

export const ZLicenceFields = z
  .object({
    country: z.string().regex(/^[A-Z]{2}$/, { error: 'selectOption' }).meta({ examples: ['UA'] }),
    serial_number: z
      .string()
      .trim()
      .min(1, { error: 'required' })
      .meta({ examples: ['AXX 123456'] })
      .transform(normalizeLicenceNumber)
      .pipe(z.string().regex(/^[A-ZА-ЯІЇЄҐ0-9]{6,20}$/u, { error: 'invalidFormat' })),
    first_name: ZPersonName,
    last_name: ZPersonName,
    ...ZLicenceDates.shape,
    lang: LangField,
  })
  .refine((f) => f.expires_on > f.issued_on, { error: 'expiresBeforeIssued', path: ['expires_on'] })
  .refine((f) => f.issued_on > f.birth_date, { error: 'issuedBeforeBirth', path: ['issued_on'] });
export type TLicenceFields = z.output<typeof ZLicenceFields>;

/** Why a licence cannot be used to drive today (the API's error code), or null when it can. */
export function licenceProblem(licence: Pick<TLicenceFields, 'birth_date' | 'issued_on' | 'expires_on'>, today: string): 'licence_expired' | 'driver_too_young' | 'licence_too_new' | null {
  if (licence.expires_on < today) return 'licence_expired';
  if (fullYearsBetween(licence.birth_date, today) < DRIVER_RULES.minAge) return 'driver_too_young';
  if (fullYearsBetween(licence.issued_on, today) < DRIVER_RULES.minYearsLicensed) return 'licence_too_new';
  return null;
}
