import 'server-only';
import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import type { ScreenName } from '@/lib/routes';
import { requireUser } from '@/lib/server/accounts/require-user';
import type { User } from '@/lib/server/db/schema';

/**
 * The operator viewing a staff page. The proxy's `staff` guard already turns others away; this is
 * the page's own check for when the proxy is bypassed or misconfigured: a visitor is sent to
 * sign-in, anyone else who is not staff gets the 404 (the page does not admit it exists).
 */
export async function requireStaffPage(locale: Locale, screen: ScreenName): Promise<User> {
  const user = await requireUser(locale, screen);
  if (!user.isStaff || user.deletedAt) notFound();
  return user;
}
