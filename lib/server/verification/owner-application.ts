import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { LEGAL_VERIFICATION, ROLE } from '@/lib/auth/viewer';
import { AppError } from '@/lib/errors/app-error';
import type { TOwnerApplicationView, TOwnerQueueItem, ZCompanyApplication, ZHostApplication } from '@/lib/verification/schemas';
import { assertStaff } from '@/lib/server/auth/assert-staff';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { ownerVerifications, type User, users, verificationDecisions } from '@/lib/server/db/schema';
import { mailUser } from '@/lib/server/mail/mail-user';
import { describeApplicants } from './applicants';

type Row = typeof ownerVerifications.$inferSelect;
const view = (row: Row): TOwnerApplicationView => ({
  id: row.id,
  user_id: row.userId,
  kind: row.kind as 'host' | 'company',
  registry_code: row.registryCode,
  details: row.details,
  status: row.status as TOwnerApplicationView['status'],
  rejection_reason: row.rejectionReason,
  submitted_at: row.submittedAt.toISOString(),
});

export async function getOwnApplication(user: User): Promise<TOwnerApplicationView | null> {
  const db = await getDb();
  const [row] = await db.select().from(ownerVerifications).where(eq(ownerVerifications.userId, user.id));
  return row ? view(row) : null;
}

/**
 * Submits (or, after a rejection, resubmits) the owner verification: companies with their EDRPOU
 * and registration details, hosts with their tax number. legal_verification becomes 1 (pending).
 */
export async function applyForOwnerVerification(
  user: User,
  input: { kind: 'company'; data: z.output<typeof ZCompanyApplication> } | { kind: 'host'; data: z.output<typeof ZHostApplication> },
): Promise<TOwnerApplicationView> {
  const expectedRole = input.kind === 'company' ? ROLE.legal : ROLE.host;
  if (user.role !== expectedRole) throw new AppError('wrong_account_kind');
  if (user.legalVerification === LEGAL_VERIFICATION.pending || user.legalVerification === LEGAL_VERIFICATION.verified) throw new AppError('application_exists');
  const { lang: _lang, ...rest } = input.data;
  const registryCode = input.kind === 'company' ? (rest as { edrpou: string }).edrpou : (rest as { tax_number: string }).tax_number;
  const details = Object.fromEntries(Object.entries(rest).filter(([key]) => key !== 'edrpou' && key !== 'tax_number')) as Record<string, string>;
  const row = await inTransaction(async (tx) => {
    const values = { userId: user.id, kind: input.kind, registryCode, details, status: 'pending', rejectionReason: null, submittedAt: new Date(), reviewedAt: null, reviewedBy: null };
    const [saved] = await tx
      .insert(ownerVerifications)
      .values(values)
      .onConflictDoUpdate({ target: ownerVerifications.userId, set: values })
      .returning();
    await tx.update(users).set({ legalVerification: LEGAL_VERIFICATION.pending, legalVerificationReason: null, updatedAt: new Date() }).where(eq(users.id, user.id));
    return saved!;
  });
  return view(row);
}

/** Operators' queue of host and company applications waiting for review, oldest first, each with its applicant and their history. */
export async function listPendingApplications(actor: User): Promise<TOwnerQueueItem[]> {
  assertStaff(actor);
  const db = await getDb();
  const rows = await db.select().from(ownerVerifications).where(eq(ownerVerifications.status, 'pending')).orderBy(asc(ownerVerifications.submittedAt), asc(ownerVerifications.id));
  const applicants = await describeApplicants(actor, rows.map((row) => row.userId));
  return rows.map((row) => ({ ...view(row), applicant: applicants.get(row.userId)! }));
}

/** An operator's decision: legal_verification 2 (verified) or 3 (rejected, with the reason); recorded and mailed in one transaction. */
export async function reviewApplication(operator: User, applicationId: number, decision: 'approved' | 'rejected', reason: string | undefined) {
  assertStaff(operator);
  if (decision === 'rejected' && !reason?.trim()) throw new AppError('validation_failed', { fields: { reason: { key: 'required' } } });
  return inTransaction(async (tx) => {
    const [updated] = await tx
      .update(ownerVerifications)
      .set({ status: decision, rejectionReason: decision === 'rejected' ? reason!.trim() : null, reviewedAt: new Date(), reviewedBy: operator.id })
      .where(and(eq(ownerVerifications.id, applicationId), eq(ownerVerifications.status, 'pending')))
      .returning();
    if (!updated) throw new AppError('not_found');
    const [owner] = await tx
      .update(users)
      .set({ legalVerification: decision === 'approved' ? LEGAL_VERIFICATION.verified : LEGAL_VERIFICATION.rejected, legalVerificationReason: decision === 'rejected' ? reason!.trim() : null, updatedAt: new Date() })
      .where(eq(users.id, updated.userId))
      .returning();
    await tx.insert(verificationDecisions).values({ subject: 'owner', subjectId: updated.id, userId: updated.userId, operatorId: operator.id, decision, reason: reason?.trim() || null });
    await mailUser(owner!, decision === 'approved' ? { name: 'ownerApproved' } : { name: 'ownerRejected', reason: reason!.trim() });
    return view(updated);
  });
}
