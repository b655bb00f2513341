import 'server-only';
import { safeRef } from '@/lib/auth/safe-ref';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import type { User } from '@/lib/server/db/schema';

/**
 * Back to `ref` when it is a path on this site; otherwise to the cabinet. (Owners will land on their
 * car list once it exists, roadmap step 2.)
 */
export function redirectAfterSignIn(_user: User, ref: string | undefined, locale: Locale): string {
  return safeRef(ref) ?? href('cabinet', { locale });
}
