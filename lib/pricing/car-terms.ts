import { DEPOSIT_CURRENCIES, type DepositCurrency } from '@/lib/cars/dictionary';
import type { TWeeklySchedule } from '@/lib/cars/schedule';
import type { BookingTerms } from './period-problem';
import type { PricedDiscount, PricingTerms } from './terms';

/**
 * A car row's columns the price and the booking checks read (the shape of the `cars` table), so
 * the catalog, the price call and bookings build the terms one way and quote the same total.
 */
export type CarPricingColumns = {
  pricePerHourKop: number | null;
  pricePerDayKop: number | null;
  pricePerMonthKop: number | null;
  isDailyPrice: boolean;
  discounts: readonly PricedDiscount[];
  deliveryOffered: boolean | null;
  deliveryFree: boolean;
  deliveryPriceKop: number | null;
  depositMinor: number | null;
  depositCurrency: string | null;
};

export type CarBookingColumns = {
  minTermDays: number | null;
  maxTermDays: number | null;
  isDailyPrice: boolean;
  schedule: TWeeklySchedule;
  minNoticeHours: number;
};

const isDepositCurrency = (value: string | null): value is DepositCurrency => DEPOSIT_CURRENCIES.includes(value as DepositCurrency);

/** The pricing terms of a listed car (its CHECKs guarantee a daily price; a draft has none to quote). */
export function pricingTermsOf(car: CarPricingColumns): PricingTerms {
  if (car.pricePerDayKop === null) throw new RangeError('A car without a daily price cannot be priced');
  const depositMinor = car.depositMinor ?? 0;
  if (depositMinor > 0 && !isDepositCurrency(car.depositCurrency)) throw new RangeError(`Unknown deposit currency: ${car.depositCurrency}`);
  return {
    pricePerHourKop: car.pricePerHourKop,
    pricePerDayKop: car.pricePerDayKop,
    pricePerMonthKop: car.pricePerMonthKop,
    isDailyPrice: car.isDailyPrice,
    discounts: car.discounts,
    delivery: { offered: car.deliveryOffered === true, free: car.deliveryFree, priceKop: car.deliveryPriceKop },
    deposit: depositMinor > 0 ? { minor: depositMinor, currency: car.depositCurrency as DepositCurrency } : null,
  };
}

/** The booking terms of a listed car (its CHECKs guarantee both terms). */
export function bookingTermsOf(car: CarBookingColumns): BookingTerms {
  if (car.minTermDays === null || car.maxTermDays === null) throw new RangeError('A car without terms cannot be booked');
  return { minTermDays: car.minTermDays, maxTermDays: car.maxTermDays, isDailyPrice: car.isDailyPrice, schedule: car.schedule, minNoticeHours: car.minNoticeHours };
}
