import 'server-only';
import { hostname } from 'node:os';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { getDb, inTransaction, outsideTransaction } from '@/lib/server/db/client';
import { type Job, jobs } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';
import { type JobDefinition, retryDelayMs } from './define-job';
import { scheduleJob, scheduleJobs } from './schedule-job';

/** A run that has held its row this long is taken to have died with its process, and is retried. */
export const STALE_AFTER_MS = 15 * 60_000;
const RECURRING_KEY = 'recurring';

type Options = { now?: Date; worker?: string; batch?: number };
export type RunSummary = { done: number; retried: number; failed: number };

const defaultWorker = () => `${hostname()}:${process.pid}`;

/** Keeps one pending row for each recurring job (idempotent: the pending-key index refuses a second). */
async function ensureRecurring(definitions: JobDefinition[], now: Date): Promise<void> {
  const recurring = definitions.filter((definition) => definition.every);
  await scheduleJobs(recurring.map((definition) => ({ name: definition.name, key: RECURRING_KEY, runAt: now, maxAttempts: definition.maxAttempts })));
}

/** Runs whose process died are put back in the queue (their try was counted when claimed). */
async function requeueStale(now: Date): Promise<void> {
  const db = await getDb();
  await db
    .update(jobs)
    .set({ status: 'queued', lockedAt: null, lockedBy: null, lastError: 'the worker stopped during the run' })
    .where(and(eq(jobs.status, 'running'), lt(jobs.lockedAt, new Date(now.getTime() - STALE_AFTER_MS))));
}

/** Claims due rows of known jobs; SKIP LOCKED lets every replica claim different rows at once. */
async function claim(names: string[], now: Date, worker: string, batch: number): Promise<Job[]> {
  if (names.length === 0) return [];
  const db = await getDb();
  const at = now.toISOString();
  const nameList = sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  );
  return db
    .update(jobs)
    .set({ status: 'running', lockedAt: now, lockedBy: worker, attempts: sql`${jobs.attempts} + 1` })
    .where(
      sql`${jobs.id} in (select id from ${jobs} where status = 'queued' and run_at <= ${at}::timestamptz and name in (${nameList})
        order by run_at, id limit ${batch} for update skip locked)`,
    )
    .returning();
}

async function complete(job: Job, definition: JobDefinition, now: Date): Promise<void> {
  const db = await getDb();
  await db.update(jobs).set({ status: 'done', finishedAt: new Date(), lockedAt: null, lastError: null }).where(eq(jobs.id, job.id));
  if (definition.every && job.key === RECURRING_KEY) {
    await scheduleJob(definition.name, { key: RECURRING_KEY, runAt: new Date(now.getTime() + definition.every), maxAttempts: definition.maxAttempts });
  }
}

/** Records a failed try: retried later with backoff, or given up (kept as `failed` for operators). */
async function fail(job: Job, definition: JobDefinition, error: unknown, now: Date): Promise<'retried' | 'failed'> {
  const message = String((error as Error)?.message ?? error).slice(0, 1000);
  const db = await getDb();
  const finalTry = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set(
      finalTry
        ? { status: 'failed', finishedAt: new Date(), lockedAt: null, lastError: message }
        : { status: 'queued', runAt: new Date(now.getTime() + retryDelayMs(job.attempts)), lockedAt: null, lockedBy: null, lastError: message },
    )
    .where(eq(jobs.id, job.id));
  if (finalTry && definition.every && job.key === RECURRING_KEY) {
    await scheduleJob(definition.name, { key: RECURRING_KEY, runAt: new Date(now.getTime() + definition.every), maxAttempts: definition.maxAttempts });
  }
  return finalTry ? 'failed' : 'retried';
}

async function runOne(job: Job, definition: JobDefinition, now: Date): Promise<'done' | 'retried' | 'failed'> {
  const run = { id: job.id, payload: job.payload, now, attempt: job.attempts };
  try {
    if (definition.transactional) {
      await inTransaction(async () => {
        await definition.run(run);
        await complete(job, definition, now);
      });
    } else {
      await definition.run(run);
      await complete(job, definition, now);
    }
    return 'done';
  } catch (error) {
    log.warn({ err: error, job: job.name, jobId: job.id, attempt: job.attempts }, 'job failed');
    // Recorded outside whatever the work had open, so the record survives the work's rollback.
    return outsideTransaction(() => fail(job, definition, error, now));
  }
}

/** Finished runs are history: kept a week (failed ones a month) for operators, then deleted. */
export async function pruneFinishedJobs(now = new Date()): Promise<number> {
  const db = await getDb();
  const day = 86_400_000;
  const removed = await db
    .delete(jobs)
    .where(
      or(
        and(inArray(jobs.status, ['done', 'cancelled']), lt(jobs.finishedAt, new Date(now.getTime() - 7 * day))),
        and(eq(jobs.status, 'failed'), lt(jobs.finishedAt, new Date(now.getTime() - 30 * day))),
      ),
    )
    .returning({ id: jobs.id });
  return removed.length;
}

/**
 * One pass of the queue: recurring jobs are kept scheduled, dead runs requeued, and due runs claimed
 * and run one after another. A failing job never stops the others; it is retried with backoff.
 */
export async function runDueJobs(definitions: JobDefinition[], options: Options = {}): Promise<RunSummary> {
  const now = options.now ?? new Date();
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  await ensureRecurring(definitions, now);
  await requeueStale(now);
  const claimed = await claim([...byName.keys()], now, options.worker ?? defaultWorker(), options.batch ?? 20);
  const summary: RunSummary = { done: 0, retried: 0, failed: 0 };
  for (const job of claimed) summary[await runOne(job, byName.get(job.name)!, now)] += 1;
  if (claimed.length) log.info({ ...summary }, 'jobs run');
  return summary;
}
