import { z } from 'zod';

/** Spec §5 password: 8+ characters of Latin letters, digits and ! @ # $ % ^ & * . _ + -, with at least
 * one digit, one of those symbols, one lower-case and one upper-case Latin letter. */
export const ZPassword = z
  .string()
  .min(1, { error: 'required' })
  .min(8)
  .max(128)
  .regex(/^[A-Za-z\d!@#$%^&*._+-]+$/, { error: 'passwordChars' })
  .regex(/\d/, { error: 'passwordDigit' })
  .regex(/[!@#$%^&*._+-]/, { error: 'passwordSymbol' })
  .regex(/[a-z]/, { error: 'passwordLower' })
  .regex(/[A-Z]/, { error: 'passwordUpper' });

/** Spec §5 names: at least 2 letters; the apostrophe (' ’ ʼ) and the hyphen are the only other signs. */
export const ZPersonName = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(50)
  .regex(/^[\p{L}'’ʼ-]+$/u, { error: 'nameChars' })
  .refine((value) => (value.match(/\p{L}/gu) ?? []).length >= 2, { error: 'nameLetters' });

export const ZEmail = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(254)
  .meta({ format: 'email', examples: ['olena@example.com'] })
  .toLowerCase()
  .pipe(z.email({ error: 'email' }));

/** Keeps only digits and dots, as the phone input does (spec §5). */
export function phoneInputValue(raw: string): string {
  return raw.replace(/[^\d.]/g, '');
}

/**
 * A Ukrainian phone number in any common spelling (0671234567, 380671234567, +38 067 123-45-67,
 * 067.123.45.67) as +380XXXXXXXXX, or null.
 */
export function normalizePhone(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  if (/^380\d{9}$/.test(digits)) return `+${digits}`;
  if (/^0\d{9}$/.test(digits)) return `+38${digits}`;
  if (/^\d{9}$/.test(digits)) return `+380${digits}`;
  return null;
}

export const ZPhone = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .meta({ examples: ['067 123 45 67'] })
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'phone' });
      return z.NEVER;
    }
    return phone;
  });

/** Terms acceptance (spec §5): required, with its own message. */
export const ZAcceptTerms = z.literal(true, { error: 'acceptTerms' });

/** Spec §5 text area limit. */
export const ZTextArea = z.string().trim().max(255);
