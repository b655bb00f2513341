import { describe, expect, it } from 'vitest';
import { bookingTermsOf, type CarBookingColumns, type CarPricingColumns, pricingTermsOf } from './car-terms';

const car: CarPricingColumns & CarBookingColumns = {
  pricePerHourKop: null,
  pricePerDayKop: 1200_00,
  pricePerMonthKop: 28_000_00,
  isDailyPrice: false,
  discounts: [{ from_days: 3, to_days: 6, amount_kop: 100_00 }],
  deliveryOffered: null,
  deliveryFree: false,
  deliveryPriceKop: null,
  depositMinor: 0,
  depositCurrency: 'UAH',
  minTermDays: 1,
  maxTermDays: 30,
  schedule: { '0': { from: '08:00', to: '21:00' } },
  minNoticeHours: 2,
};

describe('the terms of a car row', () => {
  it('maps the pricing columns', () => {
    expect(pricingTermsOf(car)).toEqual({
      pricePerHourKop: null,
      pricePerDayKop: 1200_00,
      pricePerMonthKop: 28_000_00,
      isDailyPrice: false,
      discounts: [{ from_days: 3, to_days: 6, amount_kop: 100_00 }],
      delivery: { offered: false, free: false, priceKop: null },
      deposit: null,
    });
  });

  it.each([
    ['offered and priced', { deliveryOffered: true, deliveryPriceKop: 300_00 }, { offered: true, free: false, priceKop: 300_00 }],
    ['offered free', { deliveryOffered: true, deliveryFree: true }, { offered: true, free: true, priceKop: null }],
    ['not offered', { deliveryOffered: false }, { offered: false, free: false, priceKop: null }],
  ])('reads delivery %s', (_, columns, delivery) => {
    expect(pricingTermsOf({ ...car, ...columns }).delivery).toEqual(delivery);
  });

  it.each([
    [null, null, null],
    [0, 'USD', null],
    [300_00, 'USD', { minor: 300_00, currency: 'USD' }],
    [5000_00, 'UAH', { minor: 5000_00, currency: 'UAH' }],
  ])('reads a deposit of %s %s', (minor, currency, deposit) => {
    expect(pricingTermsOf({ ...car, depositMinor: minor, depositCurrency: currency }).deposit).toEqual(deposit);
  });

  it('refuses a car that cannot be priced (a draft, an unknown currency)', () => {
    expect(() => pricingTermsOf({ ...car, pricePerDayKop: null })).toThrow(RangeError);
    expect(() => pricingTermsOf({ ...car, depositMinor: 100_00, depositCurrency: 'GBP' })).toThrow(RangeError);
    expect(() => pricingTermsOf({ ...car, depositMinor: 100_00, depositCurrency: null })).toThrow(RangeError);
  });

  it('maps the booking columns, refusing a car without terms', () => {
    expect(bookingTermsOf(car)).toEqual({ minTermDays: 1, maxTermDays: 30, isDailyPrice: false, schedule: car.schedule, minNoticeHours: 2 });
    expect(() => bookingTermsOf({ ...car, maxTermDays: null })).toThrow(RangeError);
  });
});
