import 'server-only';
import { LEGAL_VERIFICATION, ROLE } from '@/lib/auth/viewer';
import { AppError } from '@/lib/errors/app-error';
import { blockingStep, type VerificationState } from '@/lib/verification/steps';
import type { User } from '@/lib/server/db/schema';
import { accountVerificationState } from './verification-state';

/**
 * The refusal's message says why (`Errors.not_verified_driver` / `verification_required` select on
 * `state`): the blocking step's status, with the operator's reason when it was rejected. Pass the
 * state from `getVerificationState` to name a draft, pending or rejected licence; without it the
 * account row alone decides (a renter's licence reads "to do").
 */
function verifyFirst(code: 'not_verified_driver' | 'verification_required', state: VerificationState): AppError {
  const step = blockingStep(state);
  return new AppError(code, { params: { state: step?.status ?? 'todo', reason: step?.reason ?? '' } });
}

/**
 * Who may book (spec §6): an account approved to drive, not a company, not deleted. Hosts switch to
 * renting first (role 1). Bookings (roadmap 4) call this before creating a request.
 */
export function assertCanBook(user: User, state: VerificationState = accountVerificationState(user)): void {
  if (user.deletedAt) throw new AppError('user_deleted');
  if (user.role === ROLE.legal) throw new AppError('legal_cannot_rent');
  if (!user.isDriverLicenseVerified) throw verifyFirst('not_verified_driver', { ...state, role: ROLE.user });
}

/** An account that lists cars at all: a host or a company, not deleted (it may still be unverified). */
export function assertOwnerAccount(user: User): void {
  if (user.deletedAt) throw new AppError('user_deleted');
  if (user.role !== ROLE.host && user.role !== ROLE.legal) throw new AppError('verification_required', { params: { state: 'notOwner', reason: '' } });
}

/** Whether the account may add or activate a car (spec §6): a verified host or company (legal_verification 2). */
export function canListCar(user: User): boolean {
  return !user.deletedAt && (user.role === ROLE.host || user.role === ROLE.legal) && user.legalVerification === LEGAL_VERIFICATION.verified;
}

/** Refuses, naming the missing step, an account that may not add or activate a car (canListCar). */
export function assertCanListCar(user: User, state: VerificationState = accountVerificationState(user)): void {
  assertOwnerAccount(user);
  if (user.legalVerification !== LEGAL_VERIFICATION.verified) throw verifyFirst('verification_required', state);
}
