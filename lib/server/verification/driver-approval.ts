import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { ROLE } from '@/lib/auth/viewer';
import { AppError } from '@/lib/errors/app-error';
import { getDb } from '@/lib/server/db/client';
import { postgresErrorOf } from '@/lib/server/db/db-errors';
import { users } from '@/lib/server/db/schema';

/** The database's backstop: not (role = 3 and is_driver_license_verified). */
const COMPANY_NOT_DRIVER_CHECK = 'users_company_not_driver_check';

/** Whether `error` is a violation of users_company_not_driver_check (on PGlite and on pg). */
export function isCompanyDriverViolation(error: unknown): boolean {
  return postgresErrorOf(error)?.constraint === COMPANY_NOT_DRIVER_CHECK;
}

/** Whether `error` says the licence number is already another account's (two saves racing). */
export function isLicenceNumberTaken(error: unknown): boolean {
  return postgresErrorOf(error)?.constraint === 'driver_licences_number_unique';
}

/**
 * Makes the account an approved driver — the one place every approval path (operator decision,
 * identity app) goes through. Companies (role 3) never drive (spec §6): the update skips them and
 * the caller gets `legal_cannot_rent`; the database's check constraint is the backstop for any
 * path that forgets, and its violation is reported the same way.
 */
export async function markApprovedDriver(userId: number): Promise<void> {
  const db = await getDb();
  let updated: { id: number }[];
  try {
    updated = await db
      .update(users)
      .set({ isDriverLicenseVerified: true, updatedAt: new Date() })
      .where(and(eq(users.id, userId), ne(users.role, ROLE.legal)))
      .returning({ id: users.id });
  } catch (error) {
    if (isCompanyDriverViolation(error)) throw new AppError('legal_cannot_rent', { cause: error });
    throw error;
  }
  if (updated.length === 0) throw new AppError('legal_cannot_rent');
}
