import { describe, expect, it } from 'vitest';
import { kyivDateTimeToInstant as kyiv } from '@/lib/cars/periods';
import { AppError } from '@/lib/errors/app-error';
import type { PriceLine } from './lines';
import { type Quote, quotePrice } from './quote';
import type { PricingTerms } from './terms';

/** The car of docs/pricing.md's worked examples. */
const octavia: PricingTerms = {
  pricePerHourKop: 150_00,
  pricePerDayKop: 1200_00,
  pricePerMonthKop: 28_000_00,
  isDailyPrice: false,
  discounts: [
    { from_days: 3, to_days: 6, amount_kop: 100_00 },
    { from_days: 7, to_days: 29, amount_kop: 200_00 },
  ],
  delivery: { offered: true, free: false, priceKop: 300_00 },
  deposit: { minor: 300_00, currency: 'USD' },
};
const calendarOctavia: PricingTerms = { ...octavia, isDailyPrice: true };

const period = (start: string, end: string) => ({ start: kyiv(start), end: kyiv(end) });
const line = (kind: PriceLine['kind'], quantity: number, unit: number): PriceLine =>
  kind === 'discount' ? { kind, quantity, unit_price: unit, amount: -quantity * unit } : ({ kind, quantity, unit_price: unit, amount: quantity * unit } as PriceLine);

/** Every quote in these tests is also checked for its arithmetic. */
function quote(terms: PricingTerms, start: string, end: string, options?: { delivery?: boolean }): Quote {
  const result = quotePrice(terms, period(start, end), options);
  for (const each of result.lines) expect(each.amount).toBe((each.kind === 'discount' ? -1 : 1) * each.quantity * each.unit_price);
  expect(result.total).toBe(result.lines.reduce((sum, each) => sum + each.amount, 0));
  return result;
}

function errorCode(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return undefined;
}

describe('the worked examples of docs/pricing.md', () => {
  it.each([
    ['5 hours', octavia, '2026-12-04T10:00', '2026-12-04T15:00', [line('hours', 5, 150_00)], 750_00],
    ['9 hours (they would cost more than the day)', octavia, '2026-12-04T09:00', '2026-12-04T18:00', [line('days', 1, 1200_00)], 1200_00],
    ['2 days 3 hours', octavia, '2026-12-04T10:00', '2026-12-06T13:00', [line('days', 2, 1200_00), line('hours', 3, 150_00)], 2850_00],
    ['3 days 10 hours (the hours become a 4th day)', octavia, '2026-12-04T09:00', '2026-12-07T19:00', [line('days', 4, 1200_00), line('discount', 4, 100_00)], 4400_00],
    ['25 days', octavia, '2026-12-01T10:00', '2026-12-26T10:00', [line('days', 25, 1200_00), line('discount', 25, 200_00)], 25_000_00],
    ['28 days (the discounted days reach the month)', octavia, '2026-12-01T10:00', '2026-12-29T10:00', [line('months', 1, 28_000_00)], 28_000_00],
    ['45 days', octavia, '2026-12-01T10:00', '2027-01-15T10:00', [line('months', 1, 28_000_00), line('days', 15, 1200_00)], 46_000_00],
    ['55 days (25 days left reach a month)', octavia, '2026-12-01T10:00', '2027-01-25T10:00', [line('months', 2, 28_000_00)], 56_000_00],
    ['Friday 18:00 → Sunday 10:00 by the hour', octavia, '2026-12-04T18:00', '2026-12-06T10:00', [line('days', 2, 1200_00)], 2400_00],
    ['Friday 18:00 → Sunday 10:00 in calendar days', calendarOctavia, '2026-12-04T18:00', '2026-12-06T10:00', [line('days', 3, 1200_00), line('discount', 3, 100_00)], 3300_00],
    ['Saturday 10:00 → Sunday 10:00 over the spring change (23 hours)', octavia, '2026-03-28T10:00', '2026-03-29T10:00', [line('days', 1, 1200_00)], 1200_00],
  ])('%s', (_, terms, start, end, lines, total) => {
    const result = quote(terms, start, end);
    expect(result.lines).toEqual(lines);
    expect(result.total).toBe(total);
    expect(result.deposit).toEqual({ amount: 300_00, currency: 'USD' });
  });

  it('10 days with delivery', () => {
    const result = quote(octavia, '2026-12-01T10:00', '2026-12-11T10:00', { delivery: true });
    expect(result.lines).toEqual([line('days', 10, 1200_00), line('discount', 10, 200_00), line('delivery', 1, 300_00)]);
    expect(result.total).toBe(10_300_00);
  });
});

