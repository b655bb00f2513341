import 'server-only';
import { defineJob, type JobDefinition } from '@/lib/server/jobs/define-job';
import { PAYMENT_EXPIRE_JOB, PAYMENT_REFUND_JOB, SANDBOX_CALLBACK_JOB } from '@/lib/server/jobs/job-names';
import { expirePayment } from './expire-payment';
import { runRefund } from './run-refund';
import { runSandboxCallbackJob, SANDBOX_CALLBACK_ATTEMPTS } from './sandbox/deliver-callback';

const idIn = (payload: Record<string, unknown>, key: string): number => {
  const id = Number(payload[key]);
  if (!Number.isInteger(id) || id < 1) throw new Error(`the job's payload needs a ${key}`);
  return id;
};

/** The payments' background work (docs/payments.md "Jobs"), registered in lib/server/jobs/app-jobs.ts. */
export const paymentJobs: JobDefinition[] = [
  // A payment page's lapse: the acquirer is asked first, then the payment settles as it says or
  // expires. Database work (the sandbox answers from our database), so it commits with the run.
  defineJob({ name: PAYMENT_EXPIRE_JOB, transactional: true, run: ({ payload, now }) => expirePayment(idIn(payload, 'paymentId'), now) }),
  // Talks to the acquirer: idempotent on its own (the refund's reference), never in the run's transaction.
  defineJob({ name: PAYMENT_REFUND_JOB, maxAttempts: 10, run: ({ payload, now }) => runRefund(idIn(payload, 'refundId'), now) }),
  // The sandbox acquirer's callback, retried until our callback route accepts it. An HTTP call to
  // this very app: never inside a transaction (on PGlite the route needs the one connection).
  defineJob({ name: SANDBOX_CALLBACK_JOB, maxAttempts: SANDBOX_CALLBACK_ATTEMPTS, run: ({ payload, now }) => runSandboxCallbackJob(payload, now) }),
];
