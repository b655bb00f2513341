import type { OrderState } from '../provider';

/** WayForPay reason codes we act on (https://wiki.wayforpay.com/en/view/852131, php-sdk `Reason`). */
export const REASON = {
  ok: 1100,
  declinedByIssuer: 1101,
  badCvv: 1102,
  expiredCard: 1103,
  insufficientFunds: 1104,
  invalidCard: 1105,
  threeDsFailed: 1108,
  duplicateOrder: 1112,
  invalidSignature: 1113,
  tokenNotFound: 1116,
  illegalOrderState: 1126,
  orderNotFound: 1127,
  refundLimitExceeded: 1128,
  inProcessing: 1131,
  delayed: 1132,
  pending: 1134,
  refundInProcessing: 1138,
} as const;

/** Codes that mean "not decided yet": ask again later. */
export const STILL_WORKING = new Set<number>([REASON.inProcessing, REASON.delayed, REASON.pending, REASON.refundInProcessing]);

/**
 * An order's `transactionStatus` in our words. The statuses page writes `inProcessing`, the SDK
 * `InProcessing`: compared without case. Refunded orders were paid (money taken, then given
 * back): `succeeded`, with the refund noted in the status's data.
 */
export function orderStateOf(transactionStatus: string | null): OrderState {
  switch ((transactionStatus ?? '').toLowerCase()) {
    case 'created':
    case 'inprocessing':
    case 'pending':
      return 'pending';
    case 'waitingauthcomplete':
      return 'held';
    case 'approved':
    case 'refunded':
    case 'refundinprocessing':
      return 'succeeded';
    case 'declined':
      return 'failed';
    case 'expired':
      return 'expired';
    case 'voided':
      return 'voided';
    default:
      return 'unknown';
  }
}

export const isStatus = (transactionStatus: string | null, name: string) => (transactionStatus ?? '').toLowerCase() === name.toLowerCase();

/** Our failure code for a WayForPay reason: the sandbox's words where they mean the same, else `wayforpay_{code}`. */
export function failureCodeOf(reasonCode: number | null): string {
  switch (reasonCode) {
    case REASON.declinedByIssuer:
      return 'card_declined';
    case REASON.insufficientFunds:
      return 'insufficient_funds';
    case REASON.threeDsFailed:
      return 'authentication_failed';
    case REASON.expiredCard:
      return 'expired_card';
    case REASON.invalidCard:
    case REASON.badCvv:
      return 'invalid_card';
    case null:
      return 'wayforpay_unknown';
    default:
      return `wayforpay_${reasonCode}`;
  }
}
