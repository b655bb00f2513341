import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import { verifyPassword } from '@/lib/server/auth/password';
import { getDb } from '@/lib/server/db/client';
import { accessTokens, type User, users } from '@/lib/server/db/schema';
import { consume, type Limit, refund, reset } from '@/lib/server/security/rate-limit';
import { findUserByEmail } from './find-user';

/**
 * Password guessing is slowed at three levels (docs/accounts.md, "Rate limits"):
 * - one account from one address: 5 tries, then a pause of 1 minute that doubles with every
 *   further pause (up to an hour) — the guesser slows down, the owner elsewhere is untouched;
 * - one address over all accounts: 50 tries in 15 minutes (one machine trying many accounts);
 * - one account over all addresses: 30 tries an hour (many machines on one account) — except
 *   from an address the account has signed in from before, so a distributed attack cannot lock
 *   the owner out of their own devices; a password reset clears it too.
 * Every try is counted before the password is checked (atomically, so parallel requests cannot
 * race past a limit); a correct password gives the try back.
 */
export const PAIR_LIMIT: Limit = { bucket: 'sign-in:account-address', max: 5, windowMs: 15 * 60_000, block: { baseMs: 60_000, maxMs: 60 * 60_000 } };
export const ADDRESS_LIMIT: Limit = { bucket: 'sign-in:address', max: 50, windowMs: 15 * 60_000, perAddress: true };
export const ACCOUNT_LIMIT: Limit = { bucket: 'sign-in:account', max: 30, windowMs: 60 * 60_000 };

export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

async function wasDeleted(email: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.deletedEmailHash, emailHash(email)))).limit(1);
  return Boolean(row);
}

/** Whether the account has had a session from this address (the owner's home, office or phone network). */
async function knownAddress(userId: number, ip: string): Promise<boolean> {
  if (ip === 'unknown') return false;
  const db = await getDb();
  const [row] = await db.select({ id: accessTokens.id }).from(accessTokens).where(and(eq(accessTokens.userId, userId), eq(accessTokens.ip, ip))).limit(1);
  return Boolean(row);
}

/**
 * Counts a password try against the sign-in limits; the returned function gives it back. `scope`
 * `session`: someone already signed in confirming their password (password or e-mail change) —
 * only the account-and-address limit applies, so an attack on sign-in elsewhere never blocks it.
 */
export async function countPasswordTry(email: string, ip: string, options: { userId?: number; scope?: 'sign-in' | 'session' } = {}): Promise<() => Promise<void>> {
  const account = emailHash(email);
  const pair = `${account}|${ip}`;
  const signIn = options.scope !== 'session';
  const accountWide = signIn && !(options.userId && (await knownAddress(options.userId, ip)));
  if (signIn) await consume(ADDRESS_LIMIT, ip);
  await consume(PAIR_LIMIT, pair);
  if (accountWide) await consume(ACCOUNT_LIMIT, account);
  return async () => {
    await Promise.all([reset(PAIR_LIMIT, pair), signIn ? refund(ADDRESS_LIMIT, ip) : null, accountWide ? refund(ACCOUNT_LIMIT, account) : null]);
  };
}

/** A password reset proves the owner: the account's sign-in limits start afresh. */
export async function clearAccountSignInLimit(email: string): Promise<void> {
  await reset(ACCOUNT_LIMIT, emailHash(email));
}

/**
 * Checks an e-mail and password (spec §8 messages: "incorrect login", "wrong password",
 * "Sorry, the user was deleted").
 */
export async function signIn(email: string, password: string, ip: string): Promise<User> {
  const user = await findUserByEmail(email);
  const succeeded = await countPasswordTry(email, ip, { userId: user?.id });
  if (!user) {
    if (await wasDeleted(email)) throw new AppError('user_deleted');
    throw new AppError('incorrect_login', { fields: { email: { key: 'incorrectLogin' } } });
  }
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('wrong_password', { fields: { password: { key: 'wrongPassword' } } });
  }
  await succeeded();
  return user;
}
