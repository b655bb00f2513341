import 'server-only';
import { LEGAL_VERIFICATION, ROLE } from '@/lib/auth/viewer';
import { AppError } from '@/lib/errors/app-error';
import type { User } from '@/lib/server/db/schema';

/**
 * Who may book (spec §6): an account approved to drive, not a company, not deleted. Hosts switch to
 * renting first (role 1). Bookings (roadmap 4) call this before creating a request.
 */
export function assertCanBook(user: User): void {
  if (user.deletedAt) throw new AppError('user_deleted');
  if (user.role === ROLE.legal) throw new AppError('legal_cannot_rent');
  if (!user.isDriverLicenseVerified) throw new AppError('not_verified_driver');
}

/** Who may add or activate a car (spec §6): a verified host or company (legal_verification 2). */
export function assertCanListCar(user: User): void {
  if (user.deletedAt) throw new AppError('user_deleted');
  if ((user.role !== ROLE.host && user.role !== ROLE.legal) || user.legalVerification !== LEGAL_VERIFICATION.verified) throw new AppError('verification_required');
}
