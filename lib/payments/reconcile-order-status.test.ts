import { describe, expect, it } from 'vitest';
import type { OurLine } from './reconcile';
import { orderStatusLines, payoutStatusLine } from './reconcile-order-status';

const ours = (over: Partial<OurLine>): OurLine => ({
  provider: 'wayforpay',
  kind: 'refund',
  reference: 'kr-x',
  orderReference: 'kp-1',
  amountKop: 0,
  state: 'succeeded',
  at: null,
  record: { table: 'payment_refunds', id: 1 },
  bookingId: 1,
  ...over,
});
const brief = (lines: ReturnType<typeof orderStatusLines>) => lines.map((line) => [line.kind, line.reference, line.amountKop, line.state]);

describe('an order’s status as the acquirer’s lines', () => {
  it('reads a charge’s decision, and nothing for an order the acquirer does not know', () => {
    const charge = { kind: 'charge' as const, reference: 'kp-1' };
    expect(brief(orderStatusLines('wayforpay', charge, [], { state: 'succeeded', amountKop: 140_000 }))).toEqual([['charge', 'kp-1', 140_000, 'succeeded']]);
    expect(brief(orderStatusLines('wayforpay', charge, [], { state: 'failed', amountKop: 140_000 }))).toEqual([['charge', 'kp-1', 140_000, 'declined']]);
    expect(brief(orderStatusLines('wayforpay', charge, [], { state: 'expired', amountKop: 140_000 }))).toEqual([['charge', 'kp-1', 140_000, 'declined']]);
    expect(brief(orderStatusLines('wayforpay', charge, [], { state: 'pending', amountKop: 140_000 }))).toEqual([['charge', 'kp-1', 140_000, 'pending']]);
    expect(orderStatusLines('wayforpay', charge, [], { state: 'unknown', amountKop: null })).toEqual([]);
  });

  it('attributes a hold’s capture and release to our operation on it', () => {
    const hold = { kind: 'hold' as const, reference: 'kp-2' };
    const capture = ours({ kind: 'capture', reference: 'kc-1', amountKop: 120_000, orderReference: 'kp-2' });
    const refused = ours({ kind: 'capture', reference: 'kc-0', amountKop: 900_000, state: 'declined', orderReference: 'kp-2' });
    expect(brief(orderStatusLines('wayforpay', hold, [refused, capture], { state: 'succeeded', amountKop: 500_000, capturedKop: 120_000 }))).toEqual([
      ['hold', 'kp-2', 500_000, 'succeeded'],
      ['capture', 'kc-1', 120_000, 'succeeded'],
    ]);
    // Captured there with no capture of ours: a line of its own, named after the order.
    expect(brief(orderStatusLines('wayforpay', hold, [], { state: 'succeeded', amountKop: 500_000, capturedKop: 120_000 }))).toEqual([
      ['hold', 'kp-2', 500_000, 'succeeded'],
      ['capture', 'kp-2#capture', 120_000, 'succeeded'],
    ]);
    const release = ours({ kind: 'void', reference: 'kv-1', amountKop: 500_000, state: 'pending', orderReference: 'kp-2' });
    expect(brief(orderStatusLines('wayforpay', hold, [release], { state: 'voided', amountKop: 500_000 }))).toEqual([
      ['hold', 'kp-2', 500_000, 'succeeded'],
      ['void', 'kv-1', 500_000, 'succeeded'],
    ]);
    const lapse = ours({ kind: 'release', reference: 'kp-2', amountKop: 500_000, orderReference: 'kp-2' });
    expect(brief(orderStatusLines('wayforpay', hold, [lapse], { state: 'voided', amountKop: 500_000 }))).toEqual([
      ['hold', 'kp-2', 500_000, 'succeeded'],
      ['release', 'kp-2', 500_000, 'succeeded'],
    ]);
    expect(brief(orderStatusLines('wayforpay', hold, [], { state: 'held', amountKop: 500_000 }))).toEqual([['hold', 'kp-2', 500_000, 'succeeded']]);
  });

  it('shares the refunded total out over our refunds: made ones first, then pending ones, the rest unknown to us', () => {
    const charge = { kind: 'charge' as const, reference: 'kp-1' };
    const made = ours({ reference: 'kr-1-1', amountKop: 20_000 });
    const pending = ours({ reference: 'kr-1-2', amountKop: 30_000, state: 'pending' });
    const refused = ours({ reference: 'kr-1-3', amountKop: 10_000, state: 'declined' });
    const status = (refundedKop: number) => ({ state: 'succeeded' as const, amountKop: 140_000, refundedKop });
    expect(brief(orderStatusLines('wayforpay', charge, [pending, made, refused], status(20_000))).slice(1)).toEqual([['refund', 'kr-1-1', 20_000, 'succeeded']]);
    // The pending one was made there already (our process died before recording it).
    expect(brief(orderStatusLines('wayforpay', charge, [pending, made], status(50_000))).slice(1)).toEqual([
      ['refund', 'kr-1-1', 20_000, 'succeeded'],
      ['refund', 'kr-1-2', 30_000, 'succeeded'],
    ]);
    // Less there than we recorded: ours stays without a line there; more: the rest has a line of its own.
    expect(brief(orderStatusLines('wayforpay', charge, [made], status(0))).slice(1)).toEqual([]);
    expect(brief(orderStatusLines('wayforpay', charge, [made], status(25_000))).slice(1)).toEqual([
      ['refund', 'kr-1-1', 20_000, 'succeeded'],
      ['refund', 'kp-1#refund', 5_000, 'succeeded'],
    ]);
  });

  it('reads a payout’s status', () => {
    expect(payoutStatusLine('wayforpay', 'po-1', { state: 'succeeded', amountKop: 100_000 })).toMatchObject({ kind: 'payout', reference: 'po-1', amountKop: 100_000, state: 'succeeded', orderReference: null });
    expect(payoutStatusLine('wayforpay', 'po-1', { state: 'failed', amountKop: 100_000 })).toMatchObject({ state: 'declined' });
    expect(payoutStatusLine('wayforpay', 'po-1', { state: 'unknown', amountKop: null })).toBeNull();
  });
});
