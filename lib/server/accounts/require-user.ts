import 'server-only';
import { redirect } from 'next/navigation';
import { evaluateGuard } from '@/lib/auth/guards';
import type { Locale } from '@/lib/i18n/locales';
import { href, type ScreenName, screens } from '@/lib/routes';
import type { User } from '@/lib/server/db/schema';
import { getCurrentUser } from './get-current-viewer';

/**
 * The signed-in account for a guarded page, checked against the screen's guard in the route
 * registry by the page itself — the same rule the proxy applies, again on the server (defence in
 * depth: a bypassed or misconfigured proxy still lets no renter into a host page). Staff pages use
 * requireStaffPage, which answers 404 rather than admitting the page exists.
 */
export async function requireUser(locale: Locale, screen: ScreenName): Promise<User> {
  const user = await getCurrentUser();
  const guard = screens[screen].guard === 'staff' ? 'auth' : screens[screen].guard;
  const outcome = evaluateGuard(guard, user ? { role: user.role as 1 | 2 | 3, isStaff: user.isStaff } : null, { locale, pathWithQuery: href(screen, { locale }) });
  if (outcome.kind === 'redirect') redirect(outcome.to);
  if (!user) redirect(href('sign', { locale, query: { ref: href(screen, { locale }) } }));
  return user;
}
