import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { jobs } from '@/lib/server/db/schema';

type Options = { runAt?: Date; payload?: Record<string, unknown>; key?: string; maxAttempts?: number };

/**
 * Queues a run of a named job. Inside `inTransaction` it commits with the change that scheduled it
 * (a booking and its "cancel if unpaid" job exist together or not at all). With a `key`, a job
 * already waiting under the same name and key is kept and no second one is queued; returns the new
 * row's id, or null when one was already waiting.
 */
export async function scheduleJob(name: string, options: Options = {}): Promise<number | null> {
  const [id] = await scheduleJobs([{ name, ...options }]);
  return id ?? null;
}

/** Several at once, in one statement (the runner keeps every recurring job scheduled on each pass). */
export async function scheduleJobs(list: (Options & { name: string })[]): Promise<number[]> {
  if (!list.length) return [];
  const db = await getDb();
  const rows = sql.join(
    list.map(
      (job) =>
        sql`(${job.name}, ${job.key ?? null}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${(job.runAt ?? new Date()).toISOString()}::timestamptz, ${job.maxAttempts ?? 5})`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    insert into ${jobs} (name, key, payload, run_at, max_attempts) values ${rows}
    on conflict (name, key) where key is not null and status in ('queued', 'running') do nothing
    returning id`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
}

/** Withdraws a waiting job (a paid booking no longer needs its auto-cancel). */
export async function cancelJob(name: string, key: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(jobs)
    .set({ status: 'cancelled', finishedAt: new Date() })
    .where(and(eq(jobs.name, name), eq(jobs.key, key), eq(jobs.status, 'queued')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}
