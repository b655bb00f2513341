import 'server-only';
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/locales';
import { addKyivBusinessDays, DELETION_BUSINESS_DAYS } from '@/lib/time/business-days';
import { getDb } from '@/lib/server/db/client';
import { accessTokens, socialAccounts, socialTokens, type User, users } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';
import { sendMail } from '@/lib/server/mail/send-mail';
import { hasActiveBookings } from './has-active-bookings';
import { emailHash } from './sign-in';

/** Schedules deletion within 2 business days (spec §4), unless bookings or trips are still open. */
export async function requestDeletion(user: User, locale: Locale, now = new Date()): Promise<Date> {
  if (user.deletionDueAt) throw new AppError('deletion_pending');
  if (await hasActiveBookings(user)) throw new AppError('active_bookings');
  const due = addKyivBusinessDays(now, DELETION_BUSINESS_DAYS);
  const db = await getDb();
  await db.update(users).set({ deletionRequestedAt: now, deletionDueAt: due, updatedAt: now }).where(eq(users.id, user.id));
  await sendMail({ to: user.email, userId: user.id, locale, name: user.firstName, template: { name: 'deletionScheduled', date: due } });
  return due;
}

/** Withdraws a pending deletion request. */
export async function cancelDeletion(user: User): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ deletionRequestedAt: null, deletionDueAt: null, updatedAt: new Date() }).where(eq(users.id, user.id));
}

/**
 * Completes due deletions: personal data is anonymised, every session and linked login removed,
 * and the e-mail kept only as a hash (sign-in then says the user was deleted). Bookings and
 * payments keep pointing at the row. Rows are claimed with FOR UPDATE SKIP LOCKED, so any number
 * of app instances may run this at once; a row re-checked under the lock is never done twice.
 */
export async function processDueDeletions(now = new Date(), batch = 25): Promise<number> {
  const db = await getDb();
  let done = 0;
  for (;;) {
    const completed = await db.transaction(async (tx) => {
      const [user] = await tx
        .select()
        .from(users)
        .where(and(isNull(users.deletedAt), isNotNull(users.deletionDueAt), lte(users.deletionDueAt, now)))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!user) return null;
      await tx
        .update(users)
        .set({
          email: `deleted-${user.id}@deleted.kermo.invalid`,
          deletedEmailHash: emailHash(user.email),
          phone: null,
          passwordHash: null,
          firstName: '',
          lastName: '',
          avatarPath: null,
          languages: [],
          cityId: null,
          newsletter: false,
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
      await tx.update(accessTokens).set({ revokedAt: now }).where(and(eq(accessTokens.userId, user.id), isNull(accessTokens.revokedAt)));
      await tx.delete(socialAccounts).where(eq(socialAccounts.userId, user.id));
      await tx.delete(socialTokens).where(eq(socialTokens.userId, user.id));
      return user;
    });
    if (!completed) break;
    done += 1;
    log.info({ userId: completed.id }, 'account deleted');
    await sendMail({ to: completed.email, locale: completed.locale === 'en' ? 'en' : 'uk', name: completed.firstName, template: { name: 'deletionCompleted' } });
    if (done >= batch) break;
  }
  return done;
}
