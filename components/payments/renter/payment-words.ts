import type { PaymentPurpose, PaymentStatus } from '@/lib/payments/payment-states';

/**
 * Which words (`CabinetPayments` messages) say what became of a payment, why a refund was made and
 * why a payment failed. Codes we do not know (a reason added later, an acquirer's own code) get the
 * generic words rather than the code itself: the renter never reads `wayforpay_1113`.
 */

export type StatusKey = PaymentStatus | 'pendingHold' | 'capturedAll' | 'refunded';

/**
 * A deposit awaits its hold, not a payment; a capture of the whole hold reads as taken in full; and
 * what the acquirer has given back in full reads as refunded (a part refunded keeps its status,
 * with the refund listed under it).
 */
export function statusKey(payment: { purpose: PaymentPurpose; status: PaymentStatus; amount: number; hold: { captured: number } | null; refunded: number }): StatusKey {
  if (payment.status === 'pending' && payment.purpose === 'deposit') return 'pendingHold';
  const taken = payment.status === 'succeeded' ? payment.amount : payment.status === 'captured' ? (payment.hold?.captured ?? 0) : 0;
  if (taken > 0 && payment.refunded >= taken) return 'refunded';
  if (payment.status === 'captured' && payment.hold && payment.hold.captured >= payment.amount) return 'capturedAll';
  return payment.status;
}

export const REFUND_REASONS = ['renter_cancelled', 'owner_cancelled', 'operator_cancelled', 'system_cancelled', 'booking_moved_on', 'paid_after_close', 'operator', 'overpaid'] as const;
export type RefundReasonKey = (typeof REFUND_REASONS)[number] | 'other';

export const refundReasonKey = (reason: string): RefundReasonKey => ((REFUND_REASONS as readonly string[]).includes(reason) ? (reason as RefundReasonKey) : 'other');

export const FAILURE_CODES = [
  'card_declined',
  'insufficient_funds',
  'authentication_failed',
  'expired_card',
  'invalid_card',
  'unknown_card',
  'token_revoked',
  'card_removed',
  'hold_voided',
  'undecided',
  'hold_expired',
  'superseded',
] as const;
export type FailureKey = (typeof FAILURE_CODES)[number] | 'other';

/**
 * Why a payment did not go through, said only where it helps: a failed payment always (generic words
 * for an unknown code), a released hold that lapsed at the bank, a page replaced by a newer one. An
 * expired or cancelled payment's status says it all.
 */
export function failureKey(payment: { status: PaymentStatus; failure_code: string | null }): FailureKey | null {
  const code = payment.failure_code;
  const known = code && (FAILURE_CODES as readonly string[]).includes(code) ? (code as FailureKey) : null;
  if (payment.status === 'failed') return known ?? 'other';
  if (payment.status === 'voided' && code === 'hold_expired') return 'hold_expired';
  if (payment.status === 'cancelled' && code === 'superseded') return 'superseded';
  return null;
}

/** The acquirer's name as people know it; an unknown one as it is named in our records. */
export const providerKey = (provider: string): 'sandbox' | 'wayforpay' | null => (provider === 'sandbox' || provider === 'wayforpay' ? provider : null);
