import { describe, expect, it } from 'vitest';
import { ZIdempotencyKey } from './contracts';
import { failureKey, newIdempotencyKey, payoutAmountSchema } from './payout-form';

describe('payoutAmountSchema', () => {
  const schema = payoutAmountSchema({ minKop: 100, maxKop: 150_050 });
  const messageOf = (amount: string) => {
    const result = schema.safeParse({ amount });
    return result.success ? null : result.error.issues[0]!.message;
  };

  it('gives the amount typed in hryvnias back in kopiyky', () => {
    expect(schema.parse({ amount: '1 500,50' })).toEqual({ amountKop: 150_050 });
    expect(schema.parse({ amount: '1' })).toEqual({ amountKop: 100 });
  });

  it('says what is wrong at the field: not an amount, below the minimum, above what is available', () => {
    expect(messageOf('')).toBe('amountFormat');
    expect(messageOf('12,345')).toBe('amountFormat');
    expect(messageOf('0,99')).toBe('amountMin');
    expect(messageOf('1500,51')).toBe('amountMax');
    expect(messageOf('1500,50')).toBeNull();
  });
});

describe('failureKey', () => {
  it('names the reasons it has words for, and "other" for the rest', () => {
    expect(failureKey('card_declined')).toBe('card_declined');
    expect(failureKey('wayforpay_1199')).toBe('other');
    expect(failureKey(null)).toBe('other');
  });
});

describe('newIdempotencyKey', () => {
  it('is a fresh key the API accepts each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(ZIdempotencyKey.safeParse(key).success).toBe(true);
  });
});
