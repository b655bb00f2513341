import { z } from 'zod';

/**
 * Numbers of the car form as the owner types them and as the API sends them: a JSON number, or
 * the text of an input ("120 000", "1,6"). The form keeps its inputs as text and the API takes
 * numbers, so one schema serves both and always outputs a number.
 */

// Thousands separators a person (or a copy of our own formatted numbers, spec §9) may leave in.
const GROUP_SPACES = /[\s\u00a0\u2009\u202f]/g;

/** `required` for a missing value, the rule's key for anything that is not a number or a string. */
const typeError = (key: 'digitsOnly' | 'notNumber') => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : key),
});

/**
 * A whole number from `min` to `max`, digits only (spec §5 "price fields: digits only"): 1500 and
 * "1 500" pass; "1500.50", "1,5", "-3", "15e2" and "1500 грн" are `digitsOnly`; out of range is
 * `min`/`max` with the limit.
 */
export function zWholeNumber(min: number, max: number) {
  return z
    .union([z.number(), z.string()], typeError('digitsOnly'))
    .transform((value, ctx) => {
      if (typeof value === 'number') {
        if (Number.isInteger(value)) return value;
        ctx.addIssue({ code: 'custom', message: 'digitsOnly' });
        return z.NEVER;
      }
      const text = value.replace(GROUP_SPACES, '');
      if (!text) {
        ctx.addIssue({ code: 'custom', message: 'required' });
        return z.NEVER;
      }
      // 16 digits are past any limit here and past exact doubles; the range check names the limit.
      if (!/^\d{1,16}$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'digitsOnly' });
        return z.NEVER;
      }
      return Number(text);
    })
    .pipe(z.int().min(min).max(max));
}

/**
 * A decimal number with at most `decimals` digits after the point, which may be typed as a point
 * or a comma ("1.6", "1,6"). Refusals: `notNumber`, `decimals` ({ count }), `min`/`max` when given.
 * The output is rounded to `decimals` so 0.1 + 0.2 style noise never reaches the database.
 */
export function zDecimalNumber({ decimals, min, max }: { decimals: number; min?: number; max?: number }) {
  const factor = 10 ** decimals;
  let bounded = z.number();
  if (min !== undefined) bounded = bounded.min(min);
  if (max !== undefined) bounded = bounded.max(max);
  return z
    .union([z.number(), z.string()], typeError('notNumber'))
    .transform((value, ctx) => {
      let number: number;
      if (typeof value === 'number') number = value;
      else {
        const text = value.trim();
        if (!text) {
          ctx.addIssue({ code: 'custom', message: 'required' });
          return z.NEVER;
        }
        if (!/^-?\d{1,9}(?:[.,]\d{1,9})?$/.test(text)) {
          ctx.addIssue({ code: 'custom', message: 'notNumber' });
          return z.NEVER;
        }
        number = Number(text.replace(',', '.'));
      }
      const scaled = number * factor;
      if (Math.abs(scaled - Math.round(scaled)) > 1e-6) {
        ctx.addIssue({ code: 'custom', message: 'decimals', params: { count: decimals } });
        return z.NEVER;
      }
      return Math.round(scaled) / factor;
    })
    .pipe(bounded);
}

/**
 * A field that may be left out or blank (the form sends "" for an input left empty, a client may
 * send null); when given it must satisfy `schema`. Blank comes out as undefined.
 */
export function optionalInput<T extends z.ZodType>(schema: T) {
  return z.preprocess((value: z.input<T> | '' | null | undefined) => (value === '' || value === null ? undefined : value), schema.optional());
}
