import { describe, expect, it } from 'vitest';
import { kyivToday, parseSearchDates } from './search-params';

describe('search dates', () => {
  it('accepts a future range with the end after the start', () => {
    expect(parseSearchDates({ start: '2026-12-01', end: '2026-12-05' }, '2026-11-21')).toEqual({ start: '2026-12-01', end: '2026-12-05' });
    expect(parseSearchDates({ start: '2026-11-21', end: '2026-11-22' }, '2026-11-21')).not.toBeNull();
  });

  it('refuses missing, malformed, reversed, same-day and past ranges', () => {
    const today = '2026-11-21';
    expect(parseSearchDates({}, today)).toBeNull();
    expect(parseSearchDates({ start: '2026-12-01' }, today)).toBeNull();
    expect(parseSearchDates({ start: '01.12.2026', end: '2026-12-05' }, today)).toBeNull();
    expect(parseSearchDates({ start: '2026-12-05', end: '2026-12-01' }, today)).toBeNull();
    expect(parseSearchDates({ start: '2026-12-05', end: '2026-12-05' }, today)).toBeNull();
    expect(parseSearchDates({ start: '2026-11-20', end: '2026-11-25' }, today)).toBeNull();
    expect(parseSearchDates({ start: ['2026-12-01', 'x'], end: '2026-12-05' }, today)).toBeNull();
  });

  it('computes today in Kyiv, not UTC', () => {
    expect(kyivToday(new Date('2026-11-21T22:30:00Z'))).toBe('2026-11-22');
    expect(kyivToday(new Date('2026-07-01T20:59:00Z'))).toBe('2026-07-01');
    expect(kyivToday(new Date('2026-07-01T21:00:00Z'))).toBe('2026-07-02');
  });
});
