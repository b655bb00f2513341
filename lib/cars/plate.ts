/**
 * Ukrainian registration plates and registration-certificate numbers (docs/cars.md).
 *
 * Regular plates use only the 12 Cyrillic letters that look like Latin ones (А В Е І К М Н О Р С
 * Т Х), so the same plate is typed in either alphabet; it is stored with the Latin letters (as
 * licence serials are, lib/verification/licence.ts), so one plate is one value whichever keyboard
 * typed it. Accepted: the current "AA 1234 BB" (since 2004) and the 1995 "12345 AA" (still on
 * the road). Transit, diplomatic, military and personalised plates are refused: a car rented out
 * here carries a regular registration.
 */

/** The plate letters in their Latin form. */
export const PLATE_LETTERS = 'ABCEHIKMOPTX';

const TO_LATIN: Record<string, string> = { А: 'A', В: 'B', С: 'C', Е: 'E', Н: 'H', І: 'I', К: 'K', М: 'M', О: 'O', Р: 'P', Т: 'T', Х: 'X', У: 'Y', Ї: 'I' };

/** NFKC, upper case, without spaces and hyphens, the Cyrillic look-alikes as Latin letters. */
function fold(raw: string): string {
  return raw
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-‐-―]/g, '')
    .replace(/[АВСЕНІКМОРТХУЇ]/g, (letter) => TO_LATIN[letter]!);
}

const CURRENT = new RegExp(`^[${PLATE_LETTERS}]{2}\\d{4}[${PLATE_LETTERS}]{2}$`);
const LEGACY_1995 = new RegExp(`^\\d{5}[${PLATE_LETTERS}]{2}$`);

/** A plate as stored: "AA1234BB" / "12345AA" (Latin letters, no spaces). */
export const normalizePlate = fold;

/** Whether a normalized plate has one of the accepted formats. */
export function isUkrainianPlate(plate: string): boolean {
  return CURRENT.test(plate) || LEGACY_1995.test(plate);
}

/** A normalized plate as printed: "AA 1234 BB", "123-45 AA". */
export function formatPlate(plate: string): string {
  if (CURRENT.test(plate)) return `${plate.slice(0, 2)} ${plate.slice(2, 6)} ${plate.slice(6)}`;
  if (LEGACY_1995.test(plate)) return `${plate.slice(0, 3)}-${plate.slice(3, 5)} ${plate.slice(5)}`;
  return plate;
}

/**
 * The registration certificate's serial: three capital letters ("СХЕ", "AAE"), look-alikes folded to
 * Latin as on plates. Ukrainian letters without a Latin twin (Ж, Ш…) stay Cyrillic.
 */
export const normalizeCertificateSerial = fold;
export const CERTIFICATE_SERIAL = /^[A-ZА-ЩЬЮЯҐЄІЇ]{3}$/u;

/** The certificate's number: six digits, typed with or without spaces. */
export function normalizeCertificateNumber(raw: string): string {
  return raw.normalize('NFKC').replace(/[\s\-‐-―]/g, '');
}
export const CERTIFICATE_NUMBER = /^\d{6}$/;
