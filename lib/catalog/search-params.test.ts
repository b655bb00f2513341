import { describe, expect, it } from 'vitest';
import { kyivToday } from './search-params';

describe('kyivToday', () => {
  it('computes today in Kyiv, not UTC', () => {
    expect(kyivToday(new Date('2026-11-21T22:30:00Z'))).toBe('2026-11-22');
    expect(kyivToday(new Date('2026-07-01T20:59:00Z'))).toBe('2026-07-01');
    expect(kyivToday(new Date('2026-07-01T21:00:00Z'))).toBe('2026-07-02');
  });
});
