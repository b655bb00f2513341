/**
 * Booking statuses of spec §4, by their numbers (the API and the mobile apps speak the numbers).
 * docs/bookings.md has the diagram; the transitions are `transitions.ts`.
 */
export const BOOKING_STATUS = {
  requested: 1,
  confirmed: 2,
  rejected: 3,
  cancelled: 4,
  paying: 5,
  paid: 6,
  paymentFailed: 7,
  tripAllowed: 8,
  active: 9,
  startMileageCheck: 10,
  endMileageCheck: 11,
  extrasDue: 12,
  completed: 13,
  extrasFailed: 14,
  changeProposed: 15,
  contractDue: 16,
  contractCheck: 17,
} as const;

export type BookingStatusName = keyof typeof BOOKING_STATUS;
export type BookingStatus = (typeof BOOKING_STATUS)[BookingStatusName];

export const ALL_STATUSES = Object.values(BOOKING_STATUS) as BookingStatus[];

const S = BOOKING_STATUS;

export const statusName = (status: BookingStatus): BookingStatusName =>
  (Object.keys(BOOKING_STATUS) as BookingStatusName[]).find((name) => BOOKING_STATUS[name] === status)!;

export const isBookingStatus = (value: number): value is BookingStatus => (ALL_STATUSES as number[]).includes(value);

/**
 * The statuses whose booking holds the car: its period sits under the exclusion constraint with
 * the owner's blocks (`car_periods.holds`), so nobody else can book those hours. A request holds
 * the car too — a second renter is told 125 at once rather than after the owner confirms the
 * first. The car is free again once a booking is rejected, cancelled, or its trip has ended
 * (the end mileage confirmed: 12, 13, 14).
 */
export const HOLDING_STATUSES: readonly BookingStatus[] = [
  S.requested,
  S.confirmed,
  S.paying,
  S.paid,
  S.paymentFailed,
  S.tripAllowed,
  S.active,
  S.startMileageCheck,
  S.endMileageCheck,
  S.changeProposed,
  S.contractDue,
  S.contractCheck,
];

export const holdsCar = (status: BookingStatus) => HOLDING_STATUSES.includes(status);

/** Before the trip: the booking can still be cancelled (status 4), and the renter's fee rule applies. */
export const PRE_TRIP_STATUSES: readonly BookingStatus[] = [
  S.requested,
  S.confirmed,
  S.paying,
  S.paid,
  S.paymentFailed,
  S.changeProposed,
  S.contractDue,
  S.contractCheck,
  S.tripAllowed,
  S.startMileageCheck,
];

/** Not yet paid: cancelled by the system when the payment deadline passes (spec §9). */
export const UNPAID_STATUSES: readonly BookingStatus[] = [S.confirmed, S.paying, S.paymentFailed, S.changeProposed];

/** Paid for and not yet over: a cancellation refunds (all or less the fee). */
export const PAID_STATUSES: readonly BookingStatus[] = [S.paid, S.contractDue, S.contractCheck, S.tripAllowed, S.startMileageCheck];

/** The trip is under way: the car is with the renter. */
export const TRIP_STATUSES: readonly BookingStatus[] = [S.active, S.endMileageCheck];

/** The booking is over, one way or another. */
export const FINAL_STATUSES: readonly BookingStatus[] = [S.rejected, S.cancelled, S.completed];

/**
 * Open bookings: the ones that block deleting either party's account and that make "You have
 * already booked this car" (one open booking per renter and car). Everything but the final
 * statuses — a trip whose extras are unpaid (12, 14) is still open business.
 */
export const OPEN_STATUSES: readonly BookingStatus[] = ALL_STATUSES.filter((status) => !FINAL_STATUSES.includes(status));
