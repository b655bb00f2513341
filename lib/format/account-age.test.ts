import { describe, expect, it } from 'vitest';
import { accountAge } from './account-age';

const now = new Date('2026-03-15T10:00:00Z'); // 12:00 in Kyiv

describe('accountAge', () => {
  it('counts Kyiv calendar days, whatever the machine zone', () => {
    expect(accountAge('2026-03-15T01:00:00Z', now)).toEqual({ unit: 'today' });
    // 23:50 in Kyiv on the 14th (21:50 UTC): yesterday in Kyiv.
    expect(accountAge('2026-03-14T21:50:00Z', now)).toEqual({ unit: 'days', count: 1 });
    // 00:10 in Kyiv on the 15th (22:10 UTC on the 14th): today in Kyiv.
    expect(accountAge('2026-03-14T22:10:00Z', now)).toEqual({ unit: 'today' });
    expect(accountAge('2026-03-12T10:00:00Z', now)).toEqual({ unit: 'days', count: 3 });
    expect(accountAge('2026-02-16T10:00:00Z', now)).toEqual({ unit: 'days', count: 27 });
  });

  it('switches to whole months, then whole years', () => {
    expect(accountAge('2026-02-15T10:00:00Z', now)).toEqual({ unit: 'months', count: 1 });
    expect(accountAge('2025-10-16T10:00:00Z', now)).toEqual({ unit: 'months', count: 4 });
    expect(accountAge('2025-03-16T10:00:00Z', now)).toEqual({ unit: 'months', count: 11 });
    expect(accountAge('2025-03-15T10:00:00Z', now)).toEqual({ unit: 'years', count: 1 });
    expect(accountAge(new Date('2021-01-01T10:00:00Z'), now)).toEqual({ unit: 'years', count: 5 });
  });

  it('never counts backwards for a clock that is slightly behind', () => {
    expect(accountAge('2026-03-16T10:00:00Z', now)).toEqual({ unit: 'today' });
  });
});
