import 'server-only';
import { and, asc, eq, ne } from 'drizzle-orm';
import { ROLE } from '@/lib/auth/viewer';
import { kyivToday } from '@/lib/catalog/search-params';
import { AppError } from '@/lib/errors/app-error';
import { fieldMessages } from '@/lib/validation/issue-message';
import { LICENCE_SIDES, type LicenceSide, licenceProblem, type TLicenceFields, ZLicenceDates } from '@/lib/verification/licence';
import type { TLicenceQueueItem, TLicenceView } from '@/lib/verification/schemas';
import { assertStaff } from '@/lib/server/auth/assert-staff';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { dbFailure } from '@/lib/server/db/db-errors';
import { driverLicences, type LicencePhotos, type User, users, verificationDecisions } from '@/lib/server/db/schema';
import { REMOVE_FILES_JOB } from '@/lib/server/jobs/job-names';
import { scheduleJob } from '@/lib/server/jobs/schedule-job';
import { mailUser } from '@/lib/server/mail/mail-user';
import { readPrivateImage, storePrivateImage } from '@/lib/server/media/images';
import { consume, type Limit } from '@/lib/server/security/rate-limit';
import { describeApplicants } from './applicants';
import { markApprovedDriver } from './driver-approval';

export type LicenceView = TLicenceView;

function view(row: typeof driverLicences.$inferSelect): LicenceView {
  return {
    id: row.id,
    status: row.status as LicenceView['status'],
    country: row.country,
    serial_number: row.serialNumber,
    first_name: row.firstName,
    last_name: row.lastName,
    birth_date: row.birthDate,
    issued_on: row.issuedOn,
    expires_on: row.expiresOn,
    rejection_reason: row.rejectionReason,
    photos: Object.fromEntries(LICENCE_SIDES.filter((side) => row.photos[side]).map((side) => [side, `/api/verification/licence/photo/${row.id}/${side}`])),
  };
}

export async function getOwnLicence(user: User): Promise<LicenceView | null> {
  const db = await getDb();
  const [row] = await db.select().from(driverLicences).where(eq(driverLicences.userId, user.id));
  return row ? view(row) : null;
}

/** Licence saves per account: plenty for fixing photos, too few to fill the disk (each can carry 30 MB). */
export const LICENCE_SAVE_LIMIT: Limit = { bucket: 'licence-save:account', max: 20, windowMs: 60 * 60_000 };

/**
 * Saves the licence as a draft with the photos given so far (at least one, spec §5). Refused when
 * the account already has one under review or approved ("this user already added a licence"), or
 * when the serial and number belong to another account ("driver licence already registered").
 */
export async function saveLicence(user: User, fields: TLicenceFields, files: Partial<Record<LicenceSide, Buffer>>): Promise<LicenceView> {
  if (user.role === ROLE.legal) throw new AppError('legal_cannot_rent');
  await consume(LICENCE_SAVE_LIMIT, String(user.id));
  const db = await getDb();
  const [taken] = await db
    .select({ id: driverLicences.id })
    .from(driverLicences)
    .where(and(eq(driverLicences.country, fields.country), eq(driverLicences.serialNumber, fields.serial_number), ne(driverLicences.userId, user.id)));
  if (taken) throw new AppError('licence_taken', { fields: { serial_number: { key: 'fallback' } } });
  // Photos are re-encoded before the transaction (slow work holds no lock); if the save then fails,
  // they are removed again, and the photos a save replaces are removed once it commits.
  const stored: Partial<LicencePhotos> = {};
  for (const side of LICENCE_SIDES) {
    const data = files[side];
    if (data) stored[side] = await storePrivateImage(data, `licences/${user.id}`);
  }
  try {
    return await inTransaction(async (tx) => {
      const [existing] = await tx.select().from(driverLicences).where(eq(driverLicences.userId, user.id)).for('update');
      if (existing && (existing.status === 'pending' || existing.status === 'approved')) throw new AppError('licence_exists');
      const photos: LicencePhotos = { ...(existing?.photos ?? {}), ...stored };
      if (!LICENCE_SIDES.some((side) => photos[side])) throw new AppError('validation_failed', { fields: { photos: { key: 'minItems', params: { count: 1 } } } });
      const values = {
        userId: user.id,
        country: fields.country,
        serialNumber: fields.serial_number,
        firstName: fields.first_name,
        lastName: fields.last_name,
        birthDate: fields.birth_date,
        issuedOn: fields.issued_on,
        expiresOn: fields.expires_on,
        photos,
        status: 'draft',
        rejectionReason: null,
        updatedAt: new Date(),
      };
      const [row] = existing
        ? await tx.update(driverLicences).set(values).where(eq(driverLicences.id, existing.id)).returning()
        : await tx.insert(driverLicences).values(values).returning();
      const replaced = LICENCE_SIDES.filter((side) => stored[side] && existing?.photos[side]).map((side) => existing!.photos[side]!);
      if (replaced.length) await scheduleJob(REMOVE_FILES_JOB, { payload: { keys: replaced } });
      return view(row!);
    });
  } catch (error) {
    const orphans = Object.values(stored);
    if (orphans.length) await scheduleJob(REMOVE_FILES_JOB, { payload: { keys: orphans } });
    throw error;
  }
}

