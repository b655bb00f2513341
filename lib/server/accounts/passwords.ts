import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { siteUrl } from '@/lib/seo/site-url';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import { revokeAllSessions } from '@/lib/server/auth/revoke-all-sessions';
import { generateUrlToken, hashToken } from '@/lib/server/auth/tokens';
import { getDb } from '@/lib/server/db/client';
import { passwordResetTokens, type User, users } from '@/lib/server/db/schema';
import { sendMail } from '@/lib/server/mail/send-mail';
import { assertUnderLimit, type Limit, recordEvent } from '@/lib/server/security/rate-limit';
import { findUserByEmail } from './find-user';

export const RESET_TTL_MINUTES = 60;
/** Reset e-mails per address and per caller, so the form cannot be used to flood an inbox. */
export const RESET_EMAIL_LIMIT: Limit = { bucket: 'password-reset:email', max: 3, windowMs: 60 * 60_000 };
export const RESET_IP_LIMIT: Limit = { bucket: 'password-reset:ip', max: 10, windowMs: 60 * 60_000 };

/** Changes the password of a signed-in person who knows the current one. */
export async function changePassword(user: User, current: string, next: string): Promise<void> {
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, current))) {
    throw new AppError('validation_failed', { fields: { current_password: { key: 'wrongPassword' } } });
  }
  const db = await getDb();
  await db.update(users).set({ passwordHash: await hashPassword(next), updatedAt: new Date() }).where(eq(users.id, user.id));
}

/** Mails a single-use reset link (spec §8: "Sorry, but this user was not registered" otherwise). */
export async function requestPasswordReset(email: string, locale: Locale, ip: string): Promise<void> {
  await assertUnderLimit(RESET_IP_LIMIT, ip);
  const user = await findUserByEmail(email);
  if (!user) throw new AppError('user_not_registered', { fields: { email: { key: 'incorrectLogin' } } });
  await assertUnderLimit(RESET_EMAIL_LIMIT, email);
  await Promise.all([recordEvent(RESET_EMAIL_LIMIT.bucket, email), recordEvent(RESET_IP_LIMIT.bucket, ip)]);
  const token = generateUrlToken();
  const db = await getDb();
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
  });
  const link = new URL(href('password-reset-token-token', { locale, params: { token } }), siteUrl()).toString();
  await sendMail({ to: user.email, userId: user.id, locale, name: user.firstName, template: { name: 'passwordReset', link, minutes: RESET_TTL_MINUTES } });
}

/** Sets a new password from a reset link: once, before it expires; every session of the account ends. */
export async function resetPassword(token: string, password: string): Promise<void> {
  const db = await getDb();
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())))
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw new AppError('reset_token_invalid');
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(and(eq(users.id, used.userId), isNull(users.deletedAt)));
    return used.userId;
  });
  await revokeAllSessions(userId);
}
