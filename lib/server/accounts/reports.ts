import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import { assertStaff } from '@/lib/server/auth/assert-staff';
import { getDb } from '@/lib/server/db/client';
import { reports, type User } from '@/lib/server/db/schema';
import { findUserById } from './find-user';

/** A report on another user; one open report per reporter and target (the database enforces it too). */
export async function createReport(reporter: User, targetId: number, reason: 1 | 2 | 3, comment: string) {
  if (targetId === reporter.id) throw new AppError('report_self');
  if (!(await findUserById(targetId))) throw new AppError('user_not_found');
  const db = await getDb();
  const [created] = await db.insert(reports).values({ reporterId: reporter.id, targetId, reason, comment }).onConflictDoNothing().returning();
  if (!created) throw new AppError('report_exists');
  return { id: created.id, status: created.status };
}

/** Operators' queue: newest first, open ones unless told otherwise. Staff only (`actor` is checked). */
export async function listReports(actor: User, options: { status?: 'open' | 'resolved' | 'dismissed'; page: number; perPage: number }) {
  assertStaff(actor);
  const db = await getDb();
  const rows = await db
    .select()
    .from(reports)
    .where(eq(reports.status, options.status ?? 'open'))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage);
  return rows.map((row) => ({
    id: row.id,
    reporter_id: row.reporterId,
    target_id: row.targetId,
    reason: row.reason,
    comment: row.comment,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }));
}
