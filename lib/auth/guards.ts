import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { isOwner, ROLE, type Viewer } from './viewer';

export type GuardOutcome =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'error'; status: 500; message: 'Unknown middleware' };

/**
 * Decides what a screen's guard (lib/routes.ts) does with a request. `auth` sends visitors to the
 * renter sign-in with `ref` = where they were going; `host` sends visitors to the host sign-in
 * (also with `ref`) and signed-in non-owners to their cabinet. `renter` is `auth` for screens of
 * renting (my trips): companies cannot rent (spec §6) and go to their cabinet. A guard name this
 * code does not know is a configuration error: spec §2's 500 "Unknown middleware". `staff`:
 * operators only. `host-or-staff`: as `host`, operators too (a car's edit page: owner or operator).
 */
export function evaluateGuard(
  guard: string,
  viewer: (Pick<Viewer, 'role'> & { isStaff?: boolean }) | null,
  target: { locale: Locale; pathWithQuery: string },
): GuardOutcome {
  const { locale, pathWithQuery } = target;
  switch (guard) {
    case 'public':
      return { kind: 'allow' };
    case 'auth':
      return viewer ? { kind: 'allow' } : { kind: 'redirect', to: href('sign', { locale, query: { ref: pathWithQuery } }) };
    case 'renter':
      if (!viewer) return { kind: 'redirect', to: href('sign', { locale, query: { ref: pathWithQuery } }) };
      return viewer.role === ROLE.legal ? { kind: 'redirect', to: href('cabinet', { locale }) } : { kind: 'allow' };
    case 'host':
    case 'host-or-staff':
      if (!viewer) return { kind: 'redirect', to: href('sign-host', { locale, query: { ref: pathWithQuery } }) };
      return isOwner(viewer) || (guard === 'host-or-staff' && viewer.isStaff) ? { kind: 'allow' } : { kind: 'redirect', to: href('cabinet', { locale }) };
    case 'staff':
      if (!viewer) return { kind: 'redirect', to: href('sign', { locale, query: { ref: pathWithQuery } }) };
      return viewer.isStaff ? { kind: 'allow' } : { kind: 'redirect', to: href('cabinet', { locale }) };
    default:
      return { kind: 'error', status: 500, message: 'Unknown middleware' };
  }
}
