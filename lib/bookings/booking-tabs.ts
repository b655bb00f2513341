import { BOOKING_STATUS as S, type BookingStatus, PRE_TRIP_STATUSES } from './status';

/**
 * The tabs of the two list screens and the statuses each holds (docs/decisions.md "My trips and
 * my activity"). Every status is in exactly one tab of each screen (booking-tabs.test.ts).
 */

/** Before the trip, still going ahead (a request, confirmed, paying, paid, the agreement, the handover). */
const BEFORE_TRIP = PRE_TRIP_STATUSES;

/** The car is out, or has come back and the trip is being settled (end mileage, extras). */
const UNDER_WAY: readonly BookingStatus[] = [S.active, S.endMileageCheck, S.extrasDue, S.extrasFailed];

/** A renter's trips: upcoming, active, past (completed), cancelled (and requests turned down). */
export const TRIP_TABS = {
  upcoming: BEFORE_TRIP,
  active: UNDER_WAY,
  past: [S.completed],
  cancelled: [S.rejected, S.cancelled],
} as const satisfies Record<string, readonly BookingStatus[]>;

/** An owner's activity: requests waiting for an answer first, then upcoming, active, history. */
export const ACTIVITY_TABS = {
  requests: [S.requested],
  upcoming: BEFORE_TRIP.filter((status) => status !== S.requested),
  active: UNDER_WAY,
  history: [S.completed, S.rejected, S.cancelled],
} as const satisfies Record<string, readonly BookingStatus[]>;

export type TripTab = keyof typeof TRIP_TABS;
export type ActivityTab = keyof typeof ACTIVITY_TABS;

/** The tab a `?tab=` names, if it is one of these. */
export function tabOf<T extends string>(tabs: Record<T, unknown>, value: unknown): T | null {
  return typeof value === 'string' && Object.hasOwn(tabs, value) ? (value as T) : null;
}

/**
 * The tab a list opens at without `?tab=`: the first in `preference` that has bookings, else the
 * first tab (which then says it is empty).
 */
export function defaultTab<T extends string>(counts: Record<T, number>, preference: readonly T[]): T {
  return preference.find((tab) => counts[tab] > 0) ?? preference[0]!;
}
