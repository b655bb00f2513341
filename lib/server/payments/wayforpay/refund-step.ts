import type { RecordedRefunds } from './refund-guard';

/**
 * What to do with a refund of a WayForPay order (refund-guard.ts), given what WayForPay says it has
 * refunded on the order and what we recorded as refunded.
 */
export type RefundStep =
  | { action: 'send' }
  /** WayForPay already refunded exactly this much more than we recorded: this refund, asked before. */
  | { action: 'done' }
  | { action: 'wait'; why: 'earlier_refund_pending' | 'refund_in_processing' }
  /** Refunded there differs from ours by something that is not this refund: asking again could refund twice. */
  | { action: 'mismatch'; unrecordedKop: number };

export function refundStep(order: { refundedKop: number; inProcessing: boolean }, recorded: Pick<RecordedRefunds, 'confirmedKop' | 'earlierPending'>, amountKop: number): RefundStep {
  if (recorded.earlierPending.length) return { action: 'wait', why: 'earlier_refund_pending' };
  // A refund WayForPay is still working on may be this one; its total is read once it has finished.
  if (order.inProcessing) return { action: 'wait', why: 'refund_in_processing' };
  const unrecordedKop = order.refundedKop - recorded.confirmedKop;
  if (unrecordedKop === 0) return { action: 'send' };
  if (unrecordedKop === amountKop) return { action: 'done' };
  return { action: 'mismatch', unrecordedKop };
}
