import 'server-only';
import { assertUnderLimit, type Limit, recordEvent } from '@/lib/server/security/rate-limit';
import { findUserByEmail } from './find-user';

// The e-mail-first entry says whether an address is registered; the limit keeps it from being
// used to test lists of addresses.
export const CHECK_EMAIL_LIMIT: Limit = { bucket: 'check-email:ip', max: 30, windowMs: 15 * 60_000 };

export async function checkEmail(email: string, ip: string): Promise<{ exists: boolean }> {
  await assertUnderLimit(CHECK_EMAIL_LIMIT, ip);
  await recordEvent(CHECK_EMAIL_LIMIT.bucket, ip);
  return { exists: Boolean(await findUserByEmail(email)) };
}
