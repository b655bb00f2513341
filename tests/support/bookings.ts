import { ROLE } from '@/lib/auth/viewer';
import type { TBookingView } from '@/lib/bookings/contracts';
import { kyivDateTimeToInstant } from '@/lib/time/kyiv-clock';
import type { NewUser } from '@/lib/server/db/schema';
import { callRoute, type ErrorBody } from './call-route';
import { createSignedInUser } from './factories';

type Handler = (request: Request) => Promise<Response> | Response;

/** A renter approved to drive (licence verified), with a session. */
export function createApprovedRenter(overrides: Partial<NewUser> = {}) {
  return createSignedInUser({ role: ROLE.user, isDriverLicenseVerified: true, emailVerifiedAt: new Date(), phoneVerifiedAt: new Date(), ...overrides });
}

/** Kyiv wall-clock time as the API's ISO instant. */
export const kyiv = (local: string) => kyivDateTimeToInstant(local).toISOString();

/** Calls a booking route as the holder of `token` (none: a visitor). */
export function asUser<T = { data: { booking: TBookingView } }>(handler: Handler, token: string | null, body: Record<string, unknown>) {
  return callRoute<T & ErrorBody>(handler, { body, headers: token ? { authorization: `Bearer ${token}` } : {} });
}
