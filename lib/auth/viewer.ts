/** Role values of spec §4: 1 renter (user), 2 host, 3 legal entity (company). */
export const ROLE = { user: 1, host: 2, legal: 3 } as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];

/** legal_verification states of hosts and companies; spec §5: verified means 2. */
export const LEGAL_VERIFICATION = { none: 0, pending: 1, verified: 2, rejected: 3 } as const;

/** What the site shell knows about the signed-in person (no private details). */
export type Viewer = {
  id: number;
  fullName: string;
  role: Role;
  isHost: boolean;
  isUser: boolean;
  legalVerification: number;
  isDriverLicenseVerified: boolean;
  avatarUrl: string | null;
  rating: number | null;
  notifications: number;
  /** What is new as renter and as owner (the menu's badges), when the page was drawn. */
  unreadAs?: { renter: number; owner: number };
  /** An operator (the `staff` guard); absent means not. */
  isStaff?: boolean;
};

/** Spec §5: hosts and companies are verified at legal_verification 2, renters when their licence is. */
export function isVerified(viewer: Pick<Viewer, 'role' | 'legalVerification' | 'isDriverLicenseVerified'>): boolean {
  return viewer.role === ROLE.user ? viewer.isDriverLicenseVerified : viewer.legalVerification === LEGAL_VERIFICATION.verified;
}

/** Hosts and companies act as owners (my cars, my activity, host pages). */
export function isOwner(viewer: Pick<Viewer, 'role'> | null): boolean {
  return viewer?.role === ROLE.host || viewer?.role === ROLE.legal;
}

export type HeaderLinkLabel = 'userAccount' | 'earnWith' | 'hostAccount';

/**
 * Spec §2 header link label: a host sees "userAccount" (switch to renting); a user with is_host 0
 * sees "earnWith{product}"; otherwise "hostAccount". Visitors see "earnWith" linking to the landing.
 * Companies have no role switch (spec §6), so they get no label.
 */
export function headerLinkLabel(viewer: Pick<Viewer, 'role' | 'isHost'> | null): HeaderLinkLabel | null {
  if (!viewer) return 'earnWith';
  if (viewer.role === ROLE.legal) return null;
  if (viewer.role === ROLE.host) return 'userAccount';
  if (!viewer.isHost) return 'earnWith';
  return 'hostAccount';
}

/** Spec §2: dark header and footer for any signed-in person whose role is not 1. */
export function isInvertedLayout(viewer: Pick<Viewer, 'role'> | null): boolean {
  return viewer !== null && viewer.role !== ROLE.user;
}

/** Spec §2: the header logo is inverted for hosts and companies. */
export function isInvertedLogo(viewer: Pick<Viewer, 'role'> | null): boolean {
  return isOwner(viewer);
}

export type UserMenuScreen = 'cabinet' | 'user-verification' | 'mytrips' | 'car-list' | 'myactivity' | 'admin-verification' | 'admin-cars' | 'admin-jobs' | 'messages' | 'notifications' | 'settings';
export type UserMenuLink = { screen: UserMenuScreen; badge: boolean };

/**
 * Spec §2 user dropdown: my profile for everyone; my trips for a verified renter (with the
 * notification badge); my cars and my activity for hosts and companies (badge on activity);
 * settings. Logout is the menu's last entry, outside this list. Besides the spec's: the way to
 * verification while the account is not verified (operators' accounts are not for renting), the
 * chat inbox for everyone but operators, the operators' console for staff, and the notification centre.
 * The inbox does not wait for verification: a renter whose licence check lapsed may still have a
 * trip under way to talk about; operators' accounts have no conversations of their own.
 */
export function userMenuLinks(viewer: Pick<Viewer, 'role' | 'legalVerification' | 'isDriverLicenseVerified' | 'isStaff'>): UserMenuLink[] {
  const link = (screen: UserMenuScreen, badge = false): UserMenuLink => ({ screen, badge });
  const links: UserMenuLink[] = [link('cabinet')];
  const verified = isVerified(viewer);
  if (!verified && !viewer.isStaff) links.push(link('user-verification'));
  if (viewer.role === ROLE.user && verified) links.push(link('mytrips', true));
  if (isOwner(viewer)) links.push(link('car-list'), link('myactivity', true));
  if (!viewer.isStaff) links.push(link('messages'));
  if (viewer.isStaff) links.push(link('admin-verification'), link('admin-cars'), link('admin-jobs'));
  links.push(link('notifications'), link('settings'));
  return links;
}
