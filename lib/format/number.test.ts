import { describe, expect, it } from 'vitest';
import { formatMinorAmount, formatMoney, formatNumber } from './number';

const nb = '\u00A0';

describe('formatNumber', () => {
  it('uses two decimals by default and a space between thousands', () => {
    expect(formatNumber(1234567.891)).toBe(`1${nb}234${nb}567,89`);
    expect(formatNumber(1234567.891, { locale: 'en' })).toBe(`1${nb}234${nb}567.89`);
    expect(formatNumber(0)).toBe('0,00');
    expect(formatNumber(999)).toBe('999,00');
    expect(formatNumber(1000, { decimals: 0 })).toBe(`1${nb}000`);
  });

  it('rounds and signs', () => {
    expect(formatNumber(2.005, { decimals: 1 })).toBe('2,0');
    expect(formatNumber(-1500.5)).toBe(`−1${nb}500,50`);
    expect(formatNumber(-0.001)).toBe('0,00');
    expect(formatNumber(Number.NaN)).toBe('—');
  });
});

describe('formatMoney', () => {
  it('shows kopiyky as hryvnias with the sign after the amount in Ukrainian', () => {
    expect(formatMoney(140_000)).toBe(`1${nb}400${nb}₴`);
    expect(formatMoney(140_050)).toBe(`1${nb}400,50${nb}₴`);
    expect(formatMoney(99)).toBe(`0,99${nb}₴`);
  });

  it('puts the sign first in English', () => {
    expect(formatMoney(1_680_000, 'en')).toBe(`₴16${nb}800`);
    expect(formatMoney(1_250, 'en')).toBe('₴12.50');
  });
});

describe('formatMinorAmount', () => {
  it('shows hryvnias as formatMoney and dollars or euros with their sign', () => {
    expect(formatMinorAmount(1_000_000, 'UAH', 'uk')).toBe('10\u00a0000\u00a0₴');
    expect(formatMinorAmount(20_000, 'USD', 'uk')).toBe('200\u00a0$');
    expect(formatMinorAmount(20_050, 'EUR', 'en')).toBe('€200.50');
    expect(formatMinorAmount(20_000, 'PLN', 'en')).toBe('200\u00a0PLN');
  });
});
