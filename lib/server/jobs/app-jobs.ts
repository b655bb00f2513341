import 'server-only';
import { processDueDeletions } from '@/lib/server/accounts/deletion';
import { BOOKING_JOB } from '@/lib/server/bookings/booking-jobs';
import { cancelUnpaid, expireRequest, remindBooking } from '@/lib/server/bookings/run-booking-jobs';
import { pruneExpiredCredentials } from '@/lib/server/auth/prune-expired';
import { deliverPendingMail } from '@/lib/server/mail/deliver-outbox';
import { paymentJobs } from '@/lib/server/payments/payment-jobs';
import { runDailyReconciliation } from '@/lib/server/payments/reconcile/reconcile-job';
import { settleStuckPayments } from '@/lib/server/payments/stuck/settle-stuck';
import { payoutJobs } from '@/lib/server/payouts/payout-jobs';
import { eraseOutboxRows } from '@/lib/server/mail/erase-outbox';
import { pruneRateLimits } from '@/lib/server/security/rate-limit';
import { removeStoredFiles } from '@/lib/server/storage/remove-files';
import { defineJob, type JobDefinition } from './define-job';
import { pruneFinishedJobs } from './run-due-jobs';
import { ERASE_OUTBOX_JOB, PAYMENT_RECONCILE_JOB, PAYMENT_SETTLE_STUCK_JOB, REMOVE_FILES_JOB } from './job-names';

/**
 * Every kind of background work the app knows. Domain code queues one-off runs with
 * `scheduleJob(name, …)` (in its own transaction); recurring ones are kept scheduled by the runner.
 */
export const appJobs: JobDefinition[] = [
  defineJob({ name: 'accounts.complete-deletions', every: 5 * 60_000, run: ({ now }) => processDueDeletions(now) }),
  // Hands queued e-mail to SMTP (a no-op without SMTP_URL: the outbox is then the delivery).
  defineJob({ name: 'mail.deliver', every: 60_000, run: () => deliverPendingMail() }),
  defineJob({ name: 'rate-limits.prune', every: 60 * 60_000, transactional: true, run: ({ now }) => pruneRateLimits(now) }),
  defineJob({ name: 'jobs.prune', every: 24 * 60 * 60_000, transactional: true, run: ({ now }) => pruneFinishedJobs(now) }),
  defineJob({ name: 'credentials.prune', every: 60 * 60_000, transactional: true, run: ({ now }) => pruneExpiredCredentials(now) }),
  // Files of an erased account or a replaced photo, removed once the change that freed them committed.
  defineJob({ name: REMOVE_FILES_JOB, maxAttempts: 10, run: ({ payload }) => removeStoredFiles(payload) }),
  defineJob({
    name: ERASE_OUTBOX_JOB,
    transactional: true,
    run: ({ payload }) => eraseOutboxRows(Array.isArray(payload.ids) ? payload.ids.filter((id): id is number => typeof id === 'number') : []),
  }),
  // A booking's deadlines (docs/bookings.md "Deadlines"): each checks the booking again when it runs.
  defineJob({ name: BOOKING_JOB.expireRequest, transactional: true, run: ({ payload, now }) => expireRequest(payload, now) }),
  defineJob({ name: BOOKING_JOB.cancelUnpaid, transactional: true, run: ({ payload, now }) => cancelUnpaid(payload, now) }),
  defineJob({ name: BOOKING_JOB.remindStart, transactional: true, run: ({ payload }) => remindBooking(payload, 'start') }),
  defineJob({ name: BOOKING_JOB.remindEnd, transactional: true, run: ({ payload }) => remindBooking(payload, 'end') }),
  // Payment pages' lapse, refunds at the acquirer, the sandbox acquirer's callbacks (docs/payments.md).
  ...paymentJobs,
  // Owners' payouts to their cards (docs/payouts.md).
  ...payoutJobs,
  // The acquirers' records against ours, daily, and records stuck in an intermediate state (docs/reconciliation.md).
  defineJob({ name: PAYMENT_RECONCILE_JOB, every: 24 * 60 * 60_000, run: ({ now }) => runDailyReconciliation(now) }),
  defineJob({ name: PAYMENT_SETTLE_STUCK_JOB, every: 10 * 60_000, run: ({ now }) => settleStuckPayments(now) }),
];
