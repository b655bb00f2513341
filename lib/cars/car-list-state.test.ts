import { describe, expect, it } from 'vitest';
import { carListActions, carListState, countByState, isCarListState } from './car-list-state';

describe('carListState', () => {
  it('names an approved car by its switch, the others by their moderation state', () => {
    expect(carListState({ status: 'approved', active: true })).toBe('active');
    expect(carListState({ status: 'approved', active: false })).toBe('off');
    expect(carListState({ status: 'pending', active: false })).toBe('pending');
    expect(carListState({ status: 'rejected', active: false })).toBe('rejected');
    expect(carListState({ status: 'draft', active: false })).toBe('draft');
  });

  it('recognises only its own state names (a filter in the address)', () => {
    expect(isCarListState('off')).toBe(true);
    expect(isCarListState('approved')).toBe(false);
    expect(isCarListState(['off'])).toBe(false);
  });

  it('counts the cars per state', () => {
    expect(countByState([{ status: 'approved', active: true }, { status: 'approved', active: true }, { status: 'draft', active: false }])).toEqual({ active: 2, off: 0, pending: 0, rejected: 0, draft: 1 });
  });
});

describe('carListActions', () => {
  const verified = { canList: true, complete: true };

  it('leads with what moves the car on, for a verified owner', () => {
    expect(carListActions('draft', verified)).toEqual(['submit', 'edit', 'calendar', 'delete']);
    expect(carListActions('rejected', verified)).toEqual(['submit', 'edit', 'calendar', 'delete']);
    expect(carListActions('active', verified)).toEqual(['deactivate', 'edit', 'calendar', 'delete']);
    expect(carListActions('off', verified)).toEqual(['activate', 'edit', 'calendar', 'delete']);
    expect(carListActions('pending', verified)).toEqual(['edit', 'calendar', 'delete']);
  });

  it('sends an incomplete draft or rejected car to the editor first', () => {
    expect(carListActions('draft', { canList: true, complete: false })).toEqual(['edit', 'calendar', 'delete']);
    expect(carListActions('rejected', { canList: true, complete: false })).toEqual(['edit', 'calendar', 'delete']);
  });

  it('offers an unverified owner no submission or switching on, but switching off', () => {
    const unverified = { canList: false, complete: true };
    expect(carListActions('draft', unverified)).toEqual(['edit', 'calendar', 'delete']);
    expect(carListActions('rejected', unverified)).toEqual(['edit', 'calendar', 'delete']);
    expect(carListActions('off', unverified)).toEqual(['edit', 'calendar', 'delete']);
    expect(carListActions('active', unverified)).toEqual(['deactivate', 'edit', 'calendar', 'delete']);
  });
});
