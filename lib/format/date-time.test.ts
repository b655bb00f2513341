import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-time';

describe('formatDateTime', () => {
  it('shows Kyiv time as дд.мм.рррр in Ukrainian and dd/mm/yyyy in English, whatever the machine zone', () => {
    expect(formatDateTime('2026-11-21T22:30:00Z', 'uk')).toBe('22.11.2026, 00:30');
    expect(formatDateTime(new Date('2026-07-01T09:05:00Z'), 'en')).toBe('01/07/2026, 12:05');
  });
});

describe('formatDate', () => {
  it('shows a calendar day as дд.мм.рррр / dd/mm/yyyy, never shifted by a time zone', () => {
    expect(formatDate('1990-03-01', 'uk')).toBe('01.03.1990');
    expect(formatDate('1990-03-01', 'en')).toBe('01/03/1990');
    expect(formatDate('2024-02-29', 'uk')).toBe('29.02.2024');
  });

  it('shows a value that is not a calendar date as it was stored', () => {
    expect(formatDate('9999-99-99x', 'uk')).toBe('9999-99-99x');
    expect(formatDate('', 'en')).toBe('');
  });
});
