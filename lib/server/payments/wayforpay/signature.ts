import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** One signed value, or a list of them (productName[] …) flattened in place. */
export type SignedValue = string | readonly string[];

/**
 * WayForPay's `merchantSignature` (docs/payments.md "WayForPay"): lower-case hex HMAC-MD5, keyed
 * with the merchant's SecretKey, over the UTF-8 values joined with `;`, lists flattened in place
 * (the official php-sdk SignatureHelper). Values are signed as the exact text sent — an amount
 * `1547.36` is not `1547.360` — so callers pass strings, never numbers to be formatted here.
 */
export function wayforpaySignature(values: readonly SignedValue[], secret: string): string {
  const line = values.flatMap((value) => (typeof value === 'string' ? [value] : [...value])).join(';');
  return createHmac('md5', secret).update(line, 'utf8').digest('hex');
}

const HEX_MD5 = /^[0-9a-f]{32}$/i;

/**
 * Whether `given` is the signature of `values`. Anything that is not 32 hex digits is refused before
 * comparing; the comparison takes the same time wherever the digests differ (timingSafeEqual over
 * the 16 raw bytes).
 */
export function wayforpaySignatureValid(values: readonly SignedValue[], given: unknown, secret: string): boolean {
  if (typeof given !== 'string' || !HEX_MD5.test(given)) return false;
  return timingSafeEqual(Buffer.from(wayforpaySignature(values, secret), 'hex'), Buffer.from(given, 'hex'));
}
