import type { BookLine, LineState, OurLine } from './reconcile';

/**
 * An acquirer that keeps no list of operations we can read (WayForPay: capture, void and refund have
 * no id of their own there) is asked the status of each order instead (`orderStatus`); this turns
 * one order's status into the lines the comparison pairs with ours. What it says about the order as
 * a whole — captured so much, refunded so much in total — is attributed to our operations on it.
 */

/** An order's status as the provider interface reports it (lib/server/payments/provider.ts `OrderStatus`). */
export type OrderStatusSummary = {
  state: 'pending' | 'held' | 'succeeded' | 'failed' | 'expired' | 'cancelled' | 'voided' | 'unknown';
  amountKop: number | null;
  capturedKop?: number | null;
  /** Refunded so far, in total (WayForPay `refundAmount`). */
  refundedKop?: number | null;
};

const line = (base: { provider: string; orderReference: string }, kind: BookLine['kind'], reference: string, amountKop: number, state: LineState): BookLine => ({
  provider: base.provider,
  kind,
  reference,
  orderReference: base.orderReference,
  amountKop,
  state,
  at: null,
});

/** The order's decision, in our words for a charge or a hold. */
function decisionState(kind: 'charge' | 'hold', state: OrderStatusSummary['state']): LineState | null {
  switch (state) {
    case 'unknown':
      return null;
    case 'pending':
      return 'pending';
    case 'failed':
    case 'expired':
    case 'cancelled':
      return 'declined';
    case 'held':
      return kind === 'hold' ? 'succeeded' : 'pending';
    case 'succeeded':
      return 'succeeded';
    case 'voided':
      // A hold placed and then released; a charge never taken.
      return kind === 'hold' ? 'succeeded' : 'declined';
  }
}

/** Ours of a kind that the order's state is to be attributed to: the done one, else the one under way, else the latest. */
function attributed(ours: readonly OurLine[], kind: 'capture' | 'void'): OurLine | null {
  const candidates = ours.filter((candidate) => candidate.kind === kind);
  return candidates.find((c) => c.state === 'succeeded') ?? candidates.find((c) => c.state === 'pending') ?? candidates.at(-1) ?? null;
}

/**
 * The acquirer's lines for one order: `decision` is our payment's line for it (its kind, charge or
 * hold, and reference), `ours` our lines of that order (operations and refunds). The refunded total
 * is shared out over our refunds: first those we recorded as made (oldest first), then those still
 * pending — so a pending refund the acquirer has already made shows as done there — and whatever is
 * left over is a refund we have no record of.
 */
export function orderStatusLines(provider: string, decision: Pick<OurLine, 'kind' | 'reference'>, ours: readonly OurLine[], status: OrderStatusSummary): BookLine[] {
  if (decision.kind !== 'charge' && decision.kind !== 'hold') throw new Error(`not an order's decision: ${decision.kind}`);
  const base = { provider, orderReference: decision.reference };
  const state = decisionState(decision.kind, status.state);
  if (state === null) return [];
  const lines: BookLine[] = [line(base, decision.kind, decision.reference, status.amountKop ?? 0, state)];
  if (decision.kind === 'hold' && status.state === 'succeeded') {
    const capture = attributed(ours, 'capture');
    lines.push(line(base, 'capture', capture?.reference ?? `${decision.reference}#capture`, status.capturedKop || (status.amountKop ?? 0), 'succeeded'));
  }
  if (decision.kind === 'hold' && status.state === 'voided') {
    const release = attributed(ours, 'void');
    const lapsed = ours.find((candidate) => candidate.kind === 'release');
    if (release && release.state !== 'declined') lines.push(line(base, 'void', release.reference, release.amountKop, 'succeeded'));
    else if (lapsed) lines.push(line(base, 'release', lapsed.reference, lapsed.amountKop, 'succeeded'));
    else lines.push(line(base, 'void', release?.reference ?? `${decision.reference}#void`, status.amountKop ?? 0, 'succeeded'));
  }
  let refunded = status.refundedKop ?? 0;
  const refunds = ours.filter((candidate) => candidate.kind === 'refund');
  const ordered = [...refunds.filter((r) => r.state === 'succeeded'), ...refunds.filter((r) => r.state === 'pending')];
  for (const refund of ordered) {
    if (refunded < refund.amountKop) continue;
    lines.push(line(base, 'refund', refund.reference, refund.amountKop, 'succeeded'));
    refunded -= refund.amountKop;
  }
  if (refunded > 0) lines.push(line(base, 'refund', `${decision.reference}#refund`, refunded, 'succeeded'));
  return lines;
}

/** A payout as an order-status answer reports it (WayForPay `CHECK_STATUS` of a P2P_CREDIT reference). */
export function payoutStatusLine(provider: string, reference: string, status: OrderStatusSummary): BookLine | null {
  const state = decisionState('charge', status.state);
  if (state === null) return null;
  return { provider, kind: 'payout', reference, orderReference: null, amountKop: status.amountKop ?? 0, state, at: null };
}
