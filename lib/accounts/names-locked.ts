import { LEGAL_VERIFICATION } from '@/lib/auth/viewer';

type Verified = { isDriverLicenseVerified: boolean; legalVerification: number } | { is_driver_license_verified: number | boolean; legal_verification: number };

/**
 * Once a driving licence or an owner's identity is confirmed, the profile's name is the checked
 * name: it can only change through support (and a new check), never in the profile form.
 */
export function namesLocked(user: Verified): boolean {
  if ('isDriverLicenseVerified' in user) return user.isDriverLicenseVerified || user.legalVerification === LEGAL_VERIFICATION.verified;
  return Boolean(user.is_driver_license_verified) || user.legal_verification === LEGAL_VERIFICATION.verified;
}
