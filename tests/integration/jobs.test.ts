import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { jobs, users } from '@/lib/server/db/schema';
import { defineJob, type JobDefinition } from '@/lib/server/jobs/define-job';
import { runDueJobs, STALE_AFTER_MS } from '@/lib/server/jobs/run-due-jobs';
import { cancelJob, scheduleJob } from '@/lib/server/jobs/schedule-job';
import { createUser, reloadUser, unique } from '@/tests/support/factories';

const T0 = new Date('2026-12-01T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

async function rowsOf(name: string) {
  const db = await getDb();
  return db.select().from(jobs).where(eq(jobs.name, name)).orderBy(jobs.id);
}

describe('durable jobs', () => {
  it('runs a job only once it is due, and only once', async () => {
    const name = `test.due-${unique()}`;
    const seen: unknown[] = [];
    const definitions = [defineJob({ name, run: async ({ payload }) => void seen.push(payload.n) })];
    await scheduleJob(name, { runAt: at(60_000), payload: { n: 1 } });
    expect(await runDueJobs(definitions, { now: T0 })).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await runDueJobs(definitions, { now: at(60_000) })).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(await runDueJobs(definitions, { now: at(120_000) })).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(seen).toEqual([1]);
    expect((await rowsOf(name))[0]).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('keeps one waiting job per key, and a cancelled one never runs', async () => {
    const name = `test.keyed-${unique()}`;
    expect(await scheduleJob(name, { key: 'booking-1', runAt: T0 })).toEqual(expect.any(Number));
    expect(await scheduleJob(name, { key: 'booking-1', runAt: T0 })).toBeNull();
    expect(await cancelJob(name, 'booking-1')).toBe(true);
    let runs = 0;
    await runDueJobs([defineJob({ name, run: async () => void (runs += 1) })], { now: at(1000) });
    expect(runs).toBe(0);
    // Once the old one is settled, the key may be used again.
    expect(await scheduleJob(name, { key: 'booking-1', runAt: T0 })).toEqual(expect.any(Number));
  });

  it('retries a failure with growing backoff, gives up after max attempts, and never skips the others', async () => {
    const failing = `test.failing-${unique()}`;
    const fine = `test.fine-${unique()}`;
    let fineRuns = 0;
    const definitions: JobDefinition[] = [
      defineJob({ name: failing, run: async () => Promise.reject(new Error('provider down')) }),
      defineJob({ name: fine, run: async () => void (fineRuns += 1) }),
    ];
    await scheduleJob(failing, { runAt: T0, maxAttempts: 3 });
    await scheduleJob(fine, { runAt: T0 });
    expect(await runDueJobs(definitions, { now: T0 })).toEqual({ done: 1, retried: 1, failed: 0 });
    expect(fineRuns).toBe(1);
    let [row] = await rowsOf(failing);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'provider down' });
    expect(row!.runAt.getTime() - T0.getTime()).toBe(30_000);
    expect((await runDueJobs(definitions, { now: at(29_000) })).retried).toBe(0);
    expect((await runDueJobs(definitions, { now: at(30_000) })).retried).toBe(1);
    [row] = await rowsOf(failing);
    expect(row!.runAt.getTime() - at(30_000).getTime()).toBe(60_000);
    expect(await runDueJobs(definitions, { now: at(90_000) })).toEqual({ done: 0, retried: 0, failed: 1 });
    [row] = await rowsOf(failing);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect((await runDueJobs(definitions, { now: at(10 * 3_600_000) })).failed).toBe(0);
  });

  it('keeps a recurring job scheduled: one pending row, the next run one period after the last', async () => {
    const name = `test.recurring-${unique()}`;
    let runs = 0;
    const definitions = [defineJob({ name, every: 5 * 60_000, run: async () => void (runs += 1) })];
    await runDueJobs(definitions, { now: T0 });
    await runDueJobs(definitions, { now: at(60_000) });
    expect(runs).toBe(1);
    await runDueJobs(definitions, { now: at(5 * 60_000) });
    expect(runs).toBe(2);
    const rows = await rowsOf(name);
    expect(rows.filter((row) => row.status === 'queued')).toHaveLength(1);
    expect(rows.find((row) => row.status === 'queued')!.runAt).toEqual(at(10 * 60_000));
  });

  it('rolls back a transactional job’s work with its failure, and records the failure', async () => {
    const name = `test.tx-${unique()}`;
    const user = await createUser();
    const definitions = [
      defineJob({
        name,
        transactional: true,
        run: async () => {
          const db = await getDb();
          await db.update(users).set({ firstName: 'Напівзроблено' }).where(eq(users.id, user.id));
          throw new Error('half done');
        },
      }),
    ];
    await scheduleJob(name, { runAt: T0 });
    expect((await runDueJobs(definitions, { now: T0 })).retried).toBe(1);
    expect((await reloadUser(user.id))!.firstName).toBe('Тарас');
    expect((await rowsOf(name))[0]).toMatchObject({ status: 'queued', lastError: 'half done' });
  });

  it('requeues a run whose worker died, and two runners never take the same run', async () => {
    const name = `test.claims-${unique()}`;
    const db = await getDb();
    const [dead] = await db.insert(jobs).values({ name, status: 'running', lockedAt: T0, lockedBy: 'gone:1', attempts: 1, runAt: T0 }).returning();
    for (let i = 0; i < 10; i += 1) await scheduleJob(name, { runAt: T0, payload: { i } });
    const ran: number[] = [];
    const definitions = [defineJob({ name, run: async ({ id }) => void ran.push(id) })];
    const now = at(STALE_AFTER_MS + 1);
    const results = await Promise.all([
      runDueJobs(definitions, { now, worker: 'a', batch: 4 }),
      runDueJobs(definitions, { now, worker: 'b', batch: 4 }),
      runDueJobs(definitions, { now, worker: 'c', batch: 4 }),
    ]);
    expect(new Set(ran).size).toBe(ran.length);
    expect(results.reduce((sum, r) => sum + r.done, 0)).toBe(ran.length);
    await runDueJobs(definitions, { now, batch: 20 });
    expect(new Set(ran).size).toBe(11);
    expect(ran).toContain(dead!.id);
    const [row] = await db.select().from(jobs).where(and(eq(jobs.name, name), eq(jobs.id, dead!.id)));
    expect(row).toMatchObject({ status: 'done', attempts: 2 });
  });
});

