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
  sign(body: string): Promise<string>;
  verify(body: string, signature: string | null): Promise<boolean>;
};

function hmac(secret: string, body: string) {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * The sandbox provider for local use and tests: an HMAC key (IDENTITY_SANDBOX_SECRET, else a random
 * key of this installation — never a value known outside it), and a deeplink to our own sandbox
 * "app" page that plays the person approving the share.
 */
export function sandboxProvider(appUrl: string, secret: () => Promise<string>): IdentityProvider {
  return {
    name: 'sandbox',
    deeplink: (sessionId) => new URL(`/api/identity/sandbox/app?session=${encodeURIComponent(sessionId)}`, appUrl).toString(),
    sign: async (body) => hmac(await secret(), body),
    verify: async (body, signature) => {
      if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
      return timingSafeEqual(Buffer.from(hmac(await secret(), body), 'hex'), Buffer.from(signature, 'hex'));
    },
  };
}
