import 'server-only';
import { safeRef } from '@/lib/auth/safe-ref';
import { ROLE } from '@/lib/auth/viewer';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import type { User } from '@/lib/server/db/schema';

/** Back to `ref` when it is a path on this site; otherwise owners to their cars, renters to their profile. */
export function redirectAfterSignIn(user: User, ref: string | undefined, locale: Locale): string {
  return safeRef(ref) ?? href(user.role === ROLE.user ? 'cabinet' : 'car-list', { locale });
}
