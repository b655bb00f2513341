import { describe, expect, it } from 'vitest';
import { ownerShare } from './earnings';

describe('owner earnings = rental − commission (spec §1)', () => {
  it('rounds the commission to the nearest kopiyka, half up', () => {
    expect(ownerShare(300_000, 1_500)).toEqual({ commissionKop: 45_000, earningsKop: 255_000 });
    expect(ownerShare(1_001, 1_500)).toEqual({ commissionKop: 150, earningsKop: 851 });
    expect(ownerShare(1_003, 1_500)).toEqual({ commissionKop: 150, earningsKop: 853 });
    expect(ownerShare(10, 1_250)).toEqual({ commissionKop: 1, earningsKop: 9 });
    expect(ownerShare(0, 1_500)).toEqual({ commissionKop: 0, earningsKop: 0 });
  });

  it('refuses what is not money or a rate', () => {
    expect(() => ownerShare(-1, 1_500)).toThrow(RangeError);
    expect(() => ownerShare(1.5, 1_500)).toThrow(RangeError);
    expect(() => ownerShare(100, 10_001)).toThrow(RangeError);
  });
});
