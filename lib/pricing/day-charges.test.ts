import { describe, expect, it } from 'vitest';
import { dayCharges, discountPerDay } from './day-charges';
import type { PricedDiscount } from './terms';

const DAY = 1000_00;
const prices = (month: number | null, discounts: PricedDiscount[] = []) => ({ pricePerDayKop: DAY, pricePerMonthKop: month, discounts });
const days = (quantity: number, unit = DAY) => ({ kind: 'days', quantity, unit_price: unit, amount: quantity * unit });
const months = (quantity: number, unit: number) => ({ kind: 'months', quantity, unit_price: unit, amount: quantity * unit });
const off = (quantity: number, unit: number) => ({ kind: 'discount', quantity, unit_price: unit, amount: -quantity * unit });

describe('days and months', () => {
  it('charges nothing for no days (a rental of hours only)', () => {
    expect(dayCharges(0, prices(25_000_00))).toEqual([]);
  });

  it.each([
    [1, [days(1)]],
    [29, [days(29)]],
    [30, [days(30)]],
    [31, [days(31)]],
    [59, [days(59)]],
    [60, [days(60)]],
    [61, [days(61)]],
    [365, [days(365)]],
  ])('without a monthly price, %i days are days', (count, lines) => {
    expect(dayCharges(count, prices(null))).toEqual(lines);
  });

  // A month at 25 000: 25 days reach it, so from 25 days a month is never dearer.
  const MONTH = 25_000_00;
  it.each([
    [24, [days(24)]],
    [25, [months(1, MONTH)]],
    [29, [months(1, MONTH)]],
    [30, [months(1, MONTH)]],
    [31, [months(1, MONTH), days(1)]],
    [54, [months(1, MONTH), days(24)]],
    [55, [months(2, MONTH)]],
    [59, [months(2, MONTH)]],
    [60, [months(2, MONTH)]],
    [61, [months(2, MONTH), days(1)]],
    [90, [months(3, MONTH)]],
    [365, [months(12, MONTH), days(5)]],
  ])('with a monthly price of 25 days, %i days', (count, lines) => {
    expect(dayCharges(count, prices(MONTH))).toEqual(lines);
  });

  // The host's month (35 000) is dearer than 30 days (30 000): still the month from 30 days on.
  const DEAR_MONTH = 35_000_00;
  it.each([
    [29, [days(29)]],
    [30, [months(1, DEAR_MONTH)]],
    [31, [months(1, DEAR_MONTH), days(1)]],
    [59, [months(1, DEAR_MONTH), days(29)]],
    [60, [months(2, DEAR_MONTH)]],
    [61, [months(2, DEAR_MONTH), days(1)]],
  ])('with a monthly price above 30 days, %i days', (count, lines) => {
    expect(dayCharges(count, prices(DEAR_MONTH))).toEqual(lines);
  });

  it.each([
    // The month exactly at 30 days: the 30th day reaches it.
    [29, [days(29)]],
    [30, [months(1, 30 * DAY)]],
    [59, [months(1, 30 * DAY), days(29)]],
    [60, [months(2, 30 * DAY)]],
  ])('with a monthly price of exactly 30 days, %i days', (count, lines) => {
    expect(dayCharges(count, prices(30 * DAY))).toEqual(lines);
  });
});

describe('discounts', () => {
  // Gaps at 4 and at 8–9.
  const ranges: PricedDiscount[] = [
    { from_days: 1, to_days: 3, amount_kop: 50_00 },
    { from_days: 5, to_days: 7, amount_kop: 100_00 },
    { from_days: 10, to_days: 29, amount_kop: 200_00 },
  ];
  it.each([
    [1, 50_00],
    [2, 50_00],
    [3, 50_00],
    [4, 0],
    [5, 100_00],
    [6, 100_00],
    [7, 100_00],
    [8, 0],
    [9, 0],
    [10, 200_00],
    [28, 200_00],
    [29, 200_00],
    [30, 0],
    [31, 0],
  ])('%i days get %i kopiyky off each day', (count, perDay) => {
    expect(discountPerDay(count, prices(null, ranges))).toBe(perDay);
    expect(dayCharges(count, prices(null, ranges))).toEqual(perDay ? [days(count), off(count, perDay)] : [days(count)]);
  });

  it.each([1, 2, 15, 28, 29])('a range 1–29 covers %i days', (count) => {
    expect(dayCharges(count, prices(null, [{ from_days: 1, to_days: 29, amount_kop: 1_00 }]))).toEqual([days(count), off(count, 1_00)]);
  });

  it('never applies from 30 days, with or without a monthly price', () => {
    const wide = [{ from_days: 1, to_days: 29, amount_kop: 100_00 }];
    expect(dayCharges(30, prices(null, wide))).toEqual([days(30)]);
    expect(dayCharges(31, prices(40_000_00, wide))).toEqual([months(1, 40_000_00), days(1)]);
  });

  it('stops at 29 days even for a range stored past them', () => {
    const stale = [{ from_days: 20, to_days: 40, amount_kop: 100_00 }];
    expect(discountPerDay(29, prices(null, stale))).toBe(100_00);
    expect(discountPerDay(30, prices(null, stale))).toBe(0);
  });

  it('never takes more than the daily price off a day', () => {
    const tooMuch = [{ from_days: 1, to_days: 5, amount_kop: 1500_00 }];
    expect(discountPerDay(3, prices(null, tooMuch))).toBe(DAY);
    expect(dayCharges(3, prices(null, tooMuch))).toEqual([days(3), off(3, DAY)]);
  });

  it.each([
    // 1000 a day, 100 off from 20 days, a month at 25 000: 27 days cost 24 300, 28 days would be 25 200.
    [27, [days(27), off(27, 100_00)]],
    [28, [months(1, 25_000_00)]],
    [29, [months(1, 25_000_00)]],
  ])('never cost more than a month after the discount: %i days', (count, lines) => {
    expect(dayCharges(count, prices(25_000_00, [{ from_days: 20, to_days: 29, amount_kop: 100_00 }]))).toEqual(lines);
  });

  it('lets a discount keep the days under the month where the full price would not be', () => {
    // 26 days at 1000 would be 26 000 > 25 000; with 100 off they are 23 400.
    expect(dayCharges(26, prices(25_000_00, [{ from_days: 20, to_days: 29, amount_kop: 100_00 }]))).toEqual([days(26), off(26, 100_00)]);
    expect(dayCharges(26, prices(25_000_00))).toEqual([months(1, 25_000_00)]);
  });
});
