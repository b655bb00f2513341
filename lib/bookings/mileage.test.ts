import { describe, expect, it } from 'vitest';
import { endMileageProblem, kmOverAllowance, MILEAGE_MAX_KM, startMileageProblem } from './mileage';

describe('mileage rules (spec §5)', () => {
  it('the start is never below the car’s mileage', () => {
    expect(startMileageProblem(42_000, 42_000)).toBeNull();
    expect(startMileageProblem(41_999, 42_000)).toBe('mileageBelowCar');
    expect(startMileageProblem(10, null)).toBeNull();
    expect(startMileageProblem(MILEAGE_MAX_KM + 1, 0)).toBe('mileageTooHigh');
  });

  it('the end is never below the start', () => {
    expect(endMileageProblem(42_000, 42_000)).toBeNull();
    expect(endMileageProblem(41_999, 42_000)).toBe('mileageBelowStart');
    expect(endMileageProblem(MILEAGE_MAX_KM + 1, 0)).toBe('mileageTooHigh');
  });

  it('counts the kilometres past the allowance, a part day as a day', () => {
    expect(kmOverAllowance({ startKm: 1000, endKm: 1700, freePerDay: 200, days: 3, hours: 0 })).toBe(100);
    expect(kmOverAllowance({ startKm: 1000, endKm: 1600, freePerDay: 200, days: 3, hours: 0 })).toBe(0);
    expect(kmOverAllowance({ startKm: 1000, endKm: 1900, freePerDay: 200, days: 3, hours: 5 })).toBe(100);
    expect(kmOverAllowance({ startKm: 1000, endKm: 1300, freePerDay: 200, days: 0, hours: 5 })).toBe(100);
    expect(kmOverAllowance({ startKm: 1000, endKm: 9000, freePerDay: null, days: 3, hours: 0 })).toBe(0);
  });
});
