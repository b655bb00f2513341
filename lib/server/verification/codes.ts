import 'server-only';
import { createHash, randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/locales';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type User, users, verificationCodes } from '@/lib/server/db/schema';
import { sendMail } from '@/lib/server/mail/send-mail';
import { sendSmsCode } from '@/lib/server/sms/send-sms';
import { CODE_RULES } from '@/lib/verification/code-rules';

type Channel = 'email' | 'phone';

export { CODE_RULES };

const hashCode = (userId: number, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('hex');

function target(user: User, channel: Channel): string {
  if (channel === 'email') return user.email;
  if (!user.phone) throw new AppError('validation_failed', { fields: { phone: { key: 'required' } } });
  return user.phone;
}

/**
 * Sends a new code to the account's e-mail or phone. E-mail: at most 5 an hour ("Exceeded the limit
 * of email attempts"); phone: at most 5 an hour and one a minute. A new code replaces older ones.
 */
export async function sendCode(user: User, channel: Channel, locale: Locale, now = new Date()): Promise<{ expires_at: string; resend_after: number }> {
  if (channel === 'email' ? user.emailVerifiedAt : user.phoneVerifiedAt) throw new AppError('already_verified');
  const rules = CODE_RULES[channel];
  const to = target(user, channel);
  const code = String(randomInt(0, 10 ** rules.digits)).padStart(rules.digits, '0');
  const expiresAt = new Date(now.getTime() + rules.ttlMinutes * 60_000);
  await inTransaction(async (tx) => {
    // The account's row is locked while the limits are checked and the code written, so parallel
    // requests are counted one after another and cannot all pass the same check.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const [[sent], [latest]] = await Promise.all([
      tx.select({ n: count() }).from(verificationCodes).where(and(eq(verificationCodes.userId, user.id), eq(verificationCodes.channel, channel), gt(verificationCodes.createdAt, hourAgo))),
      tx.select().from(verificationCodes).where(and(eq(verificationCodes.userId, user.id), eq(verificationCodes.channel, channel))).orderBy(desc(verificationCodes.id)).limit(1),
    ]);
    const wait = latest ? Math.ceil((latest.createdAt.getTime() + rules.cooldownSeconds * 1000 - now.getTime()) / 1000) : 0;
    if (wait > 0) throw new AppError('code_cooldown', { params: { seconds: wait } });
    if ((sent?.n ?? 0) >= rules.maxPerHour) throw new AppError(channel === 'email' ? 'email_attempts_exceeded' : 'rate_limited');
    await tx.update(verificationCodes).set({ consumedAt: now }).where(and(eq(verificationCodes.userId, user.id), eq(verificationCodes.channel, channel), isNull(verificationCodes.consumedAt)));
    await tx.insert(verificationCodes).values({ userId: user.id, channel, target: to, codeHash: hashCode(user.id, code), expiresAt, createdAt: now });
    if (channel === 'email') {
      await sendMail({ to, userId: user.id, locale, name: user.firstName, template: { name: 'verifyEmail', code, minutes: rules.ttlMinutes } });
    } else {
      await sendSmsCode({ to, userId: user.id, locale, code, minutes: rules.ttlMinutes });
    }
  });
  return { expires_at: expiresAt.toISOString(), resend_after: rules.cooldownSeconds };
}

/**
 * Checks a code: "Wrong code" on a mismatch (5 tries per code, then a new one is needed); the
 * address or number it was sent to is then marked confirmed — if it is still the account's.
 */
export async function confirmCode(user: User, channel: Channel, code: string, now = new Date()): Promise<void> {
  const db = await getDb();
  const [active] = await db
    .select({ id: verificationCodes.id, target: verificationCodes.target })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, user.id), eq(verificationCodes.channel, channel), isNull(verificationCodes.consumedAt), gt(verificationCodes.expiresAt, now)))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!active || active.target !== target(user, channel)) throw new AppError('code_expired');
  // The try is counted before the comparison, in one statement with the limit: parallel guesses
  // share the 5 tries instead of each reading "0 used".
  const [counted] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, active.id), lt(verificationCodes.attempts, CODE_RULES[channel].maxAttempts)))
    .returning({ codeHash: verificationCodes.codeHash });
  if (!counted) throw new AppError('code_expired');
  if (counted.codeHash !== hashCode(user.id, code)) throw new AppError('wrong_code', { fields: { code: { key: 'wrongCode' } } });
  await inTransaction(async (tx) => {
    const [used] = await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.id, active.id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    if (!used) throw new AppError('code_expired');
    await tx
      .update(users)
      .set(channel === 'email' ? { emailVerifiedAt: now, updatedAt: now } : { phoneVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, user.id));
  });
}
