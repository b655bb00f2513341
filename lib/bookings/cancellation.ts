import type { BookingActor } from './transitions';
import { freeCancellationUntil } from './deadlines';

export type CancellationMoney = {
  /** What the renter has paid for the booking (rental and delivery), in kopiyky; 0 before payment. */
  paidKop: number;
  /** The rental alone (no delivery), as booked. */
  rentalKop: number;
  /** The car's price for one day as booked: the fee for a late cancellation. */
  dayPriceKop: number;
};

export type CancellationOutcome = { free: boolean; feeKop: number; refundKop: number };

/**
 * What a cancellation costs (docs/bookings.md "Cancellation"): free up to 24 hours before the
 * start (that moment included); later, a renter's cancellation keeps the first day's price (never
 * more than the rental, and never more than was paid — an unpaid booking costs nothing to drop).
 * Delivery that never happened is always refunded. An owner's, an operator's or the system's
 * cancellation refunds everything.
 */
export function cancellationOutcome(by: BookingActor, start: Date, money: CancellationMoney, now: Date): CancellationOutcome {
  const free = by !== 'renter' || now.getTime() <= freeCancellationUntil(start).getTime();
  const feeKop = free ? 0 : Math.min(money.dayPriceKop, money.rentalKop, money.paidKop);
  return { free, feeKop, refundKop: money.paidKop - feeKop };
}
