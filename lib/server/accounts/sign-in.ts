import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import { verifyPassword } from '@/lib/server/auth/password';
import { getDb } from '@/lib/server/db/client';
import { type User, users } from '@/lib/server/db/schema';
import { assertUnderLimit, clearEvents, type Limit, recordEvent } from '@/lib/server/security/rate-limit';
import { findUserByEmail } from './find-user';

/** Failed sign-ins allowed per account and per address before a pause (stored, so all replicas agree). */
export const ACCOUNT_LIMIT: Limit = { bucket: 'sign-in:account', max: 5, windowMs: 15 * 60_000 };
export const ADDRESS_LIMIT: Limit = { bucket: 'sign-in:ip', max: 20, windowMs: 15 * 60_000 };

export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

async function wasDeleted(email: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.deletedEmailHash, emailHash(email)))).limit(1);
  return Boolean(row);
}

/**
 * Checks an e-mail and password (spec §8 messages: "incorrect login", "wrong password",
 * "Sorry, the user was deleted"). Failures count against the account and the caller's address.
 */
export async function signIn(email: string, password: string, ip: string): Promise<User> {
  await assertUnderLimit(ACCOUNT_LIMIT, email);
  await assertUnderLimit(ADDRESS_LIMIT, ip);
  const user = await findUserByEmail(email);
  const fail = async (error: AppError) => {
    await Promise.all([recordEvent(ACCOUNT_LIMIT.bucket, email), recordEvent(ADDRESS_LIMIT.bucket, ip)]);
    throw error;
  };
  if (!user) {
    if (await wasDeleted(email)) throw new AppError('user_deleted');
    return fail(new AppError('incorrect_login', { fields: { email: { key: 'incorrectLogin' } } }));
  }
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    return fail(new AppError('wrong_password', { fields: { password: { key: 'wrongPassword' } } }));
  }
  await clearEvents(ACCOUNT_LIMIT.bucket, email);
  return user;
}
