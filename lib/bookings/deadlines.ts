/**
 * The booking's clocks (docs/bookings.md "Deadlines"), in real hours on UTC instants: a deadline
 * is a moment, not a wall-clock time, so the clock changes in March and October move nothing.
 */
export const BOOKING_WINDOWS = {
  /** The owner answers a request within this… */
  answerHours: 24,
  /** …and the renter has until this long before the start to pay (spec §9). */
  unpaidCancelHours: 24,
  /** Free cancellation up to this long before the start (spec §9). */
  freeCancellationHours: 24,
  /** When the start is close, each side still gets this long to act (never past the start). */
  lastMinuteHours: 1,
  /** An opened payment page lapses after this (the booking goes to 7 and can be paid again). */
  checkoutMinutes: 30,
  /** Reminders before the start (the first still ahead) and before the end. */
  startReminderHours: [24, 2],
  endReminderHours: 2,
  /** The car is handed over no earlier than this before the start (the hours before are someone else's). */
  handoverEarlyHours: 2,
} as const;

const HOUR = 3_600_000;
const plusHours = (at: Date, hours: number) => new Date(at.getTime() + hours * HOUR);
const earliest = (...dates: Date[]) => new Date(Math.min(...dates.map((date) => date.getTime())));
const latest = (...dates: Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));

/**
 * Until when the owner may answer a request: 24 hours, but early enough that the renter still has
 * the day before the start to pay (so no later than 25 hours before it); a request made closer to
 * the start than that gets one hour, and never past the start. Unanswered, it expires (status 3).
 */
export function answerDeadline(requestedAt: Date, start: Date): Date {
  const { answerHours, unpaidCancelHours, lastMinuteHours } = BOOKING_WINDOWS;
  const leavesDayToPay = plusHours(start, -(unpaidCancelHours + lastMinuteHours));
  return earliest(plusHours(requestedAt, answerHours), latest(leavesDayToPay, plusHours(requestedAt, lastMinuteHours)), start);
}

/**
 * Until when a confirmed booking may be paid: 24 hours before the start (spec §9: unpaid bookings
 * are cancelled then). A booking confirmed later than that — a last-minute request, or an instant
 * booking made the day before — gives the renter one hour, never past the start.
 */
export function payDeadline(confirmedAt: Date, start: Date): Date {
  const { unpaidCancelHours, lastMinuteHours } = BOOKING_WINDOWS;
  return earliest(latest(plusHours(start, -unpaidCancelHours), plusHours(confirmedAt, lastMinuteHours)), start);
}

/** The last moment a renter may cancel for free: 24 hours before the start, that moment included. */
export const freeCancellationUntil = (start: Date): Date => plusHours(start, -BOOKING_WINDOWS.freeCancellationHours);

/** When an opened payment page lapses. */
export const checkoutExpiresAt = (openedAt: Date): Date => new Date(openedAt.getTime() + BOOKING_WINDOWS.checkoutMinutes * 60_000);

/** The first start reminder still ahead of `now` (a day before, else two hours before), or null. */
export function startReminderAt(start: Date, now: Date): Date | null {
  for (const hours of BOOKING_WINDOWS.startReminderHours) {
    const at = plusHours(start, -hours);
    if (at.getTime() > now.getTime()) return at;
  }
  return null;
}

/** Two hours before the end, or null when that has passed. */
export function endReminderAt(end: Date, now: Date): Date | null {
  const at = plusHours(end, -BOOKING_WINDOWS.endReminderHours);
  return at.getTime() > now.getTime() ? at : null;
}

/** The earliest moment the owner may hand the car over. */
export const handoverOpensAt = (start: Date): Date => plusHours(start, -BOOKING_WINDOWS.handoverEarlyHours);
