import { describe, expect, it } from 'vitest';
import { kyivDateTimeToInstant } from '@/lib/time/kyiv-clock';
import { answerDeadline, checkoutExpiresAt, endReminderAt, freeCancellationUntil, payDeadline, startReminderAt } from './deadlines';

const at = (local: string) => kyivDateTimeToInstant(local);
const HOUR = 3_600_000;

describe('booking deadlines (real hours, whatever the clock change)', () => {
  it('the owner answers within 24 hours when the start is far', () => {
    expect(answerDeadline(at('2026-12-01T10:00'), at('2026-12-10T10:00'))).toEqual(at('2026-12-02T10:00'));
  });

  it('leaves the renter the day before the start to pay', () => {
    // 30 hours ahead: the owner has until 25 hours before the start (5 hours).
    expect(answerDeadline(at('2026-12-01T10:00'), at('2026-12-02T16:00'))).toEqual(at('2026-12-01T15:00'));
  });

  it('gives a last-minute request one hour, never past the start', () => {
    expect(answerDeadline(at('2026-12-01T10:00'), at('2026-12-01T20:00'))).toEqual(at('2026-12-01T11:00'));
    expect(answerDeadline(at('2026-12-01T10:00'), at('2026-12-01T10:30'))).toEqual(at('2026-12-01T10:30'));
  });

  it('payment is due 24 hours before the start (spec §9), or an hour after a late confirmation', () => {
    expect(payDeadline(at('2026-12-01T10:00'), at('2026-12-10T10:00'))).toEqual(at('2026-12-09T10:00'));
    expect(payDeadline(at('2026-12-01T10:00'), at('2026-12-01T20:00'))).toEqual(at('2026-12-01T11:00'));
    expect(payDeadline(at('2026-12-01T10:00'), at('2026-12-01T10:20'))).toEqual(at('2026-12-01T10:20'));
    // Confirmed 24 h 10 min before: still a full hour to pay.
    expect(payDeadline(at('2026-12-09T09:50'), at('2026-12-10T10:00'))).toEqual(at('2026-12-09T10:50'));
  });

  it('counts real hours across the October clock change (25-hour day)', () => {
    // 25 October 2026: 04:00 summer time becomes 03:00 winter time.
    const start = at('2026-10-25T12:00');
    expect(start.getTime() - freeCancellationUntil(start).getTime()).toBe(24 * HOUR);
    expect(freeCancellationUntil(start)).toEqual(new Date(start.getTime() - 24 * HOUR));
    expect(freeCancellationUntil(start).toISOString()).toBe('2026-10-24T10:00:00.000Z');
  });

  it('a checkout lapses after 30 minutes; reminders come a day (or two hours) before', () => {
    expect(checkoutExpiresAt(at('2026-12-01T10:00'))).toEqual(at('2026-12-01T10:30'));
    expect(startReminderAt(at('2026-12-10T10:00'), at('2026-12-01T10:00'))).toEqual(at('2026-12-09T10:00'));
    expect(startReminderAt(at('2026-12-10T10:00'), at('2026-12-09T12:00'))).toEqual(at('2026-12-10T08:00'));
    expect(startReminderAt(at('2026-12-10T10:00'), at('2026-12-10T09:00'))).toBeNull();
    expect(endReminderAt(at('2026-12-12T10:00'), at('2026-12-10T10:00'))).toEqual(at('2026-12-12T08:00'));
    expect(endReminderAt(at('2026-12-12T10:00'), at('2026-12-12T09:00'))).toBeNull();
  });
});
