import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { ROLE } from '@/lib/auth/viewer';
import { AppError } from '@/lib/errors/app-error';
import { getDb } from '@/lib/server/db/client';
import { dbFailure } from '@/lib/server/db/db-errors';
import { users } from '@/lib/server/db/schema';

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
    // users_company_not_driver_check → legal_cannot_rent (db-errors.ts), also outside the API wrapper.
    throw dbFailure(error)?.error ?? error;
  }
  if (updated.length === 0) throw new AppError('legal_cannot_rent');
}
