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
  const db = await getDb();
  const runAt = (options.runAt ?? new Date()).toISOString();
  const result = await db.execute(sql`
    insert into ${jobs} (name, key, payload, run_at, max_attempts)
    values (${name}, ${options.key ?? null}, ${JSON.stringify(options.payload ?? {})}::jsonb, ${runAt}::timestamptz, ${options.maxAttempts ?? 5})
    on conflict (name, key) where key is not null and status in ('queued', 'running') do nothing
    returning id`);
  const [row] = (result as unknown as { rows: { id: number }[] }).rows;
  return row?.id ?? null;
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
