import 'server-only';
import { consume, type Limit } from '@/lib/server/security/rate-limit';
import { findUserByEmail } from './find-user';

// The e-mail-first entry says whether an address is registered; the limit keeps it from being
// used to test lists of addresses.
export const CHECK_EMAIL_LIMIT: Limit = { bucket: 'check-email:address', max: 30, windowMs: 15 * 60_000, perAddress: true };

export async function checkEmail(email: string, ip: string): Promise<{ exists: boolean }> {
  await consume(CHECK_EMAIL_LIMIT, ip);
  return { exists: Boolean(await findUserByEmail(email)) };
}
