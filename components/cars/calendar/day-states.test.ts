import { describe, expect, it } from 'vitest';
import { blocksWithin, dayStates, monthDays } from './day-states';

const block = (start_local: string, end_local: string) => ({ kind: 'block' as const, start_local, end_local });
const booking = (start_local: string, end_local: string) => ({ kind: 'booking' as const, start_local, end_local });

describe('the days of the owner’s calendar', () => {
  it('marks whole blocked days, partly blocked ones and booked ones; the end of a period is not in it', () => {
    const states = dayStates(
      [block('2026-12-01T00:00', '2026-12-03T00:00'), block('2026-12-05T10:00', '2026-12-05T18:00'), booking('2026-12-07T09:00', '2026-12-08T09:00')],
      '2026-11-30',
      '2026-12-09',
    );
    expect(Object.fromEntries(states)).toEqual({
      '2026-12-01': 'blocked',
      '2026-12-02': 'blocked',
      '2026-12-05': 'partial',
      '2026-12-07': 'booked',
      '2026-12-08': 'booked',
    });
  });

  it('lets a booking win over a block on the same day', () => {
    expect(dayStates([block('2026-12-01T00:00', '2026-12-02T00:00'), booking('2026-12-01T12:00', '2026-12-01T14:00')], '2026-12-01', '2026-12-01').get('2026-12-01')).toBe('booked');
  });

  it('finds the blocks sharing a day with a range, touching ends excluded', () => {
    const blocks = [block('2026-12-01T00:00', '2026-12-03T00:00'), block('2026-12-10T00:00', '2026-12-11T00:00')];
    expect(blocksWithin(blocks, '2026-12-03', '2026-12-09')).toEqual([]);
    expect(blocksWithin(blocks, '2026-12-02', '2026-12-10')).toEqual(blocks);
  });

  it('gives a month’s first and last day, February and December too', () => {
    expect(monthDays('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthDays('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
