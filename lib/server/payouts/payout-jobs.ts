import 'server-only';
import { defineJob, type JobDefinition } from '@/lib/server/jobs/define-job';
import { PAYOUT_RUN_JOB } from '@/lib/server/jobs/job-names';
import { PAYOUT_ATTEMPTS, runPayout } from './run-payout';

/** The payouts' background work (docs/payouts.md), registered in lib/server/jobs/app-jobs.ts. */
export const payoutJobs: JobDefinition[] = [
  // Talks to the acquirer: idempotent on its own (the payout's reference), never in the run's transaction.
  defineJob({
    name: PAYOUT_RUN_JOB,
    maxAttempts: PAYOUT_ATTEMPTS,
    run: ({ payload, now }) => {
      const id = Number(payload.payoutId);
      if (!Number.isInteger(id) || id < 1) throw new Error('the job’s payload needs a payoutId');
      return runPayout(id, now);
    },
  }),
];