describe('a quote', () => {
  it('lists months, days, the discount, hours and delivery in that order', () => {
    const result = quote(octavia, '2026-12-01T10:00', '2027-01-01T13:00', { delivery: true });
    expect(result).toEqual({
      mode: 'time',
      days: 31,
      hours: 3,
      lines: [line('months', 1, 28_000_00), line('days', 1, 1200_00), line('hours', 3, 150_00), line('delivery', 1, 300_00)],
      total: 28_000_00 + 1200_00 + 450_00 + 300_00,
      deposit: { amount: 300_00, currency: 'USD' },
    });
    const withDiscount = quote(octavia, '2026-12-01T10:00', '2026-12-04T12:00', { delivery: true });
    expect(withDiscount.lines.map((each) => each.kind)).toEqual(['days', 'discount', 'hours', 'delivery']);
    expect(withDiscount.total).toBe(3 * 1100_00 + 2 * 150_00 + 300_00);
  });

  it('says what it billed: days before months were taken out, and hours', () => {
    expect(quote(octavia, '2026-12-04T10:00', '2026-12-04T15:00')).toMatchObject({ mode: 'time', days: 0, hours: 5 });
    expect(quote(octavia, '2026-12-01T10:00', '2027-01-15T10:00')).toMatchObject({ mode: 'time', days: 45, hours: 0 });
    expect(quote(calendarOctavia, '2026-12-04T18:00', '2026-12-06T10:00')).toMatchObject({ mode: 'calendar', days: 3, hours: 0 });
  });

  it('keeps exact kopiyky', () => {
    const odd: PricingTerms = { ...octavia, pricePerHourKop: 33_33, pricePerDayKop: 999_99, pricePerMonthKop: 20_000_01, discounts: [{ from_days: 2, to_days: 29, amount_kop: 1_01 }] };
    expect(quote(odd, '2026-12-01T10:00', '2026-12-03T12:30').total).toBe(2 * 999_99 - 2 * 1_01 + 3 * 33_33);
    expect(quote(odd, '2026-12-01T10:00', '2027-01-01T10:00').total).toBe(20_000_01 + 999_99);
  });
});

describe('calendar mode', () => {
  it.each([
    ['the same day', '2026-12-01T10:00', '2026-12-01T12:00', 1],
    ['across midnight', '2026-12-01T22:00', '2026-12-02T02:00', 2],
    ['to exactly 00:00', '2026-12-01T10:00', '2026-12-02T00:00', 1],
    ['a whole day, midnight to midnight', '2026-12-01T00:00', '2026-12-02T00:00', 1],
    ['10:00 → 10:00', '2026-12-01T10:00', '2026-12-02T10:00', 2],
    ['the spring Sunday 2026, midnight to midnight', '2026-03-29T00:00', '2026-03-30T00:00', 1],
    ['across the spring change 2026', '2026-03-28T20:00', '2026-03-29T08:00', 2],
    ['the spring Sunday 2027, midnight to midnight', '2027-03-28T00:00', '2027-03-29T00:00', 1],
    ['across the spring change 2027', '2027-03-27T20:00', '2027-03-28T08:00', 2],
    ['the autumn Sunday 2026, midnight to midnight', '2026-10-25T00:00', '2026-10-26T00:00', 1],
    ['across the autumn change 2026', '2026-10-24T20:00', '2026-10-25T08:00', 2],
    ['the autumn Sunday 2027, midnight to midnight', '2027-10-31T00:00', '2027-11-01T00:00', 1],
    ['across the autumn change 2027', '2027-10-30T20:00', '2027-10-31T08:00', 2],
  ])('%s is %i days and no hours, whatever the hourly price', (_, start, end, days) => {
    const result = quote({ ...calendarOctavia, discounts: [] }, start, end);
    expect(result.lines).toEqual([line('days', days, 1200_00)]);
    expect(result).toMatchObject({ mode: 'calendar', days, hours: 0 });
  });

  it('takes months, the month cap and discounts as time mode does', () => {
    expect(quote(calendarOctavia, '2026-12-01T10:00', '2026-12-30T09:00').lines).toEqual([line('months', 1, 28_000_00)]);
    expect(quote(calendarOctavia, '2026-12-01T10:00', '2027-01-04T09:00').lines).toEqual([line('months', 1, 28_000_00), line('days', 5, 1200_00)]);
    expect(quote(calendarOctavia, '2026-12-01T10:00', '2026-12-07T09:00').lines).toEqual([line('days', 7, 1200_00), line('discount', 7, 200_00)]);
  });
});

describe('time mode across the clock changes', () => {
  it.each([
    ['spring 2026 (23 real hours)', '2026-03-28T10:00', '2026-03-29T10:00'],
    ['spring 2027 (23 real hours)', '2027-03-27T10:00', '2027-03-28T10:00'],
    ['autumn 2026 (25 real hours)', '2026-10-24T10:00', '2026-10-25T10:00'],
    ['autumn 2027 (25 real hours)', '2027-10-30T10:00', '2027-10-31T10:00'],
  ])('10:00 → 10:00 over the %s is one day', (_, start, end) => {
    expect(quote(octavia, start, end).lines).toEqual([line('days', 1, 1200_00)]);
  });

  it('bills the wall clock within the day of a change', () => {
    // 02:00 → 05:00 on 29 March 2026 is two real hours; 02:00 → 05:00 on 25 October 2026 four.
    expect(quote(octavia, '2026-03-29T02:00', '2026-03-29T05:00').lines).toEqual([line('hours', 3, 150_00)]);
    expect(quote(octavia, '2026-10-25T02:00', '2026-10-25T05:00').lines).toEqual([line('hours', 3, 150_00)]);
  });

  it('bills the real length when the autumn clock goes back', () => {
    // 03:50 summer time → 03:10 winter time: 20 real minutes.
    const result = quotePrice(octavia, { start: new Date('2026-10-25T00:50:00Z'), end: new Date('2026-10-25T01:10:00Z') });
    expect(result.lines).toEqual([line('hours', 1, 150_00)]);
  });
});

