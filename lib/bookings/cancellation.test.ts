import { describe, expect, it } from 'vitest';
import { kyivDateTimeToInstant } from '@/lib/time/kyiv-clock';
import { cancellationOutcome } from './cancellation';

const at = (local: string) => kyivDateTimeToInstant(local);
const start = at('2026-12-10T10:00');
const paid = { paidKop: 330_000, rentalKop: 300_000, dayPriceKop: 100_000 };

describe('cancellation fees (spec §9: free up to 24 hours before the start)', () => {
  it('is free up to and including the moment 24 hours before the start', () => {
    expect(cancellationOutcome('renter', start, paid, at('2026-12-09T09:59'))).toEqual({ free: true, feeKop: 0, refundKop: 330_000 });
    expect(cancellationOutcome('renter', start, paid, at('2026-12-09T10:00'))).toEqual({ free: true, feeKop: 0, refundKop: 330_000 });
  });

  it('keeps the first day’s price a minute later, refunding the rest and the delivery', () => {
    expect(cancellationOutcome('renter', start, paid, new Date(at('2026-12-09T10:00').getTime() + 1))).toEqual({ free: false, feeKop: 100_000, refundKop: 230_000 });
    expect(cancellationOutcome('renter', start, paid, at('2026-12-10T09:00'))).toEqual({ free: false, feeKop: 100_000, refundKop: 230_000 });
  });

  it('never keeps more than the rental or than was paid', () => {
    expect(cancellationOutcome('renter', start, { paidKop: 60_000, rentalKop: 40_000, dayPriceKop: 100_000 }, at('2026-12-10T09:00'))).toEqual({ free: false, feeKop: 40_000, refundKop: 20_000 });
    expect(cancellationOutcome('renter', start, { paidKop: 0, rentalKop: 300_000, dayPriceKop: 100_000 }, at('2026-12-10T09:00'))).toEqual({ free: false, feeKop: 0, refundKop: 0 });
  });

  it('refunds everything when the owner, an operator or the system cancels', () => {
    for (const by of ['owner', 'operator', 'system'] as const) {
      expect(cancellationOutcome(by, start, paid, at('2026-12-10T09:00'))).toEqual({ free: true, feeKop: 0, refundKop: 330_000 });
    }
  });
});
