import 'server-only';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { RESET_TTL_MINUTES } from '@/lib/accounts/lifetimes';
import { AppError } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { siteUrl } from '@/lib/seo/site-url';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import { revokeAllSessions } from '@/lib/server/auth/revoke-all-sessions';
import { generateUrlToken, hashToken } from '@/lib/server/auth/tokens';
import { inTransaction } from '@/lib/server/db/client';
import { accessTokens, passwordResetTokens, type User, users } from '@/lib/server/db/schema';
import { mailUser } from '@/lib/server/mail/mail-user';
import { consume, type Limit } from '@/lib/server/security/rate-limit';
import { findUserByEmail } from './find-user';
import { clearAccountSignInLimit, countPasswordTry, emailHash } from './sign-in';

export { RESET_TTL_MINUTES };
/** Reset e-mails per address and per caller, so the form cannot be used to flood an inbox. */
export const RESET_EMAIL_LIMIT: Limit = { bucket: 'password-reset:email', max: 3, windowMs: 60 * 60_000 };
export const RESET_IP_LIMIT: Limit = { bucket: 'password-reset:address', max: 10, windowMs: 60 * 60_000, perAddress: true };

/**
 * Checks the current password of a signed-in person, counted like a sign-in try from this address
 * (a stolen session cannot be used to guess the password either).
 */
export async function assertCurrentPassword(user: User, password: string, ip: string): Promise<void> {
  const succeeded = await countPasswordTry(user.email, ip, { userId: user.id, scope: 'session' });
  if (!(await passwordMatches(user, password))) throw wrongCurrentPassword();
  await succeeded();
}

const passwordMatches = async (user: Pick<User, 'passwordHash'>, password: string) => Boolean(user.passwordHash && (await verifyPassword(user.passwordHash, password)));
const wrongCurrentPassword = () => new AppError('validation_failed', { fields: { current_password: { key: 'wrongPassword' } } });

/**
 * Changes the password of a signed-in person who knows the current one. Every other session ends
 * (a stolen token must not outlive the owner's reaction), the one in use stays, and the account's
 * address is told — all in one transaction. The account row is locked while the current password
 * is checked against it, so of two changes at once the second finds the password already changed.
 * The try is counted before the transaction, so a refused one stays counted.
 */
export async function changePassword(user: User, current: string, next: string, context: { tokenId: number; ip: string }): Promise<void> {
  const succeeded = await countPasswordTry(user.email, context.ip, { userId: user.id, scope: 'session' });
  await inTransaction(async (tx) => {
    const [locked] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!locked || !(await passwordMatches(locked, current))) throw wrongCurrentPassword();
    // Hashed only once the current password proved right: a wrong guess costs one verification.
    const passwordHash = await hashPassword(next);
    const now = new Date();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await tx
      .update(accessTokens)
      .set({ revokedAt: now })
      .where(and(eq(accessTokens.userId, user.id), isNull(accessTokens.revokedAt), ne(accessTokens.id, context.tokenId)));
    await mailUser(locked, { name: 'passwordChanged' });
  });
  await succeeded();
}

/** Mails a single-use reset link (spec §8: "Sorry, but this user was not registered" otherwise). */
export async function requestPasswordReset(email: string, locale: Locale, ip: string): Promise<void> {
  await consume(RESET_IP_LIMIT, ip);
  const user = await findUserByEmail(email);
  if (!user) throw new AppError('user_not_registered', { fields: { email: { key: 'incorrectLogin' } } });
  await consume(RESET_EMAIL_LIMIT, emailHash(email));
  const token = generateUrlToken();
  const link = new URL(href('password-reset-token-token', { locale, params: { token } }), siteUrl()).toString();
  await inTransaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
    });
    await mailUser(user, { name: 'passwordReset', link, minutes: RESET_TTL_MINUTES }, locale);
  });
}

/** Sets a new password from a reset link: once, before it expires; every session of the account ends. */
export async function resetPassword(token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const email = await inTransaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())))
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw new AppError('reset_token_invalid');
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, used.userId), isNull(users.deletedAt)))
      .returning({ email: users.email });
    await revokeAllSessions(used.userId);
    return user?.email;
  });
  if (email) await clearAccountSignInLimit(email);
}

