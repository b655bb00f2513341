import { describe, expect, it } from 'vitest';
import { kopOfWayforpayAmount, wayforpayAmount } from './amount';

describe('WayForPay amounts', () => {
  it('sends the shortest decimal of the kopiyky', () => {
    expect(wayforpayAmount(140_000)).toBe('1400');
    expect(wayforpayAmount(154_736)).toBe('1547.36');
    expect(wayforpayAmount(154_730)).toBe('1547.3');
    expect(wayforpayAmount(100)).toBe('1');
    expect(wayforpayAmount(5)).toBe('0.05');
    expect(wayforpayAmount(50)).toBe('0.5');
    expect(wayforpayAmount(0)).toBe('0');
    expect(wayforpayAmount(99_999_999_99)).toBe('99999999.99');
  });

  it('is the text JavaScript prints for the number, so the JSON number sent is the text signed', () => {
    for (let kop = 0; kop < 20_000; kop += 1) {
      const text = wayforpayAmount(kop * 97 + 3);
      expect(JSON.stringify(Number(text))).toBe(text);
    }
  });

  it('refuses what is not whole kopiyky', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) expect(() => wayforpayAmount(bad)).toThrow(RangeError);
  });

  it('reads an amount as WayForPay wrote it back to kopiyky', () => {
    expect(kopOfWayforpayAmount('1547.36')).toBe(154_736);
    expect(kopOfWayforpayAmount('1400')).toBe(140_000);
    expect(kopOfWayforpayAmount('1400.00')).toBe(140_000);
    expect(kopOfWayforpayAmount('1400.5')).toBe(140_050);
    expect(kopOfWayforpayAmount('0.05')).toBe(5);
    expect(kopOfWayforpayAmount('0')).toBe(0);
    for (const bad of ['', '1.005', '-1', '1e3', '01', '1,5', ' 1', '1.', '.5', 'NaN', '12345678901234']) expect(kopOfWayforpayAmount(bad), bad).toBeNull();
  });
});
