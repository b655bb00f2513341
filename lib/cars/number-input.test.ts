import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessage } from '@/lib/validation/issue-message';
import { optionalInput, zDecimalNumber, zWholeNumber } from './number-input';

function outcome(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return { value: result.data };
  const message = issueMessage(result.error.issues[0]!);
  return message.params ? message : message.key;
}

describe('zWholeNumber', () => {
  const schema = zWholeNumber(0, 1_000_000);

  it('takes numbers and typed digits with spaces between thousands', () => {
    for (const [input, value] of [
      [1500, 1500],
      ['1500', 1500],
      [' 1 500 ', 1500],
      ['1\u00A0500', 1500],
      ['1\u202F000\u202F000', 1_000_000],
      ['0', 0],
      ['007', 7],
    ] as const) {
      expect(outcome(schema, input), String(input)).toEqual({ value });
    }
  });

  it('refuses anything but digits, and out-of-range numbers with the limit', () => {
    for (const input of ['1500.00', '1,5', '-3', '+3', '15e2', '0x10', '1500 грн', '١٥٠٠', 15.5, Number.NaN, true, {}]) expect(outcome(schema, input), String(input)).toBe('digitsOnly');
    expect(outcome(schema, '')).toBe('required');
    expect(outcome(schema, undefined)).toBe('required');
    expect(outcome(schema, null)).toBe('required');
    expect(outcome(schema, -1)).toEqual({ key: 'min', params: { value: 0 } });
    expect(outcome(schema, '1 000 001')).toEqual({ key: 'max', params: { value: 1_000_000 } });
    expect(outcome(schema, '99999999999999999999')).toBe('digitsOnly');
  });
});

describe('zDecimalNumber', () => {
  const schema = zDecimalNumber({ decimals: 1, min: 0.1, max: 30 });

  it('takes a point or a comma and rounds away float noise', () => {
    expect(outcome(schema, '6,5')).toEqual({ value: 6.5 });
    expect(outcome(schema, ' 6.5 ')).toEqual({ value: 6.5 });
    expect(outcome(schema, 0.1 + 0.2)).toEqual({ value: 0.3 });
    expect(outcome(schema, 30)).toEqual({ value: 30 });
  });

  it('refuses text, extra decimals and out-of-range values', () => {
    for (const input of ['6.5 л', '6..5', '6,5,1', '', ' ']) expect(outcome(schema, input), input).toBe(input.trim() ? 'notNumber' : 'required');
    expect(outcome(schema, '6.55')).toEqual({ key: 'decimals', params: { count: 1 } });
    expect(outcome(schema, 0.05)).toEqual({ key: 'decimals', params: { count: 1 } });
    expect(outcome(schema, 0)).toEqual({ key: 'min', params: { value: 0.1 } });
    expect(outcome(schema, '30,1')).toEqual({ key: 'max', params: { value: 30 } });
    expect(outcome(schema, false)).toBe('notNumber');
  });
});

describe('optionalInput', () => {
  const schema = z.object({ price: optionalInput(zWholeNumber(1, 10)) });

  it('treats a missing, empty or null value as not given, and checks anything else', () => {
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ price: '' })).toEqual({});
    expect(schema.parse({ price: null })).toEqual({});
    expect(schema.parse({ price: '5' })).toEqual({ price: 5 });
    expect(outcome(schema, { price: '11' })).toEqual({ key: 'max', params: { value: 10 } });
  });
});
