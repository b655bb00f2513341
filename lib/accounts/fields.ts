import { z } from 'zod';
import { normalizePhone } from './phone';

// Re-exported: the phone helpers live in a zod-free module, which form fields can import cheaply.
export { normalizePhone, phoneInputValue } from './phone';

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
