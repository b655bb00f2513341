import { describe, expect, it } from 'vitest';
import { issueMessage, issuePath } from '@/lib/validation/issue-message';
import { kyivDateTimeToInstant } from './periods';
import { earliestStart, handoverAllowed, SCHEDULE_RULES, type TWeeklySchedule, withinNotice, ZMinNotice, ZWeeklySchedule } from './schedule';

function problems(schema: typeof ZWeeklySchedule | typeof ZMinNotice, input: unknown) {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return {};
  const found: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    const message = issueMessage(issue);
    found[issuePath(issue)] ??= message.params ? message : message.key;
  }
  return found;
}

const kyiv = kyivDateTimeToInstant;
const weekdays = { from: '08:00', to: '21:00' };

describe('the weekly schedule', () => {
  it('takes hours per weekday in half-hour steps, 00:00 to 24:00, keeping only the days with hours', () => {
    expect(SCHEDULE_RULES.stepMinutes).toBe(30);
    const parsed = ZWeeklySchedule.parse({ '0': weekdays, '1': { from: '00:00', to: '24:00' }, '5': { from: '09:30', to: '18:00' }, '6': null });
    expect(parsed).toEqual({ '0': weekdays, '1': { from: '00:00', to: '24:00' }, '5': { from: '09:30', to: '18:00' } });
    expect(Object.keys(parsed)).toEqual(['0', '1', '5']);
  });

  it('names each refusal at its field', () => {
    expect(problems(ZWeeklySchedule, { '0': { from: '09:15', to: '18:00' } })).toEqual({ '0.from': { key: 'scheduleStep', params: { minutes: 30 } } });
    expect(problems(ZWeeklySchedule, { '2': { from: '9:00', to: '24:30' } })).toEqual({ '2.from': 'invalidFormat', '2.to': 'invalidFormat' });
    expect(problems(ZWeeklySchedule, { '3': { from: '18:00', to: '18:00' } })).toEqual({ '3.to': 'scheduleToAfterFrom' });
    expect(problems(ZWeeklySchedule, { '3': { from: '20:00', to: '08:00' } })).toEqual({ '3.to': 'scheduleToAfterFrom' });
    expect(problems(ZWeeklySchedule, { '4': { from: '08:00' } })).toEqual({ '4.to': 'required' });
    expect(problems(ZWeeklySchedule, { '4': { from: 800, to: '18:00' } })).toEqual({ '4.from': 'invalidFormat' });
    expect(problems(ZWeeklySchedule, { '4': { ...weekdays, note: 'x' } })).toEqual({ '4': 'unknownField' });
    expect(problems(ZWeeklySchedule, { '7': weekdays, '0': weekdays })).toEqual({ _: 'unknownField' });
    expect(problems(ZWeeklySchedule, {})).toEqual({ _: 'scheduleEmpty' });
    expect(problems(ZWeeklySchedule, { '0': null, '6': null })).toEqual({ _: 'scheduleEmpty' });
    expect(problems(ZWeeklySchedule, 'weekdays')).toEqual({ _: 'invalidType' });
  });

  it('takes a minimum notice of 0 to 168 whole hours', () => {
    expect(ZMinNotice.parse(0)).toBe(0);
    expect(ZMinNotice.parse('24')).toBe(24);
    expect(ZMinNotice.parse(168)).toBe(168);
    expect(problems(ZMinNotice, 169)).toEqual({ _: { key: 'max', params: { value: 168 } } });
    expect(problems(ZMinNotice, -1)).toEqual({ _: { key: 'min', params: { value: 0 } } });
    expect(problems(ZMinNotice, 1.5)).toEqual({ _: 'digitsOnly' });
  });
});

