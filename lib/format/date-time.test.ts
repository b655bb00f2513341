import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';

describe('formatDateTime', () => {
  it('shows Kyiv time as дд.мм.рррр in Ukrainian and dd/mm/yyyy in English, whatever the machine zone', () => {
    expect(formatDateTime('2026-11-21T22:30:00Z', 'uk')).toBe('22.11.2026, 00:30');
    expect(formatDateTime(new Date('2026-07-01T09:05:00Z'), 'en')).toBe('01/07/2026, 12:05');
  });
});
