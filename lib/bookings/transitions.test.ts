import { describe, expect, it } from 'vitest';
import { ALL_STATUSES, BOOKING_STATUS as S, HOLDING_STATUSES, OPEN_STATUSES } from './status';
import { actionsFor, BOOKING_ACTIONS, BOOKING_ACTORS, type BookingAction, type BookingActor, mayTransition, nextStatus } from './transitions';

/**
 * The whole table written out by hand, one line per allowed (status, action, actor) → next status.
 * Every other combination of the 17 statuses × every action × every actor must be refused.
 */
const ALLOWED = `
1 confirm owner 2
1 reject owner 3
1 expire system 3
1 edit_request renter 1
1 cancel renter 4
1 cancel operator 4
2 pay renter 5
2 propose_change renter 15
2 propose_change owner 15
2 cancel renter 4
2 cancel owner 4
2 cancel operator 4
2 cancel_unpaid system 4
5 payment_succeeded system 6
5 payment_failed system 7
5 cancel renter 4
5 cancel owner 4
5 cancel operator 4
5 cancel_unpaid system 4
6 upload_contract renter 17
6 cancel renter 4
6 cancel owner 4
6 cancel operator 4
7 pay renter 5
7 propose_change renter 15
7 propose_change owner 15
7 cancel renter 4
7 cancel owner 4
7 cancel operator 4
7 cancel_unpaid system 4
8 hand_over owner 10
8 cancel renter 4
8 cancel owner 4
8 cancel operator 4
9 end_trip owner 11
10 hand_over owner 10
10 confirm_start_mileage renter 9
10 dispute_start_mileage renter 8
10 cancel renter 4
10 cancel owner 4
10 cancel operator 4
11 end_trip owner 11
11 confirm_end_mileage renter 13
11 dispute_end_mileage renter 9
12 pay_extras renter 12
12 extras_succeeded system 13
12 extras_failed system 14
14 pay_extras renter 12
15 cancel renter 4
15 cancel owner 4
15 cancel operator 4
15 cancel_unpaid system 4
15 accept_change owner 2
15 decline_change renter 2
15 decline_change owner 2
16 upload_contract renter 17
16 cancel renter 4
16 cancel owner 4
16 cancel operator 4
17 accept_contract owner 8
17 accept_contract operator 8
17 reject_contract owner 16
17 reject_contract operator 16
17 cancel renter 4
17 cancel owner 4
17 cancel operator 4
`
  .trim()
  .split('\n')
  .map((line) => {
    const [status, action, actor, to] = line.split(' ');
    return { status: Number(status), action: action as BookingAction, actor: actor as BookingActor, to: Number(to) };
  });

// The change proposal in these lines was the renter's, made from status 2.
const context = { statusBeforeChange: S.confirmed, changeProposedBy: 'renter' as const, extrasDueKop: 0 };

describe('the booking transition table', () => {
  it('allows exactly the listed transitions, for every status × action × actor', () => {
    const allowed = new Set(ALLOWED.map((row) => `${row.status} ${row.action} ${row.actor}`));
    const mismatches: string[] = [];
    for (const status of ALL_STATUSES) {
      for (const action of BOOKING_ACTIONS) {
        for (const actor of BOOKING_ACTORS) {
          const key = `${status} ${action} ${actor}`;
          if (mayTransition(status, action, actor, context) !== allowed.has(key)) mismatches.push(key);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(ALL_STATUSES.length * BOOKING_ACTIONS.length * BOOKING_ACTORS.length).toBeGreaterThan(1500);
  });

  it.each(ALLOWED)('$status —$action by $actor→ $to', ({ status, action, to }) => {
    expect(nextStatus(status as never, action, context)).toBe(to);
  });

  it('a change proposal goes back to where it came from, and only the other party accepts it', () => {
    expect(nextStatus(S.changeProposed, 'accept_change', { statusBeforeChange: S.paymentFailed })).toBe(S.paymentFailed);
    expect(() => nextStatus(S.changeProposed, 'accept_change', { statusBeforeChange: S.paid })).toThrow();
    expect(mayTransition(S.changeProposed, 'accept_change', 'owner', { changeProposedBy: 'renter' })).toBe(true);
    expect(mayTransition(S.changeProposed, 'accept_change', 'renter', { changeProposedBy: 'renter' })).toBe(false);
    expect(mayTransition(S.changeProposed, 'accept_change', 'renter', { changeProposedBy: 'owner' })).toBe(true);
    expect(mayTransition(S.changeProposed, 'accept_change', 'owner', {})).toBe(false);
  });

  it('confirming the end mileage leads to extras due when there are extras', () => {
    expect(nextStatus(S.endMileageCheck, 'confirm_end_mileage', { extrasDueKop: 1 })).toBe(S.extrasDue);
    expect(nextStatus(S.endMileageCheck, 'confirm_end_mileage', { extrasDueKop: 0 })).toBe(S.completed);
  });

  it('nothing leaves a final status, and a trip under way cannot be cancelled', () => {
    for (const status of [S.rejected, S.cancelled, S.completed]) for (const actor of BOOKING_ACTORS) expect(actionsFor(status, actor, context)).toEqual([]);
    for (const actor of BOOKING_ACTORS) expect(actionsFor(S.active, actor)).not.toContain('cancel');
  });

  it('holds the car from the request until the trip ends, and counts 12 and 14 as open business', () => {
    expect(HOLDING_STATUSES).toContain(S.requested);
    expect([S.rejected, S.cancelled, S.extrasDue, S.completed, S.extrasFailed].filter((status) => HOLDING_STATUSES.includes(status))).toEqual([]);
    expect([...OPEN_STATUSES].sort((a, b) => a - b)).toEqual([1, 2, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 17]);
  });

  it('every status is reachable from a request', () => {
    // confirm_end_mileage also leads to 12 when extras are due (the lines above have none).
    const edges = [...ALLOWED, { status: S.endMileageCheck as number, to: S.extrasDue as number }];
    const seen = new Set<number>([S.requested, S.confirmed]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const row of edges) {
        if (seen.has(row.status) && !seen.has(row.to)) {
          seen.add(row.to);
          grew = true;
        }
      }
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([...ALL_STATUSES].sort((a, b) => a - b));
  });
});
