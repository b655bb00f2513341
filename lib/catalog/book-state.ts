import { ROLE, type Viewer } from '@/lib/auth/viewer';

/**
 * What the car page's "book" place says to whoever looks at it (docs/decisions.md, "The car page's
 * book button"): a visitor signs in, a host switches to renting, a company cannot rent, the owner
 * cannot book their own car, a renter without a verified licence verifies it first, and a renter
 * who can book goes on to the request form (`/booking?car=…`).
 */
export type BookState = 'visitor' | 'owner' | 'company' | 'host' | 'unverified' | 'renter';

export function bookState(viewer: Pick<Viewer, 'id' | 'role' | 'isDriverLicenseVerified'> | null, ownerId: number): BookState {
  if (!viewer) return 'visitor';
  if (viewer.id === ownerId) return 'owner';
  if (viewer.role === ROLE.legal) return 'company';
  if (viewer.role === ROLE.host) return 'host';
  return viewer.isDriverLicenseVerified ? 'renter' : 'unverified';
}
