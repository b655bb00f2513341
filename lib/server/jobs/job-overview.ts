import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import { assertStaff } from '@/lib/server/auth/assert-staff';
import { getDb } from '@/lib/server/db/client';
import { jobs, type User } from '@/lib/server/db/schema';

type Summary = { name: string; last_run_at: string | null; last_status: 'done' | 'failed' | null; last_error: string | null; next_run_at: string | null; queued: number; running: number; failed_24h: number };

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** What operators see of the background work: per job, the last run, the next one and recent failures. */
export async function jobOverview(actor: User, now = new Date()) {
  assertStaff(actor);
  const db = await getDb();
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  const result = await db.execute(sql`
    select name,
      max(finished_at) filter (where status in ('done', 'failed')) as last_run_at,
      (array_agg(status order by finished_at desc) filter (where status in ('done', 'failed')))[1] as last_status,
      (array_agg(last_error order by finished_at desc) filter (where status in ('done', 'failed')))[1] as last_error,
      min(run_at) filter (where status = 'queued') as next_run_at,
      count(*) filter (where status = 'queued')::int as queued,
      count(*) filter (where status = 'running')::int as running,
      count(*) filter (where status = 'failed' and finished_at > ${dayAgo}::timestamptz)::int as failed_24h
    from ${jobs} group by name order by name`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const summaries: Summary[] = rows.map((row) => ({
    name: String(row.name),
    last_run_at: iso(row.last_run_at),
    last_status: (row.last_status as Summary['last_status']) ?? null,
    last_error: (row.last_error as string | null) ?? null,
    next_run_at: iso(row.next_run_at),
    queued: Number(row.queued),
    running: Number(row.running),
    failed_24h: Number(row.failed_24h),
  }));
  const failed = await db
    .select({ id: jobs.id, name: jobs.name, key: jobs.key, attempts: jobs.attempts, lastError: jobs.lastError, finishedAt: jobs.finishedAt })
    .from(jobs)
    .where(eq(jobs.status, 'failed'))
    .orderBy(desc(jobs.finishedAt))
    .limit(50);
  return {
    jobs: summaries,
    failed: failed.map((row) => ({ id: row.id, name: row.name, key: row.key, attempts: row.attempts, last_error: row.lastError, finished_at: row.finishedAt?.toISOString() ?? null })),
  };
}

/** An operator sends a failed run back to the queue (after fixing what made it fail). */
export async function retryFailedJob(actor: User, id: number, now = new Date()): Promise<void> {
  assertStaff(actor);
  const db = await getDb();
  const [row] = await db
    .update(jobs)
    .set({ status: 'queued', runAt: now, attempts: 0, finishedAt: null, lockedAt: null, lockedBy: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning({ id: jobs.id });
  if (!row) throw new AppError('not_found');
}
