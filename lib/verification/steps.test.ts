import { describe, expect, it } from 'vitest';
import { blockingStep, openSteps, stepHref, type VerificationState, verificationSteps } from './steps';

const renter: VerificationState = {
  role: 1,
  emailVerified: false,
  phoneVerified: false,
  isDriverLicenseVerified: false,
  legalVerification: 0,
  legalReason: null,
  licence: null,
};
const summary = (state: VerificationState) => verificationSteps(state).map((s) => `${s.key}:${s.status}${s.reason ? `(${s.reason})` : ''}`);

describe('verification steps per kind of account', () => {
  it('gives a new renter e-mail, phone and licence, all to do', () => {
    expect(summary(renter)).toEqual(['email:todo', 'phone:todo', 'licence:todo']);
  });

  it('follows the licence through draft, review and rejection with the reason', () => {
    expect(summary({ ...renter, emailVerified: true, licence: { status: 'draft', rejectionReason: null } })).toEqual(['email:done', 'phone:todo', 'licence:draft']);
    expect(summary({ ...renter, phoneVerified: true, licence: { status: 'pending', rejectionReason: null } })).toEqual(['email:todo', 'phone:done', 'licence:pending']);
    expect(summary({ ...renter, licence: { status: 'rejected', rejectionReason: 'Фото розмите' } })).toEqual(['email:todo', 'phone:todo', 'licence:rejected(Фото розмите)']);
  });

  it('takes the account flag as the truth for an approved driver', () => {
    expect(summary({ ...renter, emailVerified: true, phoneVerified: true, isDriverLicenseVerified: true })).toEqual(['email:done', 'phone:done', 'licence:done']);
    // A licence row marked approved without the flag (never written so) does not count as done.
    expect(summary({ ...renter, licence: { status: 'approved', rejectionReason: null } }).at(-1)).toBe('licence:todo');
  });

  it('gives hosts their owner details and companies their company details instead of a licence', () => {
    const host = { ...renter, role: 2 as const, isDriverLicenseVerified: true };
    expect(summary(host)).toEqual(['email:todo', 'phone:todo', 'host:todo']);
    expect(summary({ ...host, legalVerification: 1 }).at(-1)).toBe('host:pending');
    expect(summary({ ...host, legalVerification: 2 }).at(-1)).toBe('host:done');
    expect(summary({ ...host, legalVerification: 3, legalReason: 'РНОКПП не збігається' }).at(-1)).toBe('host:rejected(РНОКПП не збігається)');
    const company = { ...renter, role: 3 as const };
    expect(summary(company)).toEqual(['email:todo', 'phone:todo', 'company:todo']);
    expect(summary({ ...company, legalVerification: 3, legalReason: 'Не той ЄДРПОУ' }).at(-1)).toBe('company:rejected(Не той ЄДРПОУ)');
  });
});

describe('the step a "verify first" message names', () => {
  it('is the licence for renters and the details for owners, until spec §5 counts them verified', () => {
    expect(blockingStep(renter)).toMatchObject({ key: 'licence', status: 'todo' });
    expect(blockingStep({ ...renter, licence: { status: 'pending', rejectionReason: null } })).toMatchObject({ key: 'licence', status: 'pending' });
    expect(blockingStep({ ...renter, isDriverLicenseVerified: true })).toBeNull();
    // E-mail and phone are steps of the checklist but do not decide whether one may book.
    expect(blockingStep({ ...renter, emailVerified: true, phoneVerified: true })).toMatchObject({ key: 'licence' });
    expect(blockingStep({ ...renter, role: 3, legalVerification: 3, legalReason: 'x' })).toMatchObject({ key: 'company', status: 'rejected', reason: 'x' });
    expect(blockingStep({ ...renter, role: 2, legalVerification: 2 })).toBeNull();
  });

  it('lists as open the steps one can act on now', () => {
    const steps = verificationSteps({ ...renter, emailVerified: true, licence: { status: 'pending', rejectionReason: null } });
    expect(openSteps(steps).map((s) => s.key)).toEqual(['phone']);
  });
});

describe('links to a step', () => {
  it('point at the step heading on the verification page in the page language', () => {
    expect(stepHref({ key: 'email' }, 'uk')).toBe('/user-verification#step-email');
    expect(stepHref({ key: 'licence' }, 'en')).toBe('/en/user-verification#step-licence');
    expect(stepHref({ key: 'company' }, 'uk')).toBe('/user-verification#step-owner');
  });
});
