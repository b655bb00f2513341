import { describe, expect, it } from 'vitest';
import { addKyivBusinessDays } from './business-days';

describe('addKyivBusinessDays', () => {
  it('adds two weekdays within a week', () => {
    // Monday 23 Nov 2026, 10:00 Kyiv → Wednesday 25 Nov, 10:00 Kyiv.
    expect(addKyivBusinessDays(new Date('2026-11-23T08:00:00Z'), 2).toISOString()).toBe('2026-11-25T08:00:00.000Z');
  });

  it('skips the weekend: Friday → Tuesday', () => {
    expect(addKyivBusinessDays(new Date('2026-11-27T13:00:00Z'), 2).toISOString()).toBe('2026-12-01T13:00:00.000Z');
  });

  it('treats a Saturday or Sunday request as starting after the weekend', () => {
    expect(addKyivBusinessDays(new Date('2026-11-28T12:00:00Z'), 2).toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(addKyivBusinessDays(new Date('2026-11-29T12:00:00Z'), 2).toISOString()).toBe('2026-12-01T12:00:00.000Z');
  });

  it('uses the Kyiv date, not UTC: Friday 23:30 in Kyiv is still Friday', () => {
    // 2026-11-27T21:30Z is Friday 23:30 in Kyiv (UTC+2) → Tuesday 23:30 Kyiv.
    expect(addKyivBusinessDays(new Date('2026-11-27T21:30:00Z'), 2).toISOString()).toBe('2026-12-01T21:30:00.000Z');
    // 2026-11-27T22:30Z is Saturday 00:30 in Kyiv → Tuesday 00:30 Kyiv, which is Monday 22:30 UTC.
    expect(addKyivBusinessDays(new Date('2026-11-27T22:30:00Z'), 2).toISOString()).toBe('2026-11-30T22:30:00.000Z');
  });

  it('keeps the Kyiv wall-clock time across the DST change', () => {
    // Friday 23 Oct 2026 12:00 Kyiv (UTC+3) → Tuesday 27 Oct 12:00 Kyiv (UTC+2 after 25 Oct).
    expect(addKyivBusinessDays(new Date('2026-10-23T09:00:00Z'), 2).toISOString()).toBe('2026-10-27T10:00:00.000Z');
  });
});
