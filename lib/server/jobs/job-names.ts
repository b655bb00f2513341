/** Names of jobs that domain code queues with scheduleJob (their work is defined in app-jobs.ts). */
export const REMOVE_FILES_JOB = 'storage.remove-files';
export const ERASE_OUTBOX_JOB = 'outbox.erase';
// Payments (docs/payments.md): a payment page's lapse, a refund at the acquirer, and the sandbox
// acquirer's callback delivery, retried until our callback route accepts it.
export const PAYMENT_EXPIRE_JOB = 'payments.expire';
export const PAYMENT_REFUND_JOB = 'payments.refund';
export const SANDBOX_CALLBACK_JOB = 'payments.sandbox-callback';
// Deposits and charges without the renter (docs/payments.md "Deposits"): a capture or release of a
// hold, a charge or hold of the booking's saved card, keeping a booking's deposit held (placing it
// 24 hours before the start, renewing it before it lapses), and collecting the extras after a trip.
export const PAYMENT_HOLD_OPERATION_JOB = 'payments.hold-operation';
export const PAYMENT_TOKEN_CHARGE_JOB = 'payments.token-charge';
export const DEPOSIT_HOLD_JOB = 'payments.deposit-hold';
export const COLLECT_EXTRAS_JOB = 'payments.collect-extras';
// Payouts (docs/payouts.md): an owner's payout to their card, asked of the acquirer until it answers.
export const PAYOUT_RUN_JOB = 'payouts.run';
// The daily reconciliation of our payment records with the acquirers', and the poller that settles
// records stuck in an intermediate state (docs/reconciliation.md).
export const PAYMENT_RECONCILE_JOB = 'payments.reconcile';
export const PAYMENT_SETTLE_STUCK_JOB = 'payments.settle-stuck';
