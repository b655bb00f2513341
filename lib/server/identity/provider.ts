import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The licence data an identity app shares (the fields of a driving licence). */
export type SharedLicence = {
  country: string;
  serial_number: string;
  first_name: string;
  last_name: string;
  birth_date: string;
  issued_on: string;
  expires_on: string;
};

export type SharedDocument = { session_id: string; licence: SharedLicence };

/**
 * An identity app that shares documents (Diia-style): we open a session and show its deeplink or
 * QR code; the person approves in the app; the provider calls us back with the document, signed.
 * A real provider adapter implements the same three calls from its public documentation.
 */
export type IdentityProvider = {
  name: string;
  deeplink(sessionId: string): string;
  /** The signature the provider puts on a callback body (HMAC-SHA256 for the sandbox). */
  sign(body: string): string;
  verify(body: string, signature: string | null): boolean;
};

function hmac(secret: string, body: string) {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * The sandbox provider for local use and tests: a shared secret (IDENTITY_SANDBOX_SECRET), and a
 * deeplink to our own sandbox "app" page that plays the person approving the share.
 */
export function sandboxProvider(appUrl: string): IdentityProvider {
  const secret = process.env.IDENTITY_SANDBOX_SECRET || 'kermo-identity-sandbox';
  return {
    name: 'sandbox',
    deeplink: (sessionId) => new URL(`/api/identity/sandbox/app?session=${encodeURIComponent(sessionId)}`, appUrl).toString(),
    sign: (body) => hmac(secret, body),
    verify: (body, signature) => {
      if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
      return timingSafeEqual(Buffer.from(hmac(secret, body), 'hex'), Buffer.from(signature, 'hex'));
    },
  };
}
