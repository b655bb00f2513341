import { describe, expect, it } from 'vitest';
import { ACTIVITY_TABS, defaultTab, TRIP_TABS, tabOf } from './booking-tabs';
import { ALL_STATUSES } from './status';

describe('booking tabs', () => {
  it.each([
    ['my trips', TRIP_TABS],
    ['my activity', ACTIVITY_TABS],
  ])('%s puts every status in exactly one tab', (_name, tabs) => {
    const all = Object.values<readonly number[]>(tabs).flat();
    expect([...all].sort((a, b) => a - b)).toEqual([...ALL_STATUSES].sort((a, b) => a - b));
  });

  it('keeps requests apart for owners and with the upcoming trips for renters', () => {
    expect(ACTIVITY_TABS.requests).toEqual([1]);
    expect(TRIP_TABS.upcoming).toContain(1);
    expect(ACTIVITY_TABS.upcoming).not.toContain(1);
    expect(TRIP_TABS.cancelled).toEqual([3, 4]);
    expect(ACTIVITY_TABS.history).toEqual([13, 3, 4]);
  });

  it('reads a tab from the URL and opens the first preferred tab with bookings otherwise', () => {
    expect(tabOf(TRIP_TABS, 'past')).toBe('past');
    expect(tabOf(TRIP_TABS, 'requests')).toBeNull();
    expect(tabOf(TRIP_TABS, ['past'])).toBeNull();
    expect(tabOf(TRIP_TABS, 'hasOwnProperty')).toBeNull();
    expect(defaultTab({ upcoming: 2, active: 1, past: 0, cancelled: 0 }, ['active', 'upcoming', 'past', 'cancelled'])).toBe('active');
    expect(defaultTab({ upcoming: 0, active: 0, past: 0, cancelled: 3 }, ['active', 'upcoming', 'past', 'cancelled'])).toBe('cancelled');
    expect(defaultTab({ upcoming: 0, active: 0, past: 0, cancelled: 0 }, ['active', 'upcoming', 'past', 'cancelled'])).toBe('active');
  });
});
