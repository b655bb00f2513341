/** What a payment is for: the rental (and delivery) at checkout, the deposit's hold, or the extras after the trip. */
export const PAYMENT_PURPOSES = ['rental', 'extras', 'deposit'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * A payment moves once from `pending` to one of the others (`payments.status`); a hold goes
 * `pending` → `held` → `captured` (part or all taken) or `voided` (released whole).
 */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'expired', 'cancelled', 'held', 'captured', 'voided'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How a pending payment can end by the acquirer's word or its clock (what `onPaymentSettled` is told). */
export type PaymentOutcome = 'succeeded' | 'failed' | 'expired';

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Operations on a held order. */
export const HOLD_OPERATION_KINDS = ['capture', 'void'] as const;
export type HoldOperationKind = (typeof HOLD_OPERATION_KINDS)[number];