describe('handover hours (code 139 in bookings)', () => {
  const schedule: TWeeklySchedule = { '0': weekdays, '5': { from: '10:00', to: '24:00' }, '6': { from: '00:00', to: '12:00' } };

  it('allow a handover within the weekday’s hours, both ends included, by the Kyiv clock', () => {
    // Monday 7 December 2026.
    expect(handoverAllowed(kyiv('2026-12-07T08:00'), schedule)).toBe(true);
    expect(handoverAllowed(kyiv('2026-12-07T21:00'), schedule)).toBe(true);
    expect(handoverAllowed(kyiv('2026-12-07T07:59'), schedule)).toBe(false);
    expect(handoverAllowed(new Date(kyiv('2026-12-07T21:00').getTime() + 30_000), schedule)).toBe(false);
    // Tuesday has no hours.
    expect(handoverAllowed(kyiv('2026-12-08T12:00'), schedule)).toBe(false);
    // The same instant in UTC is Monday 06:30 — Kyiv's clock decides.
    expect(handoverAllowed(new Date('2026-12-07T06:30:00Z'), schedule)).toBe(true);
    expect(handoverAllowed(new Date('2026-12-07T05:30:00Z'), schedule)).toBe(false);
  });

  it('count midnight for the day before when its hours run to 24:00', () => {
    // Saturday 12 December to 24:00, Sunday from 00:00; Sunday 24:00 is Monday 00:00, and Sunday closes at 12:00.
    expect(handoverAllowed(kyiv('2026-12-12T23:59'), schedule)).toBe(true);
    expect(handoverAllowed(kyiv('2026-12-13T00:00'), schedule)).toBe(true);
    expect(handoverAllowed(kyiv('2026-12-13T12:30'), schedule)).toBe(false);
    expect(handoverAllowed(kyiv('2026-12-14T00:00'), schedule)).toBe(false);
    expect(handoverAllowed(kyiv('2026-12-14T00:00'), { '6': { from: '20:00', to: '24:00' } })).toBe(true);
  });

  it('read wall-clock hours on both clock-change Sundays', () => {
    const sunday: TWeeklySchedule = { '6': { from: '09:00', to: '10:00' } };
    // 29 March 2026 (+03:00 after 03:00) and 25 October 2026 (+02:00 after 04:00).
    expect(handoverAllowed(new Date('2026-03-29T06:00:00Z'), sunday)).toBe(true);
    expect(handoverAllowed(new Date('2026-03-29T07:00:00Z'), sunday)).toBe(true);
    expect(handoverAllowed(new Date('2026-03-29T07:30:00Z'), sunday)).toBe(false);
    expect(handoverAllowed(new Date('2026-10-25T07:00:00Z'), sunday)).toBe(true);
    expect(handoverAllowed(new Date('2026-10-25T06:30:00Z'), sunday)).toBe(false);
    expect(handoverAllowed(new Date('2026-10-25T08:00:00Z'), sunday)).toBe(true);
    expect(handoverAllowed(new Date('2026-10-25T08:00:01Z'), sunday)).toBe(false);
  });
});

describe('minimum notice (code 139 in bookings)', () => {
  const now = new Date('2026-12-01T10:00:00Z');

  it('accepts a start at least the notice after now', () => {
    expect(withinNotice(new Date('2026-12-01T12:00:00Z'), now, 2)).toBe(true);
    expect(withinNotice(new Date('2026-12-01T11:59:59Z'), now, 2)).toBe(false);
    expect(withinNotice(now, now, 0)).toBe(true);
    expect(withinNotice(new Date('2026-12-01T09:59:59Z'), now, 0)).toBe(false);
    expect(withinNotice(new Date('2026-12-08T10:00:00Z'), now, 168)).toBe(true);
    expect(earliestStart(now, 24).toISOString()).toBe('2026-12-02T10:00:00.000Z');
  });

  it('counts real hours across a clock change', () => {
    // 24 hours before 12:00 on 29 March 2026 (Kyiv) is 11:00 on 28 March by the Kyiv clock.
    const start = kyiv('2026-03-29T12:00');
    expect(withinNotice(start, kyiv('2026-03-28T11:00'), 24)).toBe(true);
    expect(withinNotice(start, kyiv('2026-03-28T11:01'), 24)).toBe(false);
  });
});
