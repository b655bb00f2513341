/**
 * A refund's idempotency reference at the acquirer: derived from the refund row alone, so every
 * try of the same refund — a retried job, a second replica, a run after a crash between the
 * acquirer's answer and our update — names the same operation and moves the money once.
 */
export const refundReference = (paymentReference: string, refundId: number) => `kr-${paymentReference.replace(/^kp-/, '')}-${refundId}`;
