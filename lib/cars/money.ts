/**
 * Money is stored as whole minor units (architecture §4: kopiyky for hryvnias; cents for the USD and
 * EUR deposits, the same factor), while owners type and see whole hryvnias. Every conversion goes
 * through these two functions so no float ever reaches a money column.
 */
export const MINOR_UNITS = 100;

/** Hryvnias (or dollars, euros) → kopiyky (cents). Rounds half-kopiyky; refuses NaN, infinities and unsafe results. */
export function toKopiyky(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  // Via the decimal text: 1.005 * 100 is 100.49999999999999 in binary, but 100.5 → 101 is meant.
  const text = String(amount);
  const kopiyky = Math.round(text.includes('e') ? amount * MINOR_UNITS : Number(`${text}e2`));
  if (!Number.isSafeInteger(kopiyky)) throw new RangeError(`Amount out of range: ${amount}`);
  return kopiyky === 0 ? 0 : kopiyky; // no -0
}

/** Kopiyky (cents) → hryvnias (dollars, euros), e.g. for a form's initial value. */
export function fromKopiyky(kopiyky: number): number {
  if (!Number.isSafeInteger(kopiyky)) throw new RangeError(`Not a whole number of kopiyky: ${kopiyky}`);
  return kopiyky / MINOR_UNITS;
}
