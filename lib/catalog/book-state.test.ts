import { describe, expect, it } from 'vitest';
import { ROLE } from '@/lib/auth/viewer';
import { bookState } from './book-state';

const viewer = (role: 1 | 2 | 3, licence = false, id = 7) => ({ id, role, isDriverLicenseVerified: licence });

describe('bookState', () => {
  it('tells each kind of viewer what booking means for them', () => {
    expect(bookState(null, 7)).toBe('visitor');
    expect(bookState(viewer(ROLE.host, true, 7), 7)).toBe('owner');
    // A host who switched to renting still owns the car.
    expect(bookState(viewer(ROLE.user, true, 7), 7)).toBe('owner');
    expect(bookState(viewer(ROLE.legal, false, 8), 7)).toBe('company');
    expect(bookState(viewer(ROLE.host, true, 8), 7)).toBe('host');
    expect(bookState(viewer(ROLE.user, false, 8), 7)).toBe('unverified');
    expect(bookState(viewer(ROLE.user, true, 8), 7)).toBe('renter');
  });
});
