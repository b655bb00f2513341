import { userMenuLinks, type UserMenuScreen, type Viewer } from '@/lib/auth/viewer';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import type { UserMenuProps } from './UserMenu';

/**
 * The dropdown's links for a viewer (lib/auth/viewer.ts decides which), as paths in the page's
 * language with their labels (`Header.links.<screen>`).
 */
export function accountMenuLinks(
  viewer: Pick<Viewer, 'role' | 'legalVerification' | 'isDriverLicenseVerified' | 'isStaff'>,
  locale: Locale,
  label: (screen: UserMenuScreen) => string,
): UserMenuProps['links'] {
  // My trips counts what is new on the bookings I rent; my activity, on those of my cars.
  const side = (screen: UserMenuScreen) => (screen === 'mytrips' ? 'renter' : 'owner');
  return userMenuLinks(viewer).map((link) => ({ href: href(link.screen, { locale }), label: label(link.screen), badge: link.badge ? side(link.screen) : null }));
}
