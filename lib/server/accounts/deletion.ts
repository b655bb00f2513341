import 'server-only';
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/locales';
import { addKyivBusinessDays, DELETION_BUSINESS_DAYS } from '@/lib/time/business-days';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type User, users } from '@/lib/server/db/schema';
import { ERASE_OUTBOX_JOB, REMOVE_FILES_JOB } from '@/lib/server/jobs/job-names';
import { scheduleJob } from '@/lib/server/jobs/schedule-job';
import { log } from '@/lib/server/log';
import { localeOfUser, mailUser } from '@/lib/server/mail/mail-user';
import { sendMail } from '@/lib/server/mail/send-mail';
import { hasActiveBookings } from './has-active-bookings';
import { erasePersonalData } from './erase-personal-data';

/** Schedules deletion within 2 business days (spec §4), unless bookings or trips are still open. */
export async function requestDeletion(user: User, locale: Locale, now = new Date()): Promise<Date> {
  const due = addKyivBusinessDays(now, DELETION_BUSINESS_DAYS);
  return inTransaction(async (tx) => {
    // The guard and the write are one statement: a double click schedules (and mails) once. The
    // row lock it takes waits for a booking being made by or with this person (create-booking
    // share-locks both parties), so the check below sees that booking and refuses.
    const [scheduled] = await tx
      .update(users)
      .set({ deletionRequestedAt: now, deletionDueAt: due, updatedAt: now })
      .where(and(eq(users.id, user.id), isNull(users.deletionDueAt), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!scheduled) throw new AppError('deletion_pending');
    if (await hasActiveBookings(user)) throw new AppError('active_bookings');
    await mailUser(user, { name: 'deletionScheduled', date: due }, locale);
    return due;
  });
}

/** Withdraws a pending deletion request. */
export async function cancelDeletion(user: User): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ deletionRequestedAt: null, deletionDueAt: null, updatedAt: new Date() }).where(eq(users.id, user.id));
}

/** How long the "your account was deleted" notice keeps the address, so it can still be delivered. */
export const GOODBYE_RETENTION_MS = 24 * 3_600_000;

/**
 * Completes due deletions: the person's data is erased everywhere (erase-personal-data.ts), every
 * session ends, their files are removed by a job once the erasure commits, and a last notice goes to
 * the old address (itself erased a day later). Each account is one transaction; rows are claimed
 * with FOR UPDATE SKIP LOCKED, so any number of app instances may run this at once, and an account
 * re-checked under the lock is never done twice.
 */
export async function processDueDeletions(now = new Date(), batch = 25): Promise<number> {
  let done = 0;
  for (;;) {
    const completed = await inTransaction(async (tx) => {
      const [user] = await tx
        .select()
        .from(users)
        .where(and(isNull(users.deletedAt), isNotNull(users.deletionDueAt), lte(users.deletionDueAt, now)))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!user) return null;
      const { files, filePrefixes } = await erasePersonalData(user, now);
      if (files.length || filePrefixes.length) await scheduleJob(REMOVE_FILES_JOB, { payload: { keys: files, prefixes: filePrefixes } });
      const goodbye = await sendMail({ to: user.email, locale: localeOfUser(user), name: user.firstName, template: { name: 'deletionCompleted' } });
      if (goodbye) await scheduleJob(ERASE_OUTBOX_JOB, { runAt: new Date(now.getTime() + GOODBYE_RETENTION_MS), payload: { ids: [goodbye] } });
      return user;
    });
    if (!completed) break;
    done += 1;
    log.info({ userId: completed.id }, 'account deleted');
    if (done >= batch) break;
  }
  return done;
}
