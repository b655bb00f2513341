import { describe, expect, it } from 'vitest';
import { roleSwitchDestination } from './role-switch';

const host = (legal_verification: number) => ({ role: 2, legal_verification, is_driver_license_verified: 0 });
const renter = (is_driver_license_verified: number) => ({ role: 1, legal_verification: 0, is_driver_license_verified });

describe('roleSwitchDestination', () => {
  it('takes a new host to the host application until verified, then to their cars', () => {
    expect(roleSwitchDestination(host(0), '/earn-with-kermo', 'uk')).toBe('/user-verification');
    expect(roleSwitchDestination(host(1), '/', 'uk')).toBe('/user-verification');
    expect(roleSwitchDestination(host(3), '/en/cabinet', 'en')).toBe('/en/user-verification');
    expect(roleSwitchDestination(host(2), '/en/earn-with-kermo', 'en')).toBe('/en/car-list');
  });

  it('takes a renter without a verified licence to the licence step, wherever they were', () => {
    expect(roleSwitchDestination(renter(0), '/catalog/kyiv', 'uk')).toBe('/user-verification');
    expect(roleSwitchDestination(renter(0), '/en/car-list', 'en')).toBe('/en/user-verification');
  });

  it('keeps a verified renter on the page, unless it is a host-only page', () => {
    expect(roleSwitchDestination(renter(1), '/catalog/kyiv', 'uk')).toBeNull();
    expect(roleSwitchDestination(renter(1), '/', 'uk')).toBeNull();
    expect(roleSwitchDestination(renter(1), '/en/cabinet', 'en')).toBeNull();
    expect(roleSwitchDestination(renter(1), '/car-list', 'uk')).toBe('/mytrips');
    expect(roleSwitchDestination(renter(1), '/en/myactivity', 'en')).toBe('/en/mytrips');
    expect(roleSwitchDestination(renter(1), '/car-edit/bmw-x5', 'uk')).toBe('/mytrips');
  });
});
