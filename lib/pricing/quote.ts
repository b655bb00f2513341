import type { DepositCurrency } from '@/lib/cars/dictionary';
import type { Period } from '@/lib/cars/periods';
import { AppError } from '@/lib/errors/app-error';
import { capAtMonth, dayCharges } from './day-charges';
import { chargeLine, deliveryLine, type PriceLine, sumLines } from './lines';
import { rentalUnits } from './rental-units';
import type { PricingTerms } from './terms';

/**
 * A price breakdown: what the catalog shows as a car's total for a period, the car page's
 * calculator lists line by line, and bookings charge. `days` and `hours` are what was billed
 * (`days` before whole months were taken out of it); the deposit is held, not charged, so it is
 * beside the total, never in it.
 */
export type Quote = {
  mode: 'time' | 'calendar';
  days: number;
  hours: number;
  lines: PriceLine[];
  total: number;
  deposit: { amount: number; currency: DepositCurrency } | null;
};

const isKopiyky = (value: number | null) => value === null || (Number.isSafeInteger(value) && value >= 0);

/** Prices come from the database's CHECKed integer columns; anything else is a fault, not input. */
function assertTerms(terms: PricingTerms): void {
  const amounts = [
    terms.pricePerDayKop,
    terms.pricePerHourKop,
    terms.pricePerMonthKop,
    terms.delivery.priceKop,
    terms.deposit?.minor ?? null,
    ...terms.discounts.map((discount) => discount.amount_kop),
  ];
  if (!amounts.every(isKopiyky)) throw new RangeError('Prices must be whole, non-negative kopiyky');
}

/**
 * One way to the renter (the return trip is charged after the trip, in the payments issue). A car
 * that does not deliver — or claims to but has no price, which validation never lets through — is
 * `delivery_unavailable`.
 */
function delivery(terms: PricingTerms): PriceLine {
  const { offered, free, priceKop } = terms.delivery;
  if (offered && free) return deliveryLine(0);
  if (offered && priceKop !== null) return deliveryLine(priceKop);
  throw new AppError('delivery_unavailable');
}

/** The price of renting a car for `period`, line by line (docs/pricing.md). */
export function quotePrice(terms: PricingTerms, period: Period, options: { delivery?: boolean } = {}): Quote {
  assertTerms(terms);
  const units = rentalUnits(terms, period);
  let lines = dayCharges(units.days, terms);
  if (units.hours > 0) lines = capAtMonth([...lines, chargeLine('hours', units.hours, terms.pricePerHourKop!)], terms.pricePerMonthKop);
  if (options.delivery) lines.push(delivery(terms));
  const deposit = terms.deposit && terms.deposit.minor > 0 ? { amount: terms.deposit.minor, currency: terms.deposit.currency } : null;
  return { mode: units.mode, days: units.days, hours: units.hours, lines, total: sumLines(lines), deposit };
}
