import { describe, expect, it } from 'vitest';
import { formatMonthYear } from './month-year';

describe('formatMonthYear', () => {
  it('puts the Ukrainian month in the genitive after a preposition ("з листопада 2026 р.")', () => {
    expect(formatMonthYear('2026-11-15T10:00:00Z', 'uk', 'genitive')).toBe('листопада 2026\u00a0р.');
    expect(formatMonthYear('2026-03-02T10:00:00Z', 'uk', 'genitive')).toBe('березня 2026\u00a0р.');
    expect(formatMonthYear('2027-05-20T10:00:00Z', 'uk', 'genitive')).toBe('травня 2027\u00a0р.');
  });

  it('keeps the nominative for a month standing alone', () => {
    expect(formatMonthYear('2026-11-15T10:00:00Z', 'uk')).toBe('листопад 2026\u00a0р.');
    expect(formatMonthYear('2026-03-02T10:00:00Z', 'uk', 'nominative')).toBe('березень 2026\u00a0р.');
  });

  it('every month of the year has its genitive form', () => {
    const genitive = Array.from({ length: 12 }, (_, month) => formatMonthYear(new Date(Date.UTC(2026, month, 15, 12)), 'uk', 'genitive').split(' ')[0]);
    expect(genitive).toEqual(['січня', 'лютого', 'березня', 'квітня', 'травня', 'червня', 'липня', 'серпня', 'вересня', 'жовтня', 'листопада', 'грудня']);
  });

  it('has one form in English', () => {
    expect(formatMonthYear('2026-11-15T10:00:00Z', 'en', 'genitive')).toBe('November 2026');
    expect(formatMonthYear('2026-11-15T10:00:00Z', 'en')).toBe('November 2026');
  });

  it('reads the month in Kyiv time, whatever the machine zone', () => {
    // 22:30 UTC on 31 October is 00:30 on 1 November in Kyiv (UTC+2 after the clocks go back).
    expect(formatMonthYear('2026-10-31T22:30:00Z', 'uk', 'genitive')).toBe('листопада 2026\u00a0р.');
    expect(formatMonthYear('2026-12-31T22:30:00Z', 'en')).toBe('January 2027');
  });
});
