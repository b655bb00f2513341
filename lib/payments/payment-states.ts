/** What a payment is for: the rental (and delivery) at checkout, or the extras after the trip. */
export const PAYMENT_PURPOSES = ['rental', 'extras'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** A payment moves once from `pending` to one of the others (`payments.status`). */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'expired', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How a pending payment can end by the acquirer's word or its clock (what `onPaymentSettled` is told). */
export type PaymentOutcome = 'succeeded' | 'failed' | 'expired';

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
