import { describe, expect, it } from 'vitest';
import { cardDigits, cardLast4, cardNumberValid, expiryProblem, formatCardNumber, formatExpiry, luhnValid } from './card';

describe('card numbers', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('79927398710')).toBe(false);
    // Swapping two neighbouring digits is the typo Luhn exists for.
    expect(luhnValid('4242424242424224')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4242-4242')).toBe(false);
  });

  it('takes 13 to 19 digits, with spaces or hyphens between groups', () => {
    expect(cardNumberValid('4242 4242 4242 4242')).toBe(true);
    expect(cardNumberValid('4242-4242-4242-4242')).toBe(true);
    expect(cardNumberValid('4222222222222')).toBe(true);
    expect(cardNumberValid('6011111111111117')).toBe(true);
    expect(cardNumberValid('0')).toBe(false);
    expect(cardNumberValid('424242424242')).toBe(false);
    expect(cardNumberValid('4'.repeat(20))).toBe(false);
    expect(cardNumberValid('4242 4242 4242 424x')).toBe(false);
    expect(cardDigits(' 4242 4242-4242 4242 ')).toBe('4242424242424242');
  });

  it('prints numbers in groups of four and keeps only the last four digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42a42')).toBe('4242 4242');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
    expect(cardLast4('4242 4242 4242 4242')).toBe('4242');
  });
});

describe('card expiry', () => {
  it('adds the slash after the month as it is typed, but not while deleting', () => {
    expect(formatExpiry('0')).toBe('0');
    expect(formatExpiry('08')).toBe('08/');
    expect(formatExpiry('08', true)).toBe('08');
    expect(formatExpiry('0829')).toBe('08/29');
    expect(formatExpiry('08/299')).toBe('08/29');
  });

  it('is good through the last day of its month, in Kyiv time', () => {
    // 31 December 2026, 23:30 in Kyiv (21:30 UTC): a card of 12/26 still works…
    expect(expiryProblem('12/26', new Date('2026-12-31T21:30:00Z'))).toBeNull();
    // …and at 00:30 on 1 January in Kyiv (22:30 UTC on the 31st) it has expired.
    expect(expiryProblem('12/26', new Date('2026-12-31T22:30:00Z'))).toBe('expired');
    expect(expiryProblem('01/27', new Date('2026-12-31T22:30:00Z'))).toBeNull();
    expect(expiryProblem('11/26', new Date('2026-12-01T10:00:00Z'))).toBe('expired');
    expect(expiryProblem('12/25', new Date('2026-06-01T10:00:00Z'))).toBe('expired');
  });

  it('needs a month from 01 to 12 and a two-digit year', () => {
    const now = new Date('2026-06-01T10:00:00Z');
    for (const typed of ['13/27', '00/27', '1/27', '01/2027', '0127', 'ab/cd', '']) expect(expiryProblem(typed, now), typed).toBe('format');
    expect(expiryProblem(' 01 / 27 ', now)).toBeNull();
  });
});
