import 'server-only';
import { desc, eq, inArray } from 'drizzle-orm';
import { APPLICANT_HISTORY_LIMIT, type TApplicant, type TApplicantDecision, type TApplicantReport } from '@/lib/verification/applicant';
import { assertStaff } from '@/lib/server/auth/assert-staff';
import { getDb } from '@/lib/server/db/client';
import { companies, reports, type User, users, verificationDecisions } from '@/lib/server/db/schema';

/**
 * The people behind queue items, keyed by account id, for an operator: name, company, contacts,
 * registration date, earlier decisions and reports against them (newest first, at most
 * APPLICANT_HISTORY_LIMIT of each). Three queries whatever the queue's length.
 */
export async function describeApplicants(actor: User, userIds: number[]): Promise<Map<number, TApplicant>> {
  assertStaff(actor);
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const db = await getDb();
  const [people, decisions, complaints] = await Promise.all([
    db
      .select({ user: users, companyName: companies.name })
      .from(users)
      .leftJoin(companies, eq(companies.userId, users.id))
      .where(inArray(users.id, ids)),
    db.select().from(verificationDecisions).where(inArray(verificationDecisions.userId, ids)).orderBy(desc(verificationDecisions.createdAt), desc(verificationDecisions.id)),
    db.select().from(reports).where(inArray(reports.targetId, ids)).orderBy(desc(reports.createdAt), desc(reports.id)),
  ]);

  const history = new Map<number, { decisions: TApplicantDecision[]; reports: TApplicantReport[] }>(ids.map((id) => [id, { decisions: [], reports: [] }]));
  for (const row of decisions) {
    const entry = history.get(row.userId)!;
    if (entry.decisions.length >= APPLICANT_HISTORY_LIMIT) continue;
    entry.decisions.push({
      subject: row.subject === 'licence' ? 'licence' : 'owner',
      decision: row.decision === 'approved' ? 'approved' : 'rejected',
      // The identity app's approvals carry a technical note ("identity app (sandbox)"), not a reason.
      reason: row.operatorId === null && row.decision === 'approved' ? null : row.reason,
      by_operator: row.operatorId !== null,
      created_at: row.createdAt.toISOString(),
    });
  }
  for (const row of complaints) {
    const entry = history.get(row.targetId)!;
    if (entry.reports.length >= APPLICANT_HISTORY_LIMIT) continue;
    entry.reports.push({ reason: row.reason, comment: row.comment, status: row.status as TApplicantReport['status'], created_at: row.createdAt.toISOString() });
  }

  return new Map(
    people.map(({ user, companyName }) => [
      user.id,
      {
        id: user.id,
        first_name: user.firstName,
        last_name: user.lastName,
        company_name: companyName,
        role: user.role,
        email: user.email,
        email_verified: user.emailVerifiedAt !== null,
        phone: user.phone,
        phone_verified: user.phone !== null && user.phoneVerifiedAt !== null,
        registered_at: user.createdAt.toISOString(),
        deletion_requested: user.deletionRequestedAt !== null,
        ...history.get(user.id)!,
      },
    ]),
  );
}
