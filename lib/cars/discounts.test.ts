import { describe, expect, it } from 'vitest';
import { issueMessage, issuePath } from '@/lib/validation/issue-message';
import { type Discount, DISCOUNT_DAYS, MAX_DISCOUNTS, ZDiscounts, ZDraftDiscounts, discountFor, discountsNotBelowPrice, overlappingDiscounts, rangesOverlap } from './discounts';

const range = (from_days: number, to_days: number, amount = 100): Discount => ({ from_days, to_days, amount });

function problems(input: unknown, schema = ZDiscounts) {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return {};
  const found: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    const message = issueMessage(issue);
    found[issuePath(issue)] ??= message.params ? message : message.key;
  }
  return found;
}

describe('discount ranges', () => {
  it('run from day 1 to day 29, both ends inclusive', () => {
    expect(DISCOUNT_DAYS).toEqual({ min: 1, max: 29 });
    expect(problems([range(1, 29)])).toEqual({});
    expect(problems([range(0, 5)])).toEqual({ '0.from_days': { key: 'min', params: { value: 1 } } });
    expect(problems([range(5, 30)])).toEqual({ '0.to_days': { key: 'max', params: { value: 29 } } });
  });

  it('need "to" above "from"', () => {
    expect(problems([range(3, 4)])).toEqual({});
    expect(problems([range(4, 4)])).toEqual({ '0.to_days': 'discountToAfterFrom' });
    expect(problems([range(7, 3)])).toEqual({ '0.to_days': 'discountToAfterFrom' });
  });

  it('take days and amounts as typed digits only', () => {
    expect(ZDiscounts.parse([{ from_days: '3', to_days: ' 7 ', amount: '1 000' }])).toEqual([range(3, 7, 1000)]);
    expect(problems([{ from_days: '3.5', to_days: 7, amount: 100 }])).toEqual({ '0.from_days': 'digitsOnly' });
    expect(problems([{ from_days: 3, to_days: 7, amount: 0 }])).toEqual({ '0.amount': { key: 'min', params: { value: 1 } } });
    expect(problems([{ from_days: 3, to_days: 7, amount: '99,50' }])).toEqual({ '0.amount': 'digitsOnly' });
    expect(problems([{ from_days: 3, to_days: 7 }])).toEqual({ '0.amount': 'required' });
  });

  it('never overlap: sharing an end day is an overlap, the next day is not', () => {
    expect(problems([range(1, 3), range(4, 7), range(8, 29)])).toEqual({});
    expect(problems([range(1, 3), range(3, 7)])).toEqual({ '1.from_days': 'discountOverlap' });
    expect(problems([range(8, 14), range(1, 9)])).toEqual({ '1.from_days': 'discountOverlap' });
    expect(problems([range(2, 20), range(5, 6)])).toEqual({ '1.from_days': 'discountOverlap' });
    expect(problems([range(1, 5), range(10, 15), range(4, 11)])).toEqual({ '2.from_days': 'discountOverlap' });
    // Listed in any order.
    expect(problems([range(15, 29), range(1, 3), range(4, 14)])).toEqual({});
  });

  it('report an overlap beside another range’s own error', () => {
    expect(problems([range(1, 5), range(3, 7), range(9, 9)])).toEqual({ '1.from_days': 'discountOverlap', '2.to_days': 'discountToAfterFrom' });
  });

  it('are required when submitting, not in a draft; at most 14', () => {
    expect(problems([])).toEqual({ _: 'discountsRequired' });
    expect(problems(undefined)).toEqual({ _: 'required' });
    expect(problems([], ZDraftDiscounts)).toEqual({});
    const fourteen = Array.from({ length: MAX_DISCOUNTS }, (_, i) => range(1 + 2 * i, 2 + 2 * i));
    expect(problems(fourteen)).toEqual({});
    expect(problems([...fourteen, range(1, 2)])).toEqual({ _: { key: 'maxItems', params: { count: 14 } } });
  });
});

describe('rangesOverlap and overlappingDiscounts', () => {
  it('compare inclusive ranges', () => {
    expect(rangesOverlap(range(1, 3), range(3, 7))).toBe(true);
    expect(rangesOverlap(range(1, 3), range(4, 7))).toBe(false);
    expect(rangesOverlap(range(4, 7), range(1, 3))).toBe(false);
    expect(overlappingDiscounts([range(1, 3), range(2, 5), range(5, 9)])).toEqual([
      { index: 1, overlaps: 0 },
      { index: 2, overlaps: 1 },
    ]);
  });
});

describe('discountFor', () => {
  const discounts = [range(3, 7, 100), range(8, 14, 150), range(15, 29, 250)];

  it('gives the amount per day of the range covering the rental, 0 outside every range', () => {
    expect([1, 2, 3, 7, 8, 14, 15, 29, 30, 60].map((days) => discountFor(days, discounts))).toEqual([0, 0, 100, 100, 150, 150, 250, 250, 0, 0]);
    expect(discountFor(5, [])).toBe(0);
  });
});

describe('discountsNotBelowPrice', () => {
  it('lists the ranges that would leave nothing to pay', () => {
    expect(discountsNotBelowPrice([range(1, 3, 999), range(4, 7, 1000), range(8, 9, 1500)], 1000)).toEqual([1, 2]);
  });
});