describe('what operators see', () => {
  it('lists each job’s last and next run and failures, retries a failed run, and refuses anyone else', async () => {
    const { POST: listJobs } = await import('@/app/api/admin/jobs/list/route');
    const { POST: retryJob } = await import('@/app/api/admin/jobs/retry/route');
    const { jobOverview } = await import('@/lib/server/jobs/job-overview');
    const { createSignedInUser } = await import('@/tests/support/factories');
    const { api } = await import('@/tests/support/accounts');
    const name = `test.visible-${unique()}`;
    await scheduleJob(name, { runAt: T0, maxAttempts: 1 });
    await runDueJobs([defineJob({ name, run: async () => Promise.reject(new Error('SMTP refused')) })], { now: T0 });

    const operator = await createSignedInUser({ isStaff: true });
    const res = await api<{ data: { jobs: { name: string; last_status: string; last_error: string }[]; failed: { id: number; name: string }[] } }>(listJobs, {}, { token: operator.token });
    expect(res.status).toBe(200);
    expect(res.json.data.jobs.find((job) => job.name === name)).toMatchObject({ last_status: 'failed', last_error: 'SMTP refused' });
    const failed = res.json.data.failed.find((job) => job.name === name)!;
    expect((await api(retryJob, { id: failed.id }, { token: operator.token })).status).toBe(200);
    expect((await rowsOf(name))[0]).toMatchObject({ status: 'queued', attempts: 0 });
    expect((await api(retryJob, { id: failed.id }, { token: operator.token })).status).toBe(404);

    const renter = await createSignedInUser();
    expect((await api(listJobs, {}, { token: renter.token })).status).toBe(403);
    await expect(jobOverview(renter.user)).rejects.toMatchObject({ code: 'forbidden' });
  });
});

describe('credentials housekeeping', () => {
  it('deletes one-time credentials a day after they ended, and ended sessions after 90 days', async () => {
    const { pruneExpiredCredentials } = await import('@/lib/server/auth/prune-expired');
    const { accessTokens, socialTokens, verificationCodes } = await import('@/lib/server/db/schema');
    const user = await createUser();
    const db = await getDb();
    const hour = 3_600_000;
    await db.insert(socialTokens).values([
      { kind: 'register', tokenHash: `old-${unique()}`, provider: 'google', providerUserId: 'g-1', profile: { email: 'gone@gmail.test' }, expiresAt: at(-25 * hour) },
      { kind: 'register', tokenHash: `new-${unique()}`, provider: 'google', providerUserId: 'g-2', profile: { email: 'kept@gmail.test' }, expiresAt: at(hour) },
    ]);
    await db.insert(verificationCodes).values([
      { userId: user.id, channel: 'email', target: user.email, codeHash: 'x', expiresAt: at(-25 * hour) },
      { userId: user.id, channel: 'email', target: user.email, codeHash: 'y', expiresAt: at(hour) },
    ]);
    await db.insert(accessTokens).values([
      { userId: user.id, tokenHash: `a-${unique()}`, ip: '198.51.100.1', expiresAt: at(-91 * 24 * hour) },
      { userId: user.id, tokenHash: `b-${unique()}`, ip: '198.51.100.2', expiresAt: at(-10 * 24 * hour) },
    ]);
    expect(await pruneExpiredCredentials(T0)).toBeGreaterThanOrEqual(3);
    const profiles = (await db.select().from(socialTokens)).map((row) => row.profile.email);
    expect(profiles).toContain('kept@gmail.test');
    expect(profiles).not.toContain('gone@gmail.test');
    expect((await db.select().from(verificationCodes).where(eq(verificationCodes.userId, user.id))).map((row) => row.codeHash)).toEqual(['y']);
    expect((await db.select().from(accessTokens).where(eq(accessTokens.userId, user.id))).map((row) => row.ip)).toEqual(['198.51.100.2']);
  });
});

describe('job history', () => {
  it('keeps finished runs a week and failed ones a month, never waiting or running ones', async () => {
    const { pruneFinishedJobs } = await import('@/lib/server/jobs/run-due-jobs');
    const name = `test.history-${unique()}`;
    const db = await getDb();
    const day = 86_400_000;
    await db.insert(jobs).values([
      { name, key: 'done-old', status: 'done', finishedAt: at(-8 * day) },
      { name, key: 'done-new', status: 'done', finishedAt: at(-6 * day) },
      { name, key: 'failed-old', status: 'failed', finishedAt: at(-31 * day) },
      { name, key: 'failed-new', status: 'failed', finishedAt: at(-8 * day) },
      { name, key: 'queued', status: 'queued', runAt: at(-40 * day) },
    ]);
    expect(await pruneFinishedJobs(T0)).toBeGreaterThanOrEqual(2);
    expect((await rowsOf(name)).map((row) => row.key).sort()).toEqual(['done-new', 'failed-new', 'queued']);
  });
});