/** Sends the saved licence for review: all three photos (spec §5), valid, and a driver old enough. */
export async function submitLicence(user: User, today = kyivToday()): Promise<LicenceView> {
  // Companies never drive (spec §6): they cannot save a licence, and not submit one either.
  if (user.role === ROLE.legal) throw new AppError('legal_cannot_rent');
  const db = await getDb();
  const [row] = await db.select().from(driverLicences).where(eq(driverLicences.userId, user.id));
  if (!row) throw new AppError('licence_incomplete');
  if (row.status === 'pending' || row.status === 'approved') throw new AppError('licence_exists');
  if (!LICENCE_SIDES.every((side) => row.photos[side])) throw new AppError('licence_incomplete');
  // A draft saved before the date rules tightened must be corrected before anyone reviews it.
  const dates = ZLicenceDates.safeParse({ birth_date: row.birthDate, issued_on: row.issuedOn, expires_on: row.expiresOn });
  if (!dates.success) throw new AppError('validation_failed', { fields: fieldMessages(dates.error.issues) });
  const problem = licenceProblem({ birth_date: row.birthDate, issued_on: row.issuedOn, expires_on: row.expiresOn }, today);
  if (problem) throw new AppError(problem);
  const [updated] = await db.update(driverLicences).set({ status: 'pending', submittedAt: new Date(), updatedAt: new Date() }).where(eq(driverLicences.id, row.id)).returning();
  return view(updated!);
}

/** Operators' queue of licences waiting for review, oldest first, each with its applicant and their history. */
export async function listPendingLicences(actor: User): Promise<TLicenceQueueItem[]> {
  assertStaff(actor);
  const db = await getDb();
  const rows = await db.select().from(driverLicences).where(eq(driverLicences.status, 'pending')).orderBy(asc(driverLicences.submittedAt), asc(driverLicences.id));
  const applicants = await describeApplicants(actor, rows.map((row) => row.userId));
  return rows.map((row) => ({ ...view(row), user_id: row.userId, submitted_at: row.submittedAt?.toISOString() ?? null, applicant: applicants.get(row.userId)! }));
}

/**
 * An operator's decision on a submitted licence: approval makes the renter a verified driver
 * (is_driver_license_verified = 1); rejection needs a reason. Recorded (who, when, what) and mailed,
 * in one transaction. A company's licence cannot be approved (`legal_cannot_rent`; it stays
 * pending for the operator to reject): companies never drive.
 */
export async function reviewLicence(operator: User, licenceId: number, decision: 'approved' | 'rejected', reason: string | undefined): Promise<LicenceView> {
  assertStaff(operator);
  if (decision === 'rejected' && !reason?.trim()) throw new AppError('validation_failed', { fields: { reason: { key: 'required' } } });
  return inTransaction(async (tx) => {
    const [row] = await tx
      .update(driverLicences)
      .set({ status: decision, rejectionReason: decision === 'rejected' ? reason!.trim() : null, reviewedAt: new Date(), reviewedBy: operator.id, updatedAt: new Date() })
      .where(and(eq(driverLicences.id, licenceId), eq(driverLicences.status, 'pending')))
      .returning();
    if (!row) throw new AppError('not_found');
    if (decision === 'approved') await markApprovedDriver(row.userId);
    else await tx.update(users).set({ isDriverLicenseVerified: false, updatedAt: new Date() }).where(eq(users.id, row.userId));
    await tx.insert(verificationDecisions).values({ subject: 'licence', subjectId: row.id, userId: row.userId, operatorId: operator.id, decision, reason: reason?.trim() || null });
    const [owner] = await tx.select().from(users).where(eq(users.id, row.userId));
    await mailUser(owner!, decision === 'approved' ? { name: 'licenceApproved' } : { name: 'licenceRejected', reason: reason!.trim() });
    return view(row);
  });
}

/**
 * A licence shared by the identity app (its signature already checked) becomes the account's
 * approved licence: stored, the account marked a driver (never a company: `legal_cannot_rent`),
 * and the decision recorded with no operator. `licence_taken` when another account has the number.
 */
export async function approveSharedLicence(userId: number, licence: TLicenceFields, via: string): Promise<void> {
  await inTransaction(async (tx) => {
    const values = {
      userId,
      country: licence.country,
      serialNumber: licence.serial_number,
      firstName: licence.first_name,
      lastName: licence.last_name,
      birthDate: licence.birth_date,
      issuedOn: licence.issued_on,
      expiresOn: licence.expires_on,
      status: 'approved',
      rejectionReason: null,
      submittedAt: new Date(),
      reviewedAt: new Date(),
      updatedAt: new Date(),
    };
    let saved: typeof driverLicences.$inferSelect | undefined;
    try {
      [saved] = await tx.insert(driverLicences).values(values).onConflictDoUpdate({ target: driverLicences.userId, set: values }).returning();
    } catch (error) {
      // driver_licences_number_unique → licence_taken (db-errors.ts): the identity callback turns it into a mismatch.
      throw dbFailure(error)?.error ?? error;
    }
    await markApprovedDriver(userId);
    await tx.insert(verificationDecisions).values({ subject: 'licence', subjectId: saved!.id, userId, operatorId: null, decision: 'approved', reason: `identity app (${via})` });
  });
}

/** A licence photo for its owner or an operator; anyone else gets nothing (404, so nothing leaks). */
export async function licencePhoto(requester: User | null, licenceId: number, side: LicenceSide): Promise<Buffer | null> {
  if (!requester) return null;
  const db = await getDb();
  const [row] = await db.select().from(driverLicences).where(eq(driverLicences.id, licenceId));
  if (!row || (row.userId !== requester.id && !requester.isStaff)) return null;
  const key = row.photos[side];
  return key ? readPrivateImage(key) : null;
}
