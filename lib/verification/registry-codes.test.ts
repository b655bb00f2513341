import { describe, expect, it } from 'vitest';
import { isValidEdrpou, isValidTaxNumber } from './registry-codes';

describe('EDRPOU check digit', () => {
  it.each(['14360570', '00032129', '00032106', '21560766', '40075815'])('accepts the real code %s', (code) => {
    expect(isValidEdrpou(code)).toBe(true);
  });

  it.each(['14360571', '00032128', '1436057', '143605700', 'abcdefgh', ''])('refuses %j', (code) => {
    expect(isValidEdrpou(code)).toBe(false);
  });
});

describe('РНОКПП check digit', () => {
  it('accepts a number whose last digit matches and refuses one that does not', () => {
    expect(isValidTaxNumber('1234567899')).toBe(true);
    expect(isValidTaxNumber('1234567890')).toBe(false);
    expect(isValidTaxNumber('123456789')).toBe(false);
  });
});