describe('delivery', () => {
  const tenHours = ['2026-12-01T08:00', '2026-12-01T18:00'] as const;

  it('is a line only when asked for', () => {
    expect(quote(octavia, ...tenHours).lines.some((each) => each.kind === 'delivery')).toBe(false);
    expect(quote(octavia, ...tenHours, { delivery: false }).lines.some((each) => each.kind === 'delivery')).toBe(false);
  });

  it.each([
    ['priced', { offered: true, free: false, priceKop: 300_00 }, 300_00],
    ['free', { offered: true, free: true, priceKop: null }, 0],
    ['free, whatever price was left', { offered: true, free: true, priceKop: 500_00 }, 0],
  ])('%s adds its one-way price', (_, offer, price) => {
    const without = quote({ ...octavia, delivery: offer }, ...tenHours);
    const withIt = quote({ ...octavia, delivery: offer }, ...tenHours, { delivery: true });
    expect(withIt.lines.at(-1)).toEqual(line('delivery', 1, price));
    expect(withIt.total).toBe(without.total + price);
  });

  it.each([
    ['not offered', { offered: false, free: false, priceKop: null }],
    ['not offered, whatever was left', { offered: false, free: true, priceKop: 300_00 }],
    ['offered without a price', { offered: true, free: false, priceKop: null }],
  ])('%s is delivery_unavailable', (_, offer) => {
    expect(errorCode(() => quotePrice({ ...octavia, delivery: offer }, period(...tenHours), { delivery: true }))).toBe('delivery_unavailable');
    expect(quotePrice({ ...octavia, delivery: offer }, period(...tenHours)).total).toBe(1200_00);
  });
});

describe('the deposit', () => {
  it.each([
    ['none', null, null],
    ['0', { minor: 0, currency: 'UAH' as const }, null],
    ['hryvnias', { minor: 5000_00, currency: 'UAH' as const }, { amount: 5000_00, currency: 'UAH' }],
    ['dollars', { minor: 300_00, currency: 'USD' as const }, { amount: 300_00, currency: 'USD' }],
    ['euros', { minor: 250_50, currency: 'EUR' as const }, { amount: 250_50, currency: 'EUR' }],
  ])('%s is held beside the total, never in it', (_, deposit, expected) => {
    const result = quote({ ...octavia, deposit }, '2026-12-01T10:00', '2026-12-02T10:00');
    expect(result.deposit).toEqual(expected);
    expect(result.total).toBe(1200_00);
  });
});

describe('faults', () => {
  it('refuses an empty period', () => {
    expect(() => quotePrice(octavia, period('2026-12-01T10:00', '2026-12-01T10:00'))).toThrow(RangeError);
  });

  it.each([
    ['a fractional day price', { pricePerDayKop: 100.5 }],
    ['a negative hour price', { pricePerHourKop: -1 }],
    ['a fractional discount', { discounts: [{ from_days: 1, to_days: 3, amount_kop: 0.5 }] }],
    ['a NaN month price', { pricePerMonthKop: Number.NaN }],
  ])('refuses %s', (_, change) => {
    expect(() => quotePrice({ ...octavia, ...change }, period('2026-12-01T10:00', '2026-12-02T10:00'))).toThrow(RangeError);
  });
});

describe('hours after days never push the rest of a rental past a month', () => {
  const terms: PricingTerms = { pricePerHourKop: 40_00, pricePerDayKop: 1000_00, pricePerMonthKop: 29_500_00, isDailyPrice: false, discounts: [], delivery: { offered: false, free: false, priceKop: null }, deposit: null };
  const at = (local: string) => kyiv(local);

  it.each([
    // 29 days (29 000) and 23 hours (920) would be 29 920: one month (29 500) instead.
    ['29 days 23 hours', '2026-12-01T10:00', '2026-12-31T09:00', [{ kind: 'months', quantity: 1 }], 29_500_00],
    // 29 days and 12 hours: 29 480, still under the month.
    ['29 days 12 hours', '2026-12-01T10:00', '2026-12-30T22:00', [{ kind: 'days', quantity: 29 }, { kind: 'hours', quantity: 12 }], 29_480_00],
    // 1 month, 29 days and 23 hours: the rest (29 920) becomes a second month.
    ['59 days 23 hours', '2026-12-01T10:00', '2027-01-30T09:00', [{ kind: 'months', quantity: 2 }], 59_000_00],
  ])('%s', (_name, start, end, lines, total) => {
    const quote = quotePrice(terms, { start: at(start), end: at(end) });
    expect(quote.lines.map(({ kind, quantity }) => ({ kind, quantity }))).toEqual(lines);
    expect(quote.total).toBe(total);
  });
});
