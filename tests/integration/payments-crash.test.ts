import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as sandboxCallbackRoute } from '@/app/api/payments/callback/sandbox/route';
import { POST as wayforpayCallbackRoute } from '@/app/api/payments/callback/wayforpay/route';
import { POST as payRoute } from '@/app/api/payments/sandbox/pay/route';
import { closeDb, getDb, inTransaction } from '@/lib/server/db/client';
import { jobs, paymentRefunds, sandboxAcquirerOrders, sandboxAcquirerRefunds } from '@/lib/server/db/schema';
import { PAYMENT_REFUND_JOB } from '@/lib/server/jobs/job-names';
import { runDueJobs, STALE_AFTER_MS } from '@/lib/server/jobs/run-due-jobs';
import { formPaymentFor } from '@/lib/server/payments/form-checkout';
import { paymentJobs } from '@/lib/server/payments/payment-jobs';
import { requestRefund } from '@/lib/server/payments/request-refund';
import { refundReference } from '@/lib/server/payments/run-refund';
import { settleStuckPayments } from '@/lib/server/payments/stuck/settle-stuck';
import { api } from '@/tests/support/accounts';
import { type FakeWayforpay, startFakeWayforpay } from '@/tests/support/fake-wayforpay';
import { balancesOf, expectBooksBalanced } from '@/tests/support/ledger';
import { createPayingBooking, openRentalCheckout, paymentRow, startAppServer } from '@/tests/support/payments';

// Crash safety, proven with a real crash: the refund job runs in a worker process of its own
// (payments-crash-child.ts), which is killed with SIGKILL after the acquirer has carried out the
// refund and before our records hear of it. Recovery — the job's own retry once its run is seen as
// dead, or the stuck-payment poller — must then record the refund once, with exactly one refund at
// the acquirer and the books balanced.
//
// PostgreSQL: the worker connects to this file's database like any other replica. PGlite: the
// embedded database has one opener at a time, so this file keeps it in a folder on disk and lets go
// of it while the worker runs — killed, the worker leaves the folder as a crashed server would, and
// this process opens it again (PostgreSQL's crash recovery, inside PGlite).

const ROOT = path.resolve(import.meta.dirname, '../..');
const WORKER = path.join(ROOT, 'tests/integration/payments-crash-child.ts');
const KEY = 'flk3409refn54t54t*FNJRET';
const engine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
const VARS = ['APP_URL', 'PAYMENTS_PROVIDER', 'WAYFORPAY_MERCHANT_ACCOUNT', 'WAYFORPAY_SECRET_KEY', 'WAYFORPAY_MERCHANT_DOMAIN', 'WAYFORPAY_API_URL', 'WAYFORPAY_PAY_URL', 'PGLITE_DATA_DIR'] as const;
const saved = Object.fromEntries(VARS.map((name) => [name, process.env[name]]));
let app: Awaited<ReturnType<typeof startAppServer>>;
let fake: FakeWayforpay;
let pgliteDir: string | null = null;
/** When set, the sandbox's next callback kills the worker instead of reaching our route. */
let killOnSandboxCallback: (() => void) | null = null;

beforeAll(async () => {
  app = await startAppServer({
    '/api/payments/callback/wayforpay': wayforpayCallbackRoute,
    '/api/payments/callback/sandbox': async (request) => {
      if (!killOnSandboxCallback) return sandboxCallbackRoute(request);
      killOnSandboxCallback();
      return new Response('gone', { status: 503 });
    },
  });
  fake = await startFakeWayforpay({ account: 'test_merch_n1', secret: KEY, domain: '127.0.0.1' });
  process.env.APP_URL = app.origin;
  process.env.WAYFORPAY_MERCHANT_ACCOUNT = 'test_merch_n1';
  process.env.WAYFORPAY_SECRET_KEY = KEY;
  process.env.WAYFORPAY_API_URL = fake.apiUrl;
  process.env.WAYFORPAY_PAY_URL = fake.payUrl;
  delete process.env.WAYFORPAY_MERCHANT_DOMAIN;
  if (engine === 'pglite') {
    await closeDb();
    pgliteDir = mkdtempSync(path.join(tmpdir(), 'kermo-crash-'));
    process.env.PGLITE_DATA_DIR = pgliteDir;
    await getDb();
  }
});

