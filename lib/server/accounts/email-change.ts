import 'server-only';
import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { EMAIL_CHANGE_TTL_MINUTES } from '@/lib/accounts/lifetimes';
import { EMAIL_CHANGE_CODE_DIGITS } from '@/lib/accounts/schemas';
import { AppError } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/locales';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { emailChanges, type User, users } from '@/lib/server/db/schema';
import { mailUser } from '@/lib/server/mail/mail-user';
import { sendMail } from '@/lib/server/mail/send-mail';
import { consume, type Limit } from '@/lib/server/security/rate-limit';
import { assertCurrentPassword } from './passwords';
import { assertUniqueContacts } from './unique-fields';

export { EMAIL_CHANGE_TTL_MINUTES };
export const EMAIL_CHANGE_MAX_ATTEMPTS = 5;
/** Codes mailed per account: enough to fix a typo a few times, too few to spam a stranger's inbox. */
export const EMAIL_CHANGE_LIMIT: Limit = { bucket: 'email-change:account', max: 5, windowMs: 60 * 60_000 };

const hashCode = (changeId: number, code: string) => createHash('sha256').update(`${changeId}:${code}`).digest('hex');

/**
 * Starts changing the account's e-mail. A session alone is not enough (a stolen token must not
 * become a takeover): the current password is checked, the new address must prove itself with a
 * mailed code, and the current address is told at once.
 */
export async function requestEmailChange(
  actor: User,
  input: { newEmail: string; currentPassword: string },
  context: { ip: string; locale: Locale; now?: Date },
): Promise<{ new_email: string; expires_at: string; minutes: number }> {
  const now = context.now ?? new Date();
  const newEmail = input.newEmail.trim().toLowerCase();
  if (newEmail === actor.email.toLowerCase()) throw new AppError('validation_failed', { fields: { new_email: { key: 'sameEmail' } } });
  // Accounts made with Google or Facebook have no password yet: the reset link sets one first.
  if (!actor.passwordHash) throw new AppError('validation_failed', { fields: { current_password: { key: 'passwordNotSet' } } });
  await assertCurrentPassword(actor, input.currentPassword, context.ip);
  await consume(EMAIL_CHANGE_LIMIT, String(actor.id), now);
  try {
    await assertUniqueContacts(newEmail, null, actor.id);
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.code, { fields: { new_email: { key: 'emailTaken' } } });
    throw error;
  }
  const code = String(randomInt(0, 10 ** EMAIL_CHANGE_CODE_DIGITS)).padStart(EMAIL_CHANGE_CODE_DIGITS, '0');
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_MINUTES * 60_000);
  await inTransaction(async (tx) => {
    // A new request replaces any earlier one: only the newest code works.
    await tx.update(emailChanges).set({ consumedAt: now }).where(and(eq(emailChanges.userId, actor.id), isNull(emailChanges.consumedAt)));
    const [change] = await tx.insert(emailChanges).values({ userId: actor.id, newEmail, codeHash: '', expiresAt, createdAt: now }).returning({ id: emailChanges.id });
    await tx.update(emailChanges).set({ codeHash: hashCode(change!.id, code) }).where(eq(emailChanges.id, change!.id));
    await sendMail({ to: newEmail, userId: actor.id, locale: context.locale, name: actor.firstName, template: { name: 'emailChangeCode', code, minutes: EMAIL_CHANGE_TTL_MINUTES } });
    await mailUser(actor, { name: 'emailChangeRequested', email: newEmail });
  });
  return { new_email: newEmail, expires_at: expiresAt.toISOString(), minutes: EMAIL_CHANGE_TTL_MINUTES };
}

/**
 * Completes the change with the mailed code. The try is counted before the code is compared, in one
 * statement, so parallel guesses share the 5 tries; the change itself, the used code and the notice
 * to the old address commit together.
 */
export async function confirmEmailChange(actor: User, code: string, now = new Date()): Promise<User> {
  const db = await getDb();
  const [latest] = await db
    .select({ id: emailChanges.id })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, actor.id), isNull(emailChanges.consumedAt), gt(emailChanges.expiresAt, now)))
    .orderBy(desc(emailChanges.id))
    .limit(1);
  if (!latest) throw new AppError('code_expired', { fields: { code: { key: 'codeExpired' } } });
  const [attempt] = await db
    .update(emailChanges)
    .set({ attempts: sql`${emailChanges.attempts} + 1` })
    .where(and(eq(emailChanges.id, latest.id), lt(emailChanges.attempts, EMAIL_CHANGE_MAX_ATTEMPTS)))
    .returning();
  if (!attempt) throw new AppError('code_expired', { fields: { code: { key: 'codeExpired' } } });
  if (attempt.codeHash !== hashCode(attempt.id, code.trim())) throw new AppError('wrong_code', { fields: { code: { key: 'wrongCode' } } });
  return inTransaction(async (tx) => {
    const [used] = await tx
      .update(emailChanges)
      .set({ consumedAt: now })
      .where(and(eq(emailChanges.id, attempt.id), isNull(emailChanges.consumedAt)))
      .returning({ id: emailChanges.id });
    if (!used) throw new AppError('code_expired', { fields: { code: { key: 'codeExpired' } } });
    try {
      await assertUniqueContacts(attempt.newEmail, null, actor.id);
    } catch (error) {
      if (error instanceof AppError) throw new AppError(error.code, { fields: { code: { key: 'emailTaken' } } });
      throw error;
    }
    const [updated] = await tx
      .update(users)
      .set({ email: attempt.newEmail, emailVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, actor.id))
      .returning();
    await mailUser(actor, { name: 'emailChanged', email: attempt.newEmail });
    return updated!;
  });
}
