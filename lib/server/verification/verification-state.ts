import 'server-only';
import { eq } from 'drizzle-orm';
import { LEGAL_VERIFICATION, ROLE, type Role } from '@/lib/auth/viewer';
import type { VerificationState } from '@/lib/verification/steps';
import { getDb } from '@/lib/server/db/client';
import { driverLicences, ownerVerifications, type User } from '@/lib/server/db/schema';

/** The state as far as the account row tells it (no licence row: a renter's licence reads "to do"). */
export function accountVerificationState(user: User, licence: VerificationState['licence'] = null, legalReason: string | null = null): VerificationState {
  return {
    role: user.role as Role,
    emailVerified: user.emailVerifiedAt !== null,
    phoneVerified: user.phoneVerifiedAt !== null,
    isDriverLicenseVerified: user.isDriverLicenseVerified,
    legalVerification: user.legalVerification,
    legalReason: user.legalVerificationReason ?? legalReason,
    licence,
  };
}

/**
 * What the verification steps are computed from (lib/verification/steps.ts): the account's flags
 * and, for renters, how far their licence got; for owners, the reason of a rejected application.
 */
export async function getVerificationState(user: User): Promise<VerificationState> {
  const db = await getDb();
  const role = user.role as Role;
  const [licence] =
    role === ROLE.user
      ? await db.select({ status: driverLicences.status, rejectionReason: driverLicences.rejectionReason }).from(driverLicences).where(eq(driverLicences.userId, user.id))
      : [];
  const [application] =
    role !== ROLE.user && user.legalVerification === LEGAL_VERIFICATION.rejected && !user.legalVerificationReason
      ? await db.select({ rejectionReason: ownerVerifications.rejectionReason }).from(ownerVerifications).where(eq(ownerVerifications.userId, user.id))
      : [];
  return accountVerificationState(
    user,
    licence ? { status: licence.status as NonNullable<VerificationState['licence']>['status'], rejectionReason: licence.rejectionReason } : null,
    application?.rejectionReason ?? null,
  );
}
