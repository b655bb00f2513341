import { LEGAL_VERIFICATION, ROLE } from '@/lib/auth/viewer';
import type { Locale } from '@/lib/i18n/locales';
import { href, matchPath, screens } from '@/lib/routes';

/** What the change-role call answers about the account, as the API names it (spec §3). */
export type SwitchedAccount = { role: number; legal_verification: number; is_driver_license_verified: number };

/**
 * Where a renter ⇄ host switch lands (docs/decisions.md, "Role switch"), or null to reload the page
 * where the person is.
 *
 * - Now a host: the next step of hosting. Verified owners (legal_verification 2) go to their cars;
 *   everyone else to `/user-verification`, whose host application comes before any car.
 * - Now a renter without a verified licence: `/user-verification`, since booking needs it (the
 *   switch's confirmation says so).
 * - Now a verified renter: the same page, so a host who switched on a car's page can book it;
 *   from a host-only page (which would turn a renter away) to their trips.
 */
export function roleSwitchDestination(account: SwitchedAccount, currentPath: string, locale: Locale): string | null {
  if (account.role === ROLE.host) {
    return href(account.legal_verification === LEGAL_VERIFICATION.verified ? 'car-list' : 'user-verification', { locale });
  }
  if (account.is_driver_license_verified !== 1) return href('user-verification', { locale });
  const screen = matchPath(currentPath);
  const guard: string = screen ? screens[screen.name].guard : 'public';
  return guard === 'host' || guard === 'host-or-staff' ? href('mytrips', { locale }) : null;
}
