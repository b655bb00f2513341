import 'server-only';
import { redirect } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { href, type ScreenName } from '@/lib/routes';
import type { User } from '@/lib/server/db/schema';
import { getCurrentUser } from './get-current-viewer';

/**
 * The signed-in account for a guarded page. The proxy has already sent visitors to sign-in; this
 * covers a session that ended between the proxy and the page.
 */
export async function requireUser(locale: Locale, screen: ScreenName): Promise<User> {
  const user = await getCurrentUser();
  if (!user) redirect(href('sign', { locale, query: { ref: href(screen, { locale }) } }));
  return user;
}
