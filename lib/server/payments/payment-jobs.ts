import 'server-only';
import { defineJob, type JobDefinition } from '@/lib/server/jobs/define-job';
import {
  COLLECT_EXTRAS_JOB,
  DEPOSIT_HOLD_JOB,
  PAYMENT_EXPIRE_JOB,
  PAYMENT_HOLD_OPERATION_JOB,
  PAYMENT_REFUND_JOB,
  PAYMENT_TOKEN_CHARGE_JOB,
  SANDBOX_CALLBACK_JOB,
} from '@/lib/server/jobs/job-names';
import { collectExtras } from './deposits/collect-extras';
import { keepDepositHeld } from './deposits/deposit-lifecycle';
import { runHoldOperation } from './deposits/hold-operation';
import { runTokenChargeJob } from './deposits/token-charge';
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
  // Deposits and charges without the renter: each asks the acquirer outside any transaction, under
  // a reference recorded before, so a retried or doubled run is one operation at the acquirer.
  defineJob({ name: PAYMENT_HOLD_OPERATION_JOB, maxAttempts: 10, run: ({ payload, now }) => runHoldOperation(idIn(payload, 'operationId'), now) }),
  defineJob({ name: PAYMENT_TOKEN_CHARGE_JOB, maxAttempts: 10, run: ({ payload, now }) => runTokenChargeJob(idIn(payload, 'paymentId'), now) }),
  defineJob({ name: DEPOSIT_HOLD_JOB, maxAttempts: 10, run: ({ payload, now }) => keepDepositHeld(idIn(payload, 'bookingId'), now) }),
  defineJob({ name: COLLECT_EXTRAS_JOB, maxAttempts: 10, run: ({ payload, now }) => collectExtras(idIn(payload, 'bookingId'), now) }),
  defineJob({ name: SANDBOX_CALLBACK_JOB, maxAttempts: SANDBOX_CALLBACK_ATTEMPTS, run: ({ payload, now }) => runSandboxCallbackJob(payload, now) }),
];
