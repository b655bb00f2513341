import { describe, expect, it } from 'vitest';
import { depositInKop } from './deposit';

const rates = { USD: 41_37, EUR: 48_05 };

describe('depositInKop', () => {
  it('holds a hryvnia deposit as it is', () => {
    expect(depositInKop(5_000_00, 'UAH', rates)).toEqual({ kop: 5_000_00, rateKop: null });
  });

  it('converts dollars and euros at the operator rate, to the nearest kopiyka', () => {
    expect(depositInKop(300_00, 'USD', rates)).toEqual({ kop: 12_411_00, rateKop: 41_37 });
    // 0.01 € × 48.05 ₴ = 0.4805 ₴ → 48 kopiyky
    expect(depositInKop(1, 'EUR', rates)).toEqual({ kop: 48, rateKop: 48_05 });
    expect(depositInKop(3, 'EUR', rates)).toEqual({ kop: 144, rateKop: 48_05 });
  });

  it('holds nothing without a deposit', () => {
    expect(depositInKop(null, 'UAH', rates)).toBeNull();
    expect(depositInKop(0, 'USD', rates)).toBeNull();
    expect(depositInKop(100, null, rates)).toBeNull();
  });

  it('refuses a currency or a rate it cannot use', () => {
    expect(() => depositInKop(100, 'GBP', rates)).toThrow(RangeError);
    expect(() => depositInKop(100, 'USD', { USD: 0, EUR: 1 })).toThrow(RangeError);
  });
});
