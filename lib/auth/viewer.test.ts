import { describe, expect, it } from 'vitest';
import { headerLinkLabel, isInvertedLayout, isInvertedLogo, isVerified, userMenuLinks } from './viewer';

const renter = { role: 1 as const, isHost: false, legalVerification: 0, isDriverLicenseVerified: false };

describe('spec §2 header rules', () => {
  it('labels the header link by role and is_host', () => {
    expect(headerLinkLabel(null)).toBe('earnWith');
    expect(headerLinkLabel({ role: 2, isHost: true })).toBe('userAccount');
    expect(headerLinkLabel({ role: 1, isHost: false })).toBe('earnWith');
    expect(headerLinkLabel({ role: 1, isHost: true })).toBe('hostAccount');
    expect(headerLinkLabel({ role: 3, isHost: true })).toBeNull();
  });

  it('inverts the layout for everyone signed in but renters, and the logo for owners', () => {
    expect(isInvertedLayout(null)).toBe(false);
    expect(isInvertedLayout({ role: 1 })).toBe(false);
    expect(isInvertedLayout({ role: 2 })).toBe(true);
    expect(isInvertedLayout({ role: 3 })).toBe(true);
    expect(isInvertedLogo({ role: 1 })).toBe(false);
    expect(isInvertedLogo({ role: 2 })).toBe(true);
    expect(isInvertedLogo({ role: 3 })).toBe(true);
    expect(isInvertedLogo(null)).toBe(false);
  });
});

describe('verification thresholds (spec §5)', () => {
  it('uses the licence for renters and legal_verification 2 for owners', () => {
    expect(isVerified(renter)).toBe(false);
    expect(isVerified({ ...renter, isDriverLicenseVerified: true })).toBe(true);
    expect(isVerified({ ...renter, legalVerification: 2 })).toBe(false);
    expect(isVerified({ role: 2, legalVerification: 1, isDriverLicenseVerified: true })).toBe(false);
    expect(isVerified({ role: 2, legalVerification: 2, isDriverLicenseVerified: false })).toBe(true);
    expect(isVerified({ role: 3, legalVerification: 3, isDriverLicenseVerified: false })).toBe(false);
  });
});

describe('user dropdown links (spec §2)', () => {
  const screens = (viewer: Parameters<typeof userMenuLinks>[0]) => userMenuLinks(viewer).map((l) => `${l.screen}${l.badge ? '*' : ''}`);

  it('gives an unverified renter profile, the way to verification, the inbox (a lapsed licence check may leave a trip to talk about), and settings', () => {
    expect(screens(renter)).toEqual(['cabinet', 'user-verification', 'messages', 'notifications', 'settings']);
  });

  it('adds my trips with the badge for a verified renter, and drops the way to verification', () => {
    expect(screens({ ...renter, isDriverLicenseVerified: true })).toEqual(['cabinet', 'mytrips*', 'messages', 'notifications', 'settings']);
  });

  it('gives hosts and companies my cars and my activity with the badge, and verification until verified', () => {
    const owner = ['cabinet', 'car-list', 'myactivity*', 'messages', 'notifications', 'settings'];
    expect(screens({ role: 2, legalVerification: 2, isDriverLicenseVerified: true })).toEqual(owner);
    expect(screens({ role: 3, legalVerification: 2, isDriverLicenseVerified: false })).toEqual(owner);
    expect(screens({ role: 2, legalVerification: 0, isDriverLicenseVerified: true })).toEqual(['cabinet', 'user-verification', 'car-list', 'myactivity*', 'messages', 'notifications', 'settings']);
    expect(screens({ role: 3, legalVerification: 3, isDriverLicenseVerified: false })).toContain('user-verification');
  });

  it('gives operators their console (the queue and the jobs), without asking them to verify, and no inbox of their own', () => {
    expect(screens({ ...renter, isStaff: true })).toEqual(['cabinet', 'admin-verification', 'admin-cars', 'admin-jobs', 'notifications', 'settings']);
  });
});
