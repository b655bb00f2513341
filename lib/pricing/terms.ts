import type { DepositCurrency } from '@/lib/cars/dictionary';

/** A long-rental discount as cars store it: days inclusive at both ends, kopiyky off the daily price per day. */
export type PricedDiscount = { from_days: number; to_days: number; amount_kop: number };

/** What a car's price depends on. Every amount in kopiyky (the deposit in minor units of its currency). */
export type PricingTerms = {
  pricePerHourKop: number | null;
  pricePerDayKop: number;
  pricePerMonthKop: number | null;
  /** "Count calendar days only": whole Kyiv dates, no hours. */
  isDailyPrice: boolean;
  discounts: readonly PricedDiscount[];
  delivery: { offered: boolean; free: boolean; priceKop: number | null };
  deposit: { minor: number; currency: DepositCurrency } | null;
};
