import type { TCarView } from './car-view';

/**
 * A car as its owner's list names it: the moderation state, and for an approved car whether the
 * owner has it switched on (`active`, in the catalog) or off.
 */
export const CAR_LIST_STATES = ['active', 'off', 'pending', 'rejected', 'draft'] as const;
export type CarListState = (typeof CAR_LIST_STATES)[number];

export function carListState(car: Pick<TCarView, 'status' | 'active'>): CarListState {
  if (car.status === 'approved') return car.active ? 'active' : 'off';
  return car.status;
}

export function isCarListState(value: unknown): value is CarListState {
  return typeof value === 'string' && (CAR_LIST_STATES as readonly string[]).includes(value);
}

export type CarAction = 'submit' | 'activate' | 'deactivate' | 'edit' | 'calendar' | 'delete';

/**
 * The owner's actions on a car in the list, the one that moves it on first. Sending a draft or
 * rejected car to moderation needs it complete (else editing comes first: `missingSteps`) and a
 * verified owner, as switching on does (docs/cars.md); an unverified owner is not offered them only
 * to be refused (the page's notice says why). Switching off never needs verification. Nothing
 * moves a car under review: it waits for the operator.
 */
export function carListActions(state: CarListState, { canList, complete }: { canList: boolean; complete: boolean }): CarAction[] {
  const lead: CarAction[] =
    state === 'active' ? ['deactivate'] : state === 'off' ? (canList ? ['activate'] : []) : state === 'draft' || state === 'rejected' ? (canList && complete ? ['submit'] : []) : [];
  return [...lead, 'edit', 'calendar', 'delete'];
}

/** How many of the cars are in each state (the list's filter shows the states that have any). */
export function countByState(cars: Pick<TCarView, 'status' | 'active'>[]): Record<CarListState, number> {
  const counts = Object.fromEntries(CAR_LIST_STATES.map((state) => [state, 0])) as Record<CarListState, number>;
  for (const car of cars) counts[carListState(car)] += 1;
  return counts;
}
