import { describe, expect, it } from 'vitest';
import { fromKopiyky, toKopiyky } from './money';

describe('toKopiyky and fromKopiyky', () => {
  it('convert whole and fractional hryvnias exactly', () => {
    expect(toKopiyky(1500)).toBe(150_000);
    expect(toKopiyky(0)).toBe(0);
    expect(toKopiyky(12.34)).toBe(1234);
    expect(toKopiyky(0.285)).toBe(29); // 0.285 * 100 is 28.499999999999996 in binary
    expect(toKopiyky(1.005)).toBe(101);
    expect(Object.is(toKopiyky(-0), 0)).toBe(true);
    expect(toKopiyky(-25)).toBe(-2500);
    expect(toKopiyky(10_000_000)).toBe(1_000_000_000);
    expect(fromKopiyky(150_000)).toBe(1500);
    expect(fromKopiyky(1234)).toBe(12.34);
  });

  it('round-trip every whole amount the forms accept', () => {
    for (const amount of [1, 99, 1500, 999_999, 1_000_000, 10_000_000]) expect(fromKopiyky(toKopiyky(amount))).toBe(amount);
  });

  it('refuse what is not an amount', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 1e20]) expect(() => toKopiyky(bad)).toThrow(RangeError);
    for (const bad of [1.5, Number.NaN, 2 ** 53]) expect(() => fromKopiyky(bad)).toThrow(RangeError);
  });
});
