import 'server-only';
import type { TCarPrice } from '@/lib/catalog/car-contracts';
import { CATALOG_LIMITS, searchPeriodProblem } from '@/lib/catalog/search-query';
import type { Period } from '@/lib/cars/periods';
import { AppError } from '@/lib/errors/app-error';
import { bookingTermsOf, pricingTermsOf } from '@/lib/pricing/car-terms';
import { periodProblem } from '@/lib/pricing/period-problem';
import { quotePrice } from '@/lib/pricing/quote';
import { holdingPeriods } from '@/lib/server/cars/car-periods';
import { findListedCarById } from './car-page';

/**
 * The price of renting a listed car for a period, as a booking will charge it (docs/pricing.md),
 * or why the period cannot be booked. In this order: a period that is not one (`end` not after
 * `start`), too far ahead or too long is a field error, as in the search; an unknown or unlisted
 * car `car_not_found`; then the booking checks — `booking_in_past`, 139, 141, 140 (periodProblem);
 * `125` when a booking or a block holds the car at some moment of it; and `delivery_unavailable`
 * when delivery is asked of a car that has none.
 */
/**
 * Refuses, at its field, a period that is not one (`end` not after `start`) or that the search
 * would not take (too far ahead, too long). A start in the past is left to the booking code
 * (`booking_in_past`): the price call and a booking request answer it alike.
 */
export function assertPeriodShape(period: Period, now: Date): void {
  if (period.end.getTime() <= period.start.getTime()) throw new AppError('validation_failed', { fields: { end: { key: 'endNotAfterStart' } } });
  const problem = searchPeriodProblem(period, now);
  if (problem && problem.key !== 'periodInPast') {
    const params = { years: Math.floor(CATALOG_LIMITS.aheadDays / 365), days: CATALOG_LIMITS.maxLengthDays };
    throw new AppError('validation_failed', { fields: { [problem.field]: { key: problem.key, params } } });
  }
}

export async function quoteCarPrice(input: { carId: number; period: Period; delivery: boolean }, now: Date): Promise<TCarPrice> {
  const { period } = input;
  assertPeriodShape(period, now);
  const found = await findListedCarById(input.carId);
  if (!found) throw new AppError('car_not_found');
  const refusal = periodProblem(bookingTermsOf(found.car), period, now);
  if (refusal) throw new AppError(refusal);
  if ((await holdingPeriods(found.car.id, period)).length) throw new AppError('125');
  const quote = quotePrice(pricingTermsOf(found.car), period, { delivery: input.delivery });
  return { lines: quote.lines, total: quote.total, deposit: quote.deposit, days: quote.days, hours: quote.hours, mode: quote.mode };
}