afterAll(async () => {
  await Promise.all([app.close(), fake.close()]);
  if (pgliteDir) {
    await closeDb();
    rmSync(pgliteDir, { recursive: true, force: true });
  }
  for (const name of VARS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

afterEach(() => {
  fake.state.beforeAnswer = null;
  killOnSandboxCallback = null;
});

/**
 * Runs one pass of the payments' jobs in a worker process; `arm` is handed the kill, to pull when
 * the acquirer has done its part. Resolves once the worker is dead, with what it printed.
 */
async function workerKilledMidCall(arm: (kill: () => void) => void) {
  if (engine === 'pglite') await closeDb();
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'test' };
  if (engine === 'pglite') delete env.DATABASE_URL;
  const worker: ChildProcess = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', WORKER], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  worker.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  worker.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let killed = false;
  arm(() => {
    killed = true;
    worker.kill('SIGKILL');
  });
  const exit = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => worker.on('exit', (code, signal) => resolve({ code, signal })));
  if (engine === 'pglite') await getDb();
  expect(killed, `the worker ended on its own: ${output}`).toBe(true);
  expect(exit.signal).toBe('SIGKILL');
  expect(output).toContain('worker started');
  expect(output).not.toContain('worker finished');
}

const refundRow = async (id: number) => (await (await getDb()).select().from(paymentRefunds).where(eq(paymentRefunds.id, id)))[0]!;
const refundJob = async (id: number) => (await (await getDb()).select().from(jobs).where(and(eq(jobs.name, PAYMENT_REFUND_JOB), eq(jobs.key, `refund-${id}`))))[0]!;
/** A moment past the point where a run held by a dead worker is taken back (run-due-jobs.ts). */
const afterTheRunIsStale = () => new Date(Date.now() + STALE_AFTER_MS + 5 * 60_000);

describe('a worker killed after the acquirer refunded and before we recorded it', () => {
  it('WayForPay, a partial refund: the job’s retry records it once, and WayForPay refunded once', { timeout: 120_000 }, async () => {
    process.env.PAYMENTS_PROVIDER = 'wayforpay';
    const { booking, renter } = await createPayingBooking({ totalKop: 140_000 });
    const { paymentId, redirectUrl } = await openRentalCheckout(booking);
    const reference = redirectUrl.split('/').at(-1)!;
    const form = await formPaymentFor(renter.user.id, reference);
    if (form?.state !== 'open') throw new Error('no form to post');
    expect((await fake.submitForm(form.checkout.action, Object.entries(form.checkout.fields))).status).toBe(200);
    expect((await fake.decide(reference, 'approve')).accepted).toBe(true);
    const refund = await inTransaction(async () => requestRefund(await paymentRow(paymentId), 50_000, 'renter_cancelled'));
    const before = await balancesOf('acquirer:wayforpay', 'refunds-in-flight:wayforpay');

    await workerKilledMidCall((kill) => {
      fake.state.beforeAnswer = ({ type }) => {
        if (type !== 'REFUND') return;
        kill();
        return 'drop';
      };
    });
    // WayForPay refunded; we know nothing of it; the worker's run is left "running".
    expect(fake.orders.get(reference)).toMatchObject({ refundedKop: 50_000, status: 'Refunded' });
    expect(await refundRow(refund.id)).toMatchObject({ status: 'pending' });
    expect(await refundJob(refund.id)).toMatchObject({ status: 'running', lockedBy: 'crash-child' });

    fake.state.beforeAnswer = null;
    const recovered = await runDueJobs(paymentJobs, { now: afterTheRunIsStale(), worker: 'recovery' });
    expect(recovered.done).toBeGreaterThanOrEqual(1);
    expect(await refundRow(refund.id)).toMatchObject({ status: 'succeeded' });
    expect(await refundJob(refund.id)).toMatchObject({ status: 'done' });
    expect(fake.requests.filter((request) => request.type === 'REFUND')).toHaveLength(1);
    expect(fake.orders.get(reference)).toMatchObject({ refundedKop: 50_000 });
    const after = await balancesOf('acquirer:wayforpay', 'refunds-in-flight:wayforpay');
    expect(after['acquirer:wayforpay']! - before['acquirer:wayforpay']!).toBe(-50_000);
    expect(after['refunds-in-flight:wayforpay']! - before['refunds-in-flight:wayforpay']!).toBe(50_000);
    await expectBooksBalanced();
  });

  it('the sandbox: the stuck-payment poller records it once, and the sandbox refunded once', { timeout: 120_000 }, async () => {
    delete process.env.PAYMENTS_PROVIDER;
    const { booking, renter } = await createPayingBooking({ totalKop: 90_000 });
    const { paymentId, redirectUrl } = await openRentalCheckout(booking);
    const reference = redirectUrl.split('/').at(-1)!;
    const paid = await api<{ data: { status: string } }>(payRoute, { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'OLENA KAMIANSKA', reference }, { token: renter.token });
    expect(paid.json.data.status).toBe('succeeded');
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded' });
    const refund = await inTransaction(async () => requestRefund(await paymentRow(paymentId), 40_000, 'renter_cancelled'));
    const refundRef = refundReference(reference, refund.id);

    // The sandbox books the refund, commits, and calls us back before answering: the worker dies there.
    await workerKilledMidCall((kill) => (killOnSandboxCallback = kill));
    killOnSandboxCallback = null;
    const db = await getDb();
    const atSandbox = () => db.select().from(sandboxAcquirerRefunds).where(eq(sandboxAcquirerRefunds.reference, refundRef));
    expect(await atSandbox()).toMatchObject([{ amountKop: 40_000, status: 'succeeded' }]);
    expect(await refundRow(refund.id)).toMatchObject({ status: 'pending' });

    // The poller takes over once the dead worker's run is stale; the job's own retry then finds nothing to do.
    const now = afterTheRunIsStale();
    expect(await settleStuckPayments(now)).toMatchObject({ settled: 1, failed: 0 });
    expect(await refundRow(refund.id)).toMatchObject({ status: 'succeeded', providerRef: expect.stringMatching(/^sbx-refund-/) });
    await runDueJobs(paymentJobs, { now, worker: 'recovery' });
    expect(await refundJob(refund.id)).toMatchObject({ status: 'done' });
    expect(await atSandbox()).toHaveLength(1);
    const [order] = await db.select().from(sandboxAcquirerOrders).where(eq(sandboxAcquirerOrders.reference, reference));
    expect(order).toMatchObject({ refundedKop: 40_000 });
    await expectBooksBalanced();
  });
});
