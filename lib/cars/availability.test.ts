import { describe, expect, it } from 'vitest';
import { issueMessage, issuePath } from '@/lib/validation/issue-message';
import { AVAILABILITY_LIMITS, blockTimingProblem, periodOfRange, ZAvailabilityWindow, ZBlockFields, ZUnblockFields } from './availability';
import { wholeDays } from './periods';

function problems(schema: typeof ZBlockFields | typeof ZUnblockFields | typeof ZAvailabilityWindow, input: unknown) {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return {};
  const found: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    const message = issueMessage(issue);
    found[issuePath(issue)] ??= message.params ? message : message.key;
  }
  return found;
}

describe('a period to block', () => {
  it('is whole days or exact Kyiv times, never both, with both ends', () => {
    expect(problems(ZBlockFields, { from_date: '2026-12-01', to_date: '2026-12-01' })).toEqual({});
    expect(problems(ZBlockFields, { start: '2026-12-01T10:00', end: '2026-12-01T10:30' })).toEqual({});
    expect(problems(ZBlockFields, {})).toEqual({ from_date: 'required', to_date: 'required' });
    expect(problems(ZBlockFields, { from_date: '2026-12-01' })).toEqual({ to_date: 'required' });
    expect(problems(ZBlockFields, { end: '2026-12-01T10:00' })).toEqual({ start: 'required' });
    expect(problems(ZBlockFields, { from_date: '2026-12-01', to_date: '2026-12-02', start: '2026-12-01T10:00' })).toEqual({ start: 'periodTwoKinds' });
    expect(problems(ZBlockFields, { from_date: '2026-12-01', to_date: '2026-12-02', end: '2026-12-01T10:00' })).toEqual({ end: 'periodTwoKinds' });
  });

  it('ends after it starts: the last day may be the first, an exact end must be later', () => {
    expect(problems(ZBlockFields, { from_date: '2026-12-02', to_date: '2026-12-01' })).toEqual({ to_date: 'lastDayBeforeFirst' });
    expect(problems(ZBlockFields, { start: '2026-12-01T10:00', end: '2026-12-01T10:00' })).toEqual({ end: 'endNotAfterStart' });
    expect(problems(ZBlockFields, { start: '2026-12-01T10:00', end: '2026-12-01T09:00' })).toEqual({ end: 'endNotAfterStart' });
    // 03:30 in the hour the spring change skips is 04:30: an end at 04:15 comes before it.
    expect(problems(ZBlockFields, { start: '2026-03-29T03:30', end: '2026-03-29T04:15' })).toEqual({ end: 'endNotAfterStart' });
  });

  it('names malformed values at their fields, whatever else is wrong', () => {
    expect(problems(ZBlockFields, { from_date: '2026-02-30', to_date: '2026-12-01' })).toEqual({ from_date: 'invalidFormat' });
    expect(problems(ZBlockFields, { start: '2026-12-01 10:00', end: '2026-12-01T25:00' })).toEqual({ start: 'invalidFormat', end: 'invalidFormat' });
    expect(problems(ZBlockFields, { from_date: '2026-12-02', to_date: '2026-12-01', note: 'x'.repeat(256) })).toEqual({
      note: { key: 'maxLength', params: { length: AVAILABILITY_LIMITS.noteLength } },
      to_date: 'lastDayBeforeFirst',
    });
  });

  it('keeps a note trimmed, and a blank one as none', () => {
    expect(ZBlockFields.parse({ from_date: '2026-12-01', to_date: '2026-12-01', note: '  Service  ' }).note).toBe('Service');
    expect(ZBlockFields.parse({ from_date: '2026-12-01', to_date: '2026-12-01', note: '   ' }).note).toBeUndefined();
    expect(ZBlockFields.parse({ from_date: '2026-12-01', to_date: '2026-12-01', note: null }).note).toBeUndefined();
  });

  it('reads days and times as Kyiv periods', () => {
    expect(periodOfRange({ from_date: '2026-10-25', to_date: '2026-10-25' })).toEqual(wholeDays('2026-10-25', '2026-10-25'));
    expect(periodOfRange({ start: '2026-12-01T10:00', end: '2026-12-01T12:30' })).toEqual({ start: new Date('2026-12-01T08:00:00Z'), end: new Date('2026-12-01T10:30:00Z') });
  });
});

describe('a period to unblock', () => {
  it('is optional (the whole block) but, when given, checked as for blocking', () => {
    expect(problems(ZUnblockFields, {})).toEqual({});
    expect(problems(ZUnblockFields, { to_date: '2026-12-01' })).toEqual({ from_date: 'required' });
    expect(problems(ZUnblockFields, { start: '2026-12-01T10:00', end: '2026-12-01T09:00' })).toEqual({ end: 'endNotAfterStart' });
  });
});

describe('the window a calendar shows', () => {
  it('runs from a day to a later one, at most 400 days', () => {
    expect(problems(ZAvailabilityWindow, { from_date: '2026-12-01', to_date: '2026-12-01' })).toEqual({});
    expect(problems(ZAvailabilityWindow, { from_date: '2026-01-01', to_date: '2027-02-04' })).toEqual({});
    expect(problems(ZAvailabilityWindow, { from_date: '2026-01-01', to_date: '2027-02-05' })).toEqual({ to_date: { key: 'periodTooLong', params: { days: 400 } } });
    expect(problems(ZAvailabilityWindow, { from_date: '2026-12-02', to_date: '2026-12-01' })).toEqual({ to_date: 'lastDayBeforeFirst' });
    expect(problems(ZAvailabilityWindow, { from_date: '2026-12-01' })).toEqual({ to_date: 'required' });
  });
});

describe('when a block can be made', () => {
  const now = new Date('2026-12-01T10:00:00Z'); // 12:00 in Kyiv
  const today = '2026-12-01';

  it('not once it is over; today and a period under way are fine', () => {
    expect(blockTimingProblem(wholeDays('2026-11-30', '2026-11-30'), now, today)).toEqual({ key: 'periodInPast' });
    expect(blockTimingProblem({ start: new Date('2026-12-01T08:00:00Z'), end: now }, now, today)).toEqual({ key: 'periodInPast' });
    expect(blockTimingProblem(wholeDays('2026-12-01', '2026-12-01'), now, today)).toBeNull();
    expect(blockTimingProblem({ start: new Date('2026-12-01T08:00:00Z'), end: new Date('2026-12-01T10:00:01Z') }, now, today)).toBeNull();
  });

  it('ending at most two years ahead', () => {
    expect(blockTimingProblem(wholeDays('2028-11-30', '2028-12-01'), now, today)).toBeNull();
    expect(blockTimingProblem(wholeDays('2028-12-01', '2028-12-02'), now, today)).toEqual({ key: 'dateTooFar', params: { years: 2 } });
  });
});
