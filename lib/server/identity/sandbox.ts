import 'server-only';
import { ROLE } from '@/lib/auth/viewer';
import { kyivToday } from '@/lib/catalog/search-params';
import { AppError } from '@/lib/errors/app-error';
import { addYears } from '@/lib/time/iso-date';
import type { User } from '@/lib/server/db/schema';
import { handleIdentityCallback, ownWaitingSession, requireProvider } from './identity-sessions';
import type { SharedLicence } from './provider';

const LICENCE_KEYS = ['country', 'serial_number', 'first_name', 'last_name', 'birth_date', 'issued_on', 'expires_on'] as const;

/**
 * The licence the sandbox "app" holds for a person: in the account's name, and valid relative to
 * today (a 30-year-old driver licensed 10 years ago, valid 10 more years), so it never goes stale.
 */
export function sandboxLicence(user: Pick<User, 'id' | 'firstName' | 'lastName'>, today = kyivToday()): SharedLicence {
  return {
    country: 'UA',
    serial_number: `SBX${String(user.id).padStart(6, '0')}`,
    first_name: user.firstName,
    last_name: user.lastName,
    birth_date: addYears(today, -30),
    issued_on: addYears(today, -10),
    expires_on: addYears(today, 10),
  };
}

/** Only the licence's own string fields may be overridden (to try a mismatch in the sandbox). */
function overrides(input: unknown): Partial<SharedLicence> {
  if (!input || typeof input !== 'object') return {};
  const given = input as Record<string, unknown>;
  return Object.fromEntries(LICENCE_KEYS.filter((key) => typeof given[key] === 'string').map((key) => [key, given[key]]));
}

/**
 * The sandbox "app" sharing a licence, as the real app does for the person signed in to it: only
 * the owner of the session can share (anyone else's session id looks like none: 404), and an
 * account that may not drive (a company) has nothing to share. The share goes through the same
 * signed callback a provider would send.
 */
export async function sandboxShare(actor: User, sessionId: string, licence?: unknown): Promise<{ status: string }> {
  const provider = requireProvider();
  if (provider.name !== 'sandbox') throw new AppError('not_found');
  if (actor.role === ROLE.legal) throw new AppError('legal_cannot_rent');
  const session = await ownWaitingSession(actor, sessionId);
  if (!session) throw new AppError('not_found');
  const body = JSON.stringify({ session_id: session.id, licence: { ...sandboxLicence(actor), ...overrides(licence) } });
  return handleIdentityCallback(body, await provider.sign(body));
}
