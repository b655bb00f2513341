import { describe, expect, it } from 'vitest';
import { refundStep } from './refund-step';

const order = (refundedKop: number, inProcessing = false) => ({ refundedKop, inProcessing });
const recorded = (confirmedKop: number, earlierPending: number[] = []) => ({ confirmedKop, earlierPending });

describe('a WayForPay refund, before it is asked', () => {
  it('is asked when WayForPay has refunded exactly what we recorded', () => {
    expect(refundStep(order(0), recorded(0), 30_000)).toEqual({ action: 'send' });
    expect(refundStep(order(20_000), recorded(20_000), 30_000)).toEqual({ action: 'send' });
  });

  it('is taken as made when WayForPay has refunded this refund more than we recorded (asked before a crash)', () => {
    expect(refundStep(order(30_000), recorded(0), 30_000)).toEqual({ action: 'done' });
    expect(refundStep(order(50_000), recorded(20_000), 30_000)).toEqual({ action: 'done' });
  });

  it('waits for an earlier refund of the order still pending, and for one WayForPay is still processing', () => {
    expect(refundStep(order(30_000), recorded(0, [4]), 30_000)).toEqual({ action: 'wait', why: 'earlier_refund_pending' });
    expect(refundStep(order(0), recorded(0, [4]), 30_000)).toEqual({ action: 'wait', why: 'earlier_refund_pending' });
    expect(refundStep(order(0, true), recorded(0), 30_000)).toEqual({ action: 'wait', why: 'refund_in_processing' });
  });

  it('is not asked when the difference is not this refund (a refund made elsewhere, or fewer than we recorded)', () => {
    expect(refundStep(order(10_000), recorded(0), 30_000)).toEqual({ action: 'mismatch', unrecordedKop: 10_000 });
    expect(refundStep(order(60_000), recorded(0), 30_000)).toEqual({ action: 'mismatch', unrecordedKop: 60_000 });
    expect(refundStep(order(0), recorded(20_000), 30_000)).toEqual({ action: 'mismatch', unrecordedKop: -20_000 });
  });
});
