import { describe, expect, it } from 'vitest';
import { formatPlate, isUkrainianPlate, normalizeCertificateSerial, normalizePlate } from './plate';

describe('normalizePlate', () => {
  it('folds either alphabet, case, spaces, hyphens and full-width forms to one value', () => {
    const typed = ['AA 1234 BB', 'аа1234вв', 'Аa 1234-Вb', 'ＡＡ１２３４ＢＢ', 'АА 1234 ВВ'];
    expect(new Set(typed.map(normalizePlate))).toEqual(new Set(['AA1234BB']));
  });
});

describe('isUkrainianPlate', () => {
  it('accepts the 12 plate letters in the current and the 1995 formats', () => {
    for (const plate of ['AA1234BB', 'KA0001IX', 'XT9999MO', 'II1234AA', '12345KA', '00001AA']) expect(isUkrainianPlate(plate), plate).toBe(true);
  });

  it('refuses other letters, lengths and formats', () => {
    for (const plate of ['AD1234BB', 'AA1234YY', 'AA123BB', 'AA12345BB', 'A1234BB', '1234AA', '123456AA', 'AA1234B', 'ЖЖ1234ЖЖ', '']) expect(isUkrainianPlate(plate), plate).toBe(false);
  });
});

describe('formatPlate', () => {
  it('prints plates as on the car', () => {
    expect(formatPlate('AA1234BB')).toBe('AA 1234 BB');
    expect(formatPlate('12345KA')).toBe('123-45 KA');
    expect(formatPlate('weird')).toBe('weird');
  });
});

describe('normalizeCertificateSerial', () => {
  it('folds look-alikes to Latin and keeps other Ukrainian letters', () => {
    expect(normalizeCertificateSerial(' схе ')).toBe('CXE');
    expect(normalizeCertificateSerial('жхе')).toBe('ЖXE');
  });
});
