import { describe, expect, it } from 'vitest';
import { kyivClock, kyivDateTimeToInstant as kyiv, type Period } from '@/lib/cars/periods';
import type { PriceLine } from './lines';
import { quotePrice } from './quote';
import { calendarDays, MINUTES_PER_DAY, rentalMinutes } from './rental-length';
import type { PricedDiscount, PricingTerms } from './terms';

/** mulberry32: a small deterministic generator, so a failure names a case that can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const chance = (p: number) => next() < p;
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { int, chance, pick };
}
type Random = ReturnType<typeof generator>;

const MINUTE = 60_000;
// The four clock changes of 2026–2027 in Kyiv, where periods are drawn more often.
const CHANGES = ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z', '2027-03-28T01:00:00Z', '2027-10-31T01:00:00Z'].map((at) => new Date(at).getTime());
const FROM = kyiv('2026-01-01T00:00').getTime();
const TO = kyiv('2027-12-31T00:00').getTime();

function discounts(random: Random, day: number): PricedDiscount[] {
  const ranges: PricedDiscount[] = [];
  let from = random.int(1, 6);
  while (from < 29 && random.chance(0.75)) {
    const to = Math.min(29, from + random.int(1, 10));
    // Now and then at or over the daily price, which the pricing caps (validation never lets it in).
    ranges.push({ from_days: from, to_days: to, amount_kop: random.chance(0.05) ? random.int(day, 2 * day) : random.int(1, Math.max(1, day - 1)) });
    from = to + random.int(1, 4);
  }
  return ranges;
}

function terms(random: Random): PricingTerms {
  const day = random.chance(0.5) ? random.int(1, 5000) * 100 : random.int(100, 500_000);
  return {
    pricePerDayKop: day,
    // Mostly an hour a tenth of the day or less (hours then often stay hours), sometimes up to the day.
    pricePerHourKop: random.chance(0.7) ? random.int(1, random.chance(0.8) ? Math.max(1, Math.floor(day / 10)) : day) : null,
    // Up to 40 days' worth: a month above 30 days is allowed, and some invariants do not hold then.
    pricePerMonthKop: random.chance(0.6) ? random.int(day, 40 * day) : null,
    isDailyPrice: random.chance(0.4),
    discounts: random.chance(0.6) ? discounts(random, day) : [],
    delivery: random.pick([
      { offered: true, free: true, priceKop: null },
      { offered: true, free: false, priceKop: random.int(1, 100_000) * 100 },
      { offered: false, free: false, priceKop: null },
    ]),
    deposit: random.chance(0.5) ? { minor: random.int(0, 100_000) * 100, currency: random.pick(['UAH', 'USD', 'EUR'] as const) } : null,
  };
}

function start(random: Random): number {
  // Some at a Kyiv midnight, so whole-day lengths end at one (the half-open end of calendar mode).
  if (random.chance(0.15)) return kyiv(`${new Date(random.int(FROM, TO)).toISOString().slice(0, 10)}T00:00`).getTime();
  const near = random.chance(0.25) ? random.pick(CHANGES) + random.int(-48 * 60, 48 * 60) * MINUTE : random.int(FROM / MINUTE, TO / MINUTE) * MINUTE;
  return random.chance(0.1) ? near + random.int(1, 59_999) : near;
}

function lengthMs(random: Random): number {
  const minutes = random.pick([() => random.int(1, 2 * MINUTES_PER_DAY), () => random.int(1, 35 * MINUTES_PER_DAY), () => random.int(1, 70 * MINUTES_PER_DAY), () => random.int(1, 12) * MINUTES_PER_DAY])();
  return random.chance(0.1) ? minutes * MINUTE - random.int(1, 59_999) : minutes * MINUTE;
}

const CASES = 400;
const cases = (() => {
  const random = generator(20_261_201);
  return Array.from({ length: CASES }, () => {
    const at = start(random);
    const first = lengthMs(random);
    const second = lengthMs(random);
    return { terms: terms(random), period: { start: new Date(at), end: new Date(at + first) }, longer: { start: new Date(at), end: new Date(at + Math.max(first, second)) } };
  });
})();

const describeCase = (terms: PricingTerms, period: Period) => JSON.stringify({ terms, start: period.start.toISOString(), end: period.end.toISOString() });
const undelivered = (terms: PricingTerms, period: Period) => quotePrice(terms, period).total;
const ORDER: PriceLine['kind'][] = ['months', 'days', 'discount', 'hours', 'delivery'];
const monthAtMost30Days = (terms: PricingTerms) => terms.pricePerMonthKop === null || terms.pricePerMonthKop <= 30 * terms.pricePerDayKop;

describe(`invariants over ${CASES} generated cars and periods`, () => {
  it('adds up: whole kopiyky, amount = quantity × unit price, total = sum, never below 0', () => {
    for (const { terms, period } of cases) {
      const name = describeCase(terms, period);
      const quote = quotePrice(terms, period, { delivery: terms.delivery.offered });
      for (const line of quote.lines) {
        expect(Number.isSafeInteger(line.quantity) && line.quantity > 0, name).toBe(true);
        expect(Number.isSafeInteger(line.unit_price) && line.unit_price >= 0, name).toBe(true);
        expect(line.amount, name).toBe((line.kind === 'discount' ? -1 : 1) * line.quantity * line.unit_price);
      }
      expect(quote.total, name).toBe(quote.lines.reduce((sum, line) => sum + line.amount, 0));
      expect(quote.total, name).toBeGreaterThanOrEqual(0);
    }
  });

  it('lists each kind at most once, in order, and only where the rules allow it', () => {
    for (const { terms, period } of cases) {
      const name = describeCase(terms, period);
      const quote = quotePrice(terms, period);
      const kinds = quote.lines.map((line) => line.kind);
      expect(kinds, name).toEqual(ORDER.filter((kind) => kinds.includes(kind)));
      const days = quote.lines.find((line) => line.kind === 'days');
      const discount = quote.lines.find((line) => line.kind === 'discount');
      const hours = quote.lines.find((line) => line.kind === 'hours');
      if (discount) {
        // Off the days line, below 30 days, never more than a day's price a day, never with months.
        expect(days?.quantity, name).toBe(discount.quantity);
        expect(discount.quantity, name).toBeLessThan(30);
        expect(discount.unit_price, name).toBeLessThanOrEqual(terms.pricePerDayKop);
        expect(kinds, name).not.toContain('months');
      }
      if (kinds.includes('months')) expect(terms.pricePerMonthKop, name).not.toBeNull();
      if (days && terms.pricePerMonthKop !== null) {
        // Days that reach a month's price are a month: a days line, after its discount, always costs less.
        expect(days.quantity, name).toBeLessThan(30);
        expect(days.amount + (discount?.amount ?? 0), name).toBeLessThan(terms.pricePerMonthKop);
      }
      if (hours) {
        expect(quote.mode, name).toBe('time');
        expect(hours.quantity, name).toBeLessThanOrEqual(24);
        expect(hours.amount, name).toBeLessThan(terms.pricePerDayKop);
      }
    }
  });

  it('bills at least the rental and less than a day (in time mode, an hour) more', () => {
    for (const { terms, period } of cases) {
      const name = describeCase(terms, period);
      const quote = quotePrice(terms, period);
      if (quote.mode === 'calendar') {
        expect(quote.days, name).toBe(calendarDays(period));
        expect(quote.hours, name).toBe(0);
        continue;
      }
      const minutes = rentalMinutes(period);
      const billed = quote.days * MINUTES_PER_DAY + quote.hours * 60;
      expect(billed, name).toBeGreaterThanOrEqual(minutes);
      expect(billed, name).toBeLessThan(minutes + (quote.hours > 0 ? 60 : MINUTES_PER_DAY));
    }
  });

  it('measures as the Kyiv clock reads (kyivClock as an independent reading)', () => {
    const wall = (instant: Date) => {
      const { date, minuteOfDay } = kyivClock(instant);
      return Date.parse(`${date}T00:00:00Z`) + Math.round(minuteOfDay * MINUTE);
    };
    for (const { terms, period } of cases) {
      const name = describeCase(terms, period);
      const lastMs = new Date(period.end.getTime() - 1);
      const dates = (Date.parse(`${kyivClock(lastMs).date}T00:00:00Z`) - Date.parse(`${kyivClock(period.start).date}T00:00:00Z`)) / (MINUTES_PER_DAY * MINUTE) + 1;
      expect(calendarDays(period), name).toBe(dates);
      const length = wall(period.end) - wall(period.start);
      expect(rentalMinutes(period), name).toBe(Math.ceil((length > 0 ? length : period.end.getTime() - period.start.getTime()) / MINUTE));
    }
  });

  it('counts at least as many calendar days as the days the rental begins', () => {
    for (const { terms, period } of cases) {
      expect(calendarDays(period), describeCase(terms, period)).toBeGreaterThanOrEqual(Math.ceil(rentalMinutes(period) / MINUTES_PER_DAY));
    }
  });

  it('never costs more than the daily price for each day begun, unless the month costs more than 30 days', () => {
    for (const { terms, period } of cases.filter((each) => monthAtMost30Days(each.terms))) {
      const begun = terms.isDailyPrice ? calendarDays(period) : Math.ceil(rentalMinutes(period) / MINUTES_PER_DAY);
      expect(undelivered(terms, period), describeCase(terms, period)).toBeLessThanOrEqual(begun * terms.pricePerDayKop);
    }
  });

  it('never costs more for a discount, or for a monthly price of at most 30 days', () => {
    for (const { terms, period } of cases) {
      const name = describeCase(terms, period);
      const total = undelivered(terms, period);
      expect(total, name).toBeLessThanOrEqual(undelivered({ ...terms, discounts: [] }, period));
      if (monthAtMost30Days(terms)) expect(total, name).toBeLessThanOrEqual(undelivered({ ...terms, pricePerMonthKop: null }, period));
    }
  });

  it('adds delivery exactly, or refuses it; keeps the deposit out of the total', () => {
    for (const { terms, period } of cases) {
      const name = describeCase(terms, period);
      const plain = quotePrice(terms, period);
      expect(plain.deposit, name).toEqual(terms.deposit && terms.deposit.minor > 0 ? { amount: terms.deposit.minor, currency: terms.deposit.currency } : null);
      expect(quotePrice({ ...terms, deposit: null }, period).total, name).toBe(plain.total);
      if (!terms.delivery.offered) {
        expect(() => quotePrice(terms, period, { delivery: true }), name).toThrow('delivery_unavailable');
        continue;
      }
      const price = terms.delivery.free ? 0 : terms.delivery.priceKop!;
      expect(quotePrice(terms, period, { delivery: true }).total, name).toBe(plain.total + price);
    }
  });

  it('never costs less for a longer rental when no discount applies, in calendar mode or without a monthly price', () => {
    for (const { terms, period, longer } of cases) {
      const plain = { ...terms, discounts: [] };
      const name = `${describeCase(plain, period)} longer ${longer.end.toISOString()}`;
      // Calendar days grow with the end; the wall-clock length does not (it steps back in the repeated autumn hour).
      if (plain.isDailyPrice) expect(undelivered(plain, period), name).toBeLessThanOrEqual(undelivered(plain, longer));
      else if (plain.pricePerMonthKop === null) {
        const [shorter, other] = rentalMinutes(period) <= rentalMinutes(longer) ? [period, longer] : [longer, period];
        expect(undelivered(plain, shorter), name).toBeLessThanOrEqual(undelivered(plain, other));
      }
    }
  });
});

describe('where a longer rental may cost less (the rules accept it; docs/pricing.md says why)', () => {
  const base: PricingTerms = { pricePerHourKop: 40_00, pricePerDayKop: 1000_00, pricePerMonthKop: null, isDailyPrice: false, discounts: [], delivery: { offered: false, free: false, priceKop: null }, deposit: null };
  const period = (start: string, end: string) => ({ start: kyiv(start), end: kyiv(end) });

  it('a discount that starts at a longer rental', () => {
    const tiers = { ...base, discounts: [{ from_days: 4, to_days: 7, amount_kop: 500_00 }] };
    expect(undelivered(tiers, period('2026-12-01T10:00', '2026-12-04T10:00'))).toBe(3000_00);
    expect(undelivered(tiers, period('2026-12-01T10:00', '2026-12-05T10:00'))).toBe(2000_00);
  });


  it('a wall clock that steps back in the repeated autumn hour', () => {
    // From Saturday 10:00: to 03:50 summer time is 17:50 on the clock; to 03:00 winter time, 10 minutes later, 17:00.
    const from = kyiv('2026-10-24T10:00');
    expect(undelivered(base, { start: from, end: new Date('2026-10-25T00:50:00Z') })).toBe(18 * 40_00);
    expect(undelivered(base, { start: from, end: new Date('2026-10-25T01:10:00Z') })).toBe(18 * 40_00);
    expect(undelivered(base, { start: from, end: new Date('2026-10-25T01:00:00Z') })).toBe(17 * 40_00);
  });
});
