/**
 * WayForPay amounts are decimal hryvnias and are signed as the exact text sent. We send the
 * shortest decimal of the kopiyky: no trailing zeros and no trailing point — 140000 → "1400",
 * 154736 → "1547.36", 154730 → "1547.3", 5 → "0.05". It is the text the official php-sdk signs
 * (`(string)` of a float) and JavaScript's own `String(kop / 100)`, so the same text goes into
 * the form field, the JSON number and the signature, byte for byte.
 */
export function wayforpayAmount(kop: number): string {
  if (!Number.isSafeInteger(kop) || kop < 0) throw new RangeError(`not an amount in kopiyky: ${kop}`);
  const whole = Math.trunc(kop / 100);
  const cents = kop % 100;
  if (cents === 0) return String(whole);
  return `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

const DECIMAL = /^(0|[1-9]\d{0,12})(?:\.(\d+))?$/;

/**
 * The kopiyky of an amount as WayForPay wrote it (a JSON number's literal or a string):
 * `1547.36` → 154736, `1400` → 140000, `1400.00` → 140000. Null for anything that is not a plain
 * non-negative decimal or carries a fraction of a kopiyka (`1.005`), exponents (`1e3`) included.
 */
export function kopOfWayforpayAmount(text: string): number | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) return null;
  return Number(match[1]) * 100 + Number(fraction.padEnd(2, '0'));
}
