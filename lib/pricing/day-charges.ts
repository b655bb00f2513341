import { chargeLine, discountLine, type PriceLine } from './lines';
import type { PricingTerms } from './terms';

/** A month is 30 days: the monthly price takes over from 30 days, and discount ranges end at 29. */
export const DAYS_PER_MONTH = 30;

type DayPrices = Pick<PricingTerms, 'pricePerDayKop' | 'pricePerMonthKop' | 'discounts'>;

/**
 * Kopiyky off each day of a `days`-day rental: the range containing `days` (both ends inclusive),
 * never more than the daily price (a day never costs less than nothing), none from a month on.
 */
export function discountPerDay(days: number, prices: DayPrices): number {
  if (days >= DAYS_PER_MONTH) return 0;
  const range = prices.discounts.find((discount) => discount.from_days <= days && days <= discount.to_days);
  return Math.min(range?.amount_kop ?? 0, prices.pricePerDayKop);
}

/**
 * The lines for `days` whole days (docs/pricing.md "Days → money"). With a monthly price, days
 * never cost more than a month: whole months first, and the days left over (or, under 30 days, the
 * discounted days) become one more month once they reach its price.
 */
export function dayCharges(days: number, prices: DayPrices): PriceLine[] {
  if (days <= 0) return [];
  const { pricePerDayKop: day, pricePerMonthKop: month } = prices;
  if (month !== null && days >= DAYS_PER_MONTH) {
    const months = Math.floor(days / DAYS_PER_MONTH);
    const rest = days - months * DAYS_PER_MONTH;
    if (rest === 0) return [chargeLine('months', months, month)];
    if (rest * day >= month) return [chargeLine('months', months + 1, month)];
    return [chargeLine('months', months, month), chargeLine('days', rest, day)];
  }
  const off = discountPerDay(days, prices);
  if (month !== null && days * (day - off) >= month) return [chargeLine('months', 1, month)];
  const lines: PriceLine[] = [chargeLine('days', days, day)];
  if (off > 0) lines.push(discountLine(days, off));
  return lines;
}

/**
 * With a monthly price, what follows the whole months — days, their discount and extra hours —
 * never costs more than one more month (docs/pricing.md "Days → money"): 29 days and 23 hours
 * are never dearer than 30 days. `dayCharges` caps the days alone; this runs once the hours are in.
 */
export function capAtMonth(lines: PriceLine[], month: number | null): PriceLine[] {
  if (month === null) return lines;
  const months = lines.filter((line) => line.kind === 'months').reduce((sum, line) => sum + line.quantity, 0);
  const tail = lines.filter((line) => line.kind !== 'months').reduce((sum, line) => sum + line.amount, 0);
  return tail > 0 && tail >= month ? [chargeLine('months', months + 1, month)] : lines;
}
