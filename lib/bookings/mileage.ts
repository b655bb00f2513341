/**
 * Mileage rules (spec §5 "Mileage must be a number, not below the initial value"): whole
 * kilometres; the start of a trip never below the car's current mileage, the end never below the
 * start. The upper bound is a typo guard (a car past two million km is a mistyped figure).
 */
export const MILEAGE_MAX_KM = 2_000_000;

export type MileageProblem = 'mileageBelowCar' | 'mileageBelowStart' | 'mileageTooHigh';

export function startMileageProblem(km: number, carKm: number | null): MileageProblem | null {
  if (km > MILEAGE_MAX_KM) return 'mileageTooHigh';
  return carKm !== null && km < carKm ? 'mileageBelowCar' : null;
}

export function endMileageProblem(km: number, startKm: number): MileageProblem | null {
  if (km > MILEAGE_MAX_KM) return 'mileageTooHigh';
  return km < startKm ? 'mileageBelowStart' : null;
}

/**
 * The kilometres driven past the free allowance: `freePerDay` for each day of the rental (a part
 * day counts as a day; a car with no limit has none to exceed).
 */
export function kmOverAllowance(input: { startKm: number; endKm: number; freePerDay: number | null; days: number; hours: number }): number {
  if (input.freePerDay === null) return 0;
  const allowanceDays = Math.max(1, input.days + (input.hours > 0 ? 1 : 0));
  return Math.max(0, input.endKm - input.startKm - input.freePerDay * allowanceDays);
}
