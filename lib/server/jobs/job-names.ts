/** Names of jobs that domain code queues with scheduleJob (their work is defined in app-jobs.ts). */
export const REMOVE_FILES_JOB = 'storage.remove-files';
export const ERASE_OUTBOX_JOB = 'outbox.erase';
// Payments (docs/payments.md): a payment page's lapse, a refund at the acquirer, and the sandbox
// acquirer's callback delivery, retried until our callback route accepts it.
export const PAYMENT_EXPIRE_JOB = 'payments.expire';
export const PAYMENT_REFUND_JOB = 'payments.refund';
export const SANDBOX_CALLBACK_JOB = 'payments.sandbox-callback';
