import { describe, expect, it } from 'vitest';
import { defaultPeriod, parsePeriod, periodOf } from './reconcile-period';

// 23:30 UTC on 21 November is already 22 November in Kyiv (UTC+2).
const now = new Date('2026-11-21T23:30:00Z');

describe('the reconciliation period', () => {
  it('is the last seven Kyiv days by default, from midnight to midnight in Kyiv', () => {
    expect(defaultPeriod(now)).toEqual({ from: '2026-11-16', to: '2026-11-22', fromAt: new Date('2026-11-15T22:00:00Z'), toAt: new Date('2026-11-22T22:00:00Z') });
  });

  it('covers whole Kyiv days across a clock change (the night of 25 October is 25 hours)', () => {
    const period = periodOf('2026-10-25', '2026-10-25');
    expect(period.fromAt).toEqual(new Date('2026-10-24T21:00:00Z'));
    expect(period.toAt).toEqual(new Date('2026-10-25T22:00:00Z'));
  });

  it('reads the dates an operator chose, filling a missing end and stopping at today', () => {
    expect(parsePeriod({ from: '2026-11-01', to: '2026-11-10' }, now)).toMatchObject({ period: { from: '2026-11-01', to: '2026-11-10' }, problem: null });
    expect(parsePeriod({ from: '2026-11-01' }, now)).toMatchObject({ period: { from: '2026-11-01', to: '2026-11-07' }, problem: null });
    expect(parsePeriod({ to: '2026-11-10' }, now)).toMatchObject({ period: { from: '2026-11-04', to: '2026-11-10' }, problem: null });
    expect(parsePeriod({ from: '2026-11-20', to: '2026-12-31' }, now)).toMatchObject({ period: { from: '2026-11-20', to: '2026-11-22' }, problem: null });
    expect(parsePeriod({ from: '2026-08-23', to: '2026-11-22' }, now).problem).toBeNull();
  });

  it('falls back to the default, saying why, for a period it cannot use', () => {
    const fallback = { from: '2026-11-16', to: '2026-11-22' };
    expect(parsePeriod({ from: '2026-02-30', to: '2026-11-10' }, now)).toMatchObject({ period: fallback, problem: 'invalid_date' });
    expect(parsePeriod({ from: 'yesterday' }, now)).toMatchObject({ period: fallback, problem: 'invalid_date' });
    // An unreadable end alone (nothing to derive the start from) is the same answer, not an exception.
    expect(parsePeriod({ to: 'abc' }, now)).toMatchObject({ period: fallback, problem: 'invalid_date' });
    expect(parsePeriod({ from: '2026-11-01', to: '2026-13-01' }, now)).toMatchObject({ period: fallback, problem: 'invalid_date' });
    expect(parsePeriod({ from: '2026-11-10', to: '2026-11-01' }, now)).toMatchObject({ period: fallback, problem: 'reversed' });
    expect(parsePeriod({ from: '2026-11-23', to: '2026-11-24' }, now)).toMatchObject({ period: fallback, problem: 'future' });
    expect(parsePeriod({ from: '2026-08-22', to: '2026-11-22' }, now)).toMatchObject({ period: fallback, problem: 'too_long' });
  });
});
