import { describe, expect, it } from 'vitest';
import { kyivDateTimeToInstant } from '@/lib/time/kyiv-clock';
import { inboxTime } from './inbox-time';

const kyiv = (local: string) => kyivDateTimeToInstant(local);

describe('the inbox time of a last message', () => {
  it('is the Kyiv time for today, from midnight to midnight', () => {
    const now = kyiv('2026-12-01T10:00');
    expect(inboxTime(kyiv('2026-12-01T00:00'), now, 'uk')).toBe('00:00');
    expect(inboxTime(kyiv('2026-12-01T09:05').toISOString(), now, 'en')).toBe('09:05');
    expect(inboxTime(kyiv('2026-12-01T23:59'), now, 'uk')).toBe('23:59');
  });

  it('is the date for any other day, as each language writes it', () => {
    const now = kyiv('2026-12-01T00:30');
    expect(inboxTime(kyiv('2026-11-30T23:59'), now, 'uk')).toBe('30.11.2026');
    expect(inboxTime(kyiv('2026-11-30T23:59'), now, 'en')).toBe('30/11/2026');
    expect(inboxTime(kyiv('2025-12-01T10:00'), now, 'uk')).toBe('01.12.2025');
  });

  it('counts the day in Kyiv, not in UTC: 01:30 Kyiv is still the previous day in UTC', () => {
    // 2026-06-15 01:30 in Kyiv (UTC+3) is 2026-06-14 22:30 UTC.
    const now = kyiv('2026-06-15T12:00');
    expect(inboxTime('2026-06-14T22:30:00.000Z', now, 'uk')).toBe('01:30');
    expect(inboxTime('2026-06-14T20:59:00.000Z', now, 'uk')).toBe('14.06.2026');
  });
});
