import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header the sandbox acquirer signs its callbacks in. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** Lower-case hex HMAC-SHA256 of the exact bytes sent. */
export function signSandboxBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

/**
 * Whether `signature` is the body's HMAC under `secret`. Anything that is not 64 hex digits is
 * refused before comparing; the comparison itself takes the same time wherever the digests differ
 * (timingSafeEqual over the raw 32 bytes), so a forger learns nothing from how long it took.
 */
export function sandboxSignatureValid(body: string, signature: string | null | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signSandboxBody(body, secret), 'hex'), Buffer.from(signature, 'hex'));
}
