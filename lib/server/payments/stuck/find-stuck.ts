import 'server-only';
import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { jobs, paymentOperations, paymentRefunds, payments, payouts } from '@/lib/server/db/schema';
import { PAYMENT_EXPIRE_JOB, PAYMENT_HOLD_OPERATION_JOB, PAYMENT_REFUND_JOB, PAYMENT_TOKEN_CHARGE_JOB, PAYOUT_RUN_JOB } from '@/lib/server/jobs/job-names';
import { STALE_AFTER_MS } from '@/lib/server/jobs/run-due-jobs';

const MINUTE = 60_000;

/**
 * How long a record may stay in an intermediate state before the poller settles it itself
 * (docs/reconciliation.md "Stuck payments"). Each is also left alone while the job that owns it is
 * waiting or running, so the poller only takes over work whose job gave up (failed after its last
 * try), was lost, or whose worker died.
 */
export const STUCK_GRACE_MS = {
  /** A payment page past its lapse: the expiry run at `expires_at` had this long to settle it. */
  pagePayment: 15 * MINUTE,
  /** A charge by token: `expires_at` is already its own grace (30 minutes, deposits/token-charge.ts). */
  tokenPayment: 0,
  /** A refund, a capture or release of a hold, a payout to a card: asked at once by their jobs. */
  operation: 15 * MINUTE,
} as const;

/** At most this many of each kind per pass: one pass stays short, the next takes the rest. */
const BATCH = 50;

export type StuckRecords = { pagePayments: number[]; tokenPayments: number[]; refunds: number[]; holdOperations: number[]; payouts: number[] };

/** Ids (in `payload[key]`) of the runs of a job that are waiting, or running on a worker that is still alive. */
async function liveJobIds(name: string, key: string, now: Date): Promise<Set<number>> {
  const db = await getDb();
  const rows = await db
    .select({ id: sql<string | null>`${jobs.payload} ->> ${key}` })
    .from(jobs)
    .where(and(eq(jobs.name, name), or(eq(jobs.status, 'queued'), and(eq(jobs.status, 'running'), gt(jobs.lockedAt, new Date(now.getTime() - STALE_AFTER_MS))))));
  return new Set(rows.map((row) => Number(row.id)).filter(Number.isInteger));
}

const without = (ids: number[], live: Set<number>) => ids.filter((id) => !live.has(id));

/** Records stuck in an intermediate state past their grace, whose own job no longer looks after them; oldest first. */
export async function findStuck(now: Date): Promise<StuckRecords> {
  const db = await getDb();
  const before = (ms: number) => new Date(now.getTime() - ms);
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
  const pagePayments = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'pending'), eq(payments.via, 'page'), lt(payments.expiresAt, before(STUCK_GRACE_MS.pagePayment))))
    .orderBy(asc(payments.id))
    .limit(BATCH);
  const tokenPayments = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'pending'), eq(payments.via, 'token'), lt(payments.expiresAt, before(STUCK_GRACE_MS.tokenPayment))))
    .orderBy(asc(payments.id))
    .limit(BATCH);
  const refunds = await db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.status, 'pending'), lt(paymentRefunds.createdAt, before(STUCK_GRACE_MS.operation))))
    .orderBy(asc(paymentRefunds.id))
    .limit(BATCH);
  const holdOperations = await db
    .select({ id: paymentOperations.id })
    .from(paymentOperations)
    .where(and(eq(paymentOperations.status, 'pending'), lt(paymentOperations.createdAt, before(STUCK_GRACE_MS.operation))))
    .orderBy(asc(paymentOperations.id))
    .limit(BATCH);
  const cardPayouts = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.status, 'pending'), eq(payouts.method, 'card'), lt(payouts.createdAt, before(STUCK_GRACE_MS.operation))))
    .orderBy(asc(payouts.id))
    .limit(BATCH);
  return {
    pagePayments: without(ids(pagePayments), await liveJobIds(PAYMENT_EXPIRE_JOB, 'paymentId', now)),
    tokenPayments: without(ids(tokenPayments), await liveJobIds(PAYMENT_TOKEN_CHARGE_JOB, 'paymentId', now)),
    refunds: without(ids(refunds), await liveJobIds(PAYMENT_REFUND_JOB, 'refundId', now)),
    holdOperations: without(ids(holdOperations), await liveJobIds(PAYMENT_HOLD_OPERATION_JOB, 'operationId', now)),
    payouts: without(ids(cardPayouts), await liveJobIds(PAYOUT_RUN_JOB, 'payoutId', now)),
  };
}
