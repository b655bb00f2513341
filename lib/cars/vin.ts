import { z } from 'zod';

/**
 * Vehicle identification numbers (ISO 3779): 17 characters of Latin capitals and digits without
 * I, O and Q. Position 9 is a check digit only where the market requires one (docs/cars.md):
 * North America (WMI starting 1–5; FMVSS 49 CFR 565), where the cars imported into Ukraine from
 * the US come from, and China (WMI starting L; GB 16735), whose brands are a growing share of
 * the fleet. European, Japanese, Korean and other VINs carry no check digit, so position 9 is
 * only checked for its alphabet there.
 */
export const VIN_LENGTH = 17;

const ALPHABET = /^[A-HJ-NPR-Z0-9]*$/;

// Cyrillic capitals a Ukrainian keyboard types in place of the Latin ones (ВАЗ VINs start "XTA").
const LOOKALIKES: Record<string, string> = { А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', У: 'Y', Х: 'X', І: 'I', Ѕ: 'S' };

/** The VIN as stored and compared: NFKC, upper case, Cyrillic look-alikes as Latin, without spaces and hyphens. */
export function normalizeVin(raw: string): string {
  return raw
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-‐-―]/g, '')
    .replace(/[АВЕКМНОРСТУХІЅ]/g, (letter) => LOOKALIKES[letter]!);
}

// The transliteration table of the check-digit algorithm (letters to 1–9; I, O, Q have none).
const VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit a 17-character VIN of our alphabet should have at position 9: '0'–'9' or 'X' (remainder 10). */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const char = vin[i]!;
    sum += (/\d/.test(char) ? Number(char) : VALUES[char]!) * WEIGHTS[i]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Whether the VIN's market makes position 9 a check digit: North America (1–5) and China (L). */
export function vinHasCheckDigit(vin: string): boolean {
  return /^[1-5L]/.test(vin);
}

export type VinProblem = { key: 'vinChars' } | { key: 'vinLength'; params: { count: number } } | { key: 'vinImplausible' } | { key: 'vinCheckDigit' };

/**
 * Why a normalized VIN cannot be a car's, or null. A VIN of fewer than 4 different characters
 * ("11111111111111111" passes the check digit, "AAAAAAAAAAAAAAAAA" the alphabet) is a
 * placeholder typed to get past the form, never a real car's.
 */
export function vinProblem(vin: string): VinProblem | null {
  if (!ALPHABET.test(vin)) return { key: 'vinChars' };
  if (vin.length !== VIN_LENGTH) return { key: 'vinLength', params: { count: vin.length } };
  if (new Set(vin).size < 4) return { key: 'vinImplausible' };
  if (vinHasCheckDigit(vin) && vin[8] !== vinCheckDigit(vin)) return { key: 'vinCheckDigit' };
  return null;
}

/** The VIN field: typed in any case, with spaces or hyphens; outputs the normalized VIN. */
export const ZVin = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(40)
  .meta({ examples: ['1M8GDM9AXKP042788'] })
  .transform(normalizeVin)
  .superRefine((vin, ctx) => {
    const problem = vinProblem(vin);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.key, params: 'params' in problem ? problem.params : undefined });
  });
