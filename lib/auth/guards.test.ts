import { describe, expect, it } from 'vitest';
import { evaluateGuard } from './guards';

const target = { locale: 'uk' as const, pathWithQuery: '/cabinet?tab=cars' };

describe('evaluateGuard', () => {
  it('lets everyone through public screens', () => {
    expect(evaluateGuard('public', null, target)).toEqual({ kind: 'allow' });
  });

  it('sends visitors of signed-in screens to the renter sign-in with ref', () => {
    expect(evaluateGuard('auth', null, target)).toEqual({ kind: 'redirect', to: '/sign?ref=%2Fcabinet%3Ftab%3Dcars' });
    expect(evaluateGuard('auth', null, { locale: 'en', pathWithQuery: '/en/mytrips' })).toEqual({
      kind: 'redirect',
      to: '/en/sign?ref=%2Fen%2Fmytrips',
    });
    expect(evaluateGuard('auth', { role: 1 }, target)).toEqual({ kind: 'allow' });
  });

  it('sends visitors of host screens to sign-in and non-owners to the cabinet', () => {
    const carList = { locale: 'en' as const, pathWithQuery: '/en/car-list' };
    expect(evaluateGuard('host', null, carList)).toEqual({ kind: 'redirect', to: '/en/sign-host?ref=%2Fen%2Fcar-list' });
    expect(evaluateGuard('host', { role: 1 }, carList)).toEqual({ kind: 'redirect', to: '/en/cabinet' });
    expect(evaluateGuard('host', { role: 2 }, carList)).toEqual({ kind: 'allow' });
    expect(evaluateGuard('host', { role: 3 }, carList)).toEqual({ kind: 'allow' });
    // Operators (staff on a renter account) are no owners: host screens are not theirs…
    expect(evaluateGuard('host', { role: 1, isStaff: true }, carList)).toEqual({ kind: 'redirect', to: '/en/cabinet' });
  });

  it('lets owners and operators, no one else, onto a car’s edit page', () => {
    const edit = { locale: 'uk' as const, pathWithQuery: '/car-edit/toyota-camry-2021-7' };
    expect(evaluateGuard('host-or-staff', null, edit)).toEqual({ kind: 'redirect', to: '/sign-host?ref=%2Fcar-edit%2Ftoyota-camry-2021-7' });
    expect(evaluateGuard('host-or-staff', { role: 1 }, edit)).toEqual({ kind: 'redirect', to: '/cabinet' });
    expect(evaluateGuard('host-or-staff', { role: 2 }, edit)).toEqual({ kind: 'allow' });
    expect(evaluateGuard('host-or-staff', { role: 3 }, edit)).toEqual({ kind: 'allow' });
    expect(evaluateGuard('host-or-staff', { role: 1, isStaff: true }, edit)).toEqual({ kind: 'allow' });
  });

  it('keeps companies, who cannot rent, out of renter screens', () => {
    const trips = { locale: 'en' as const, pathWithQuery: '/en/mytrips' };
    expect(evaluateGuard('renter', null, trips)).toEqual({ kind: 'redirect', to: '/en/sign?ref=%2Fen%2Fmytrips' });
    expect(evaluateGuard('renter', { role: 1 }, trips)).toEqual({ kind: 'allow' });
    expect(evaluateGuard('renter', { role: 2 }, trips)).toEqual({ kind: 'allow' });
    expect(evaluateGuard('renter', { role: 3 }, trips)).toEqual({ kind: 'redirect', to: '/en/cabinet' });
  });

  it('lets only operators into staff screens', () => {
    const admin = { locale: 'uk' as const, pathWithQuery: '/admin/verification' };
    expect(evaluateGuard('staff', null, admin)).toEqual({ kind: 'redirect', to: '/sign?ref=%2Fadmin%2Fverification' });
    expect(evaluateGuard('staff', { role: 1 }, admin)).toEqual({ kind: 'redirect', to: '/cabinet' });
    expect(evaluateGuard('staff', { role: 1, isStaff: true }, admin)).toEqual({ kind: 'allow' });
  });

  it('turns an unknown guard into the 500 "Unknown middleware" error', () => {
    expect(evaluateGuard('admin-only', { role: 1 }, target)).toEqual({ kind: 'error', status: 500, message: 'Unknown middleware' });
  });
});
