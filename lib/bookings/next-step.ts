import { BOOKING_STATUS as S, type BookingStatus, type BookingStatusName, isBookingStatus, statusName } from './status';

/** Who looks at a booking on its page (the system never does). */
export type BookingViewer = 'renter' | 'owner' | 'operator';

/** What the next step depends on: the fields of the booking view (lib/bookings/contracts.ts) it reads. */
export type NextStepInput = {
  /** A spec §4 status (the view's schema types it as a number). */
  status: BookingStatus | number;
  role: BookingViewer;
  start: { at: string };
  end: { at: string };
  deadlines: { answer_by: { at: string } | null; pay_by: { at: string } | null };
  /** The change waiting for an answer (15), and who proposed it. */
  change?: { by: 'renter' | 'owner' } | null;
  review?: { can_review: boolean } | null;
  /** What happened so far: a rejection says whether the owner declined or nobody answered. */
  timeline?: readonly { action: string }[];
};

/**
 * The sentence saying what happens next on a booking, as a key under `Booking.next` (per viewer
 * and status, with a variant where the viewer's own part differs), and the moment it is due by —
 * the `{at}` of the sentence — or null when nothing is due at a particular time.
 */
export type NextStep = { key: `${BookingViewer}.${string}`; at: string | null };

/** What each status waits for, and until when (docs/decisions.md "What happens next"). */
function dueAt(input: NextStepInput & { status: BookingStatus }): string | null {
  const { status, deadlines, start, end } = input;
  switch (status) {
    case S.requested:
      return deadlines.answer_by?.at ?? start.at;
    // Unpaid: the booking is cancelled when the payment deadline passes (spec §9).
    case S.confirmed:
    case S.paying:
    case S.paymentFailed:
    case S.changeProposed:
      return deadlines.pay_by?.at ?? start.at;
    // Paid, before the handover: the agreement and the meeting are due by the start.
    case S.paid:
    case S.contractDue:
    case S.contractCheck:
    case S.tripAllowed:
      return start.at;
    // On the road: the car comes back by the end.
    case S.active:
      return end.at;
    default:
      return null;
  }
}

function variant(input: NextStepInput & { status: BookingStatus }, name: BookingStatusName): string {
  // Declined by the owner, or lapsed unanswered (the last event says which): everyone is told which.
  if (input.status === S.rejected) return `${name}.${input.timeline?.at(-1)?.action === 'expire' ? 'expired' : 'declined'}`;
  if (input.role === 'operator') return name;
  if (input.status === S.changeProposed) return `${name}.${input.change?.by === input.role ? 'mine' : 'theirs'}`;
  if (input.status === S.completed) return `${name}.${input.review?.can_review ? 'review' : 'done'}`;
  return name;
}

/** What happens next on this booking for this viewer, and by when. */
export function nextStep(input: NextStepInput): NextStep {
  if (!isBookingStatus(input.status)) throw new Error(`Not a booking status: ${input.status}`);
  const known = { ...input, status: input.status };
  return { key: `${input.role}.${variant(known, statusName(known.status))}`, at: dueAt(known) };
}
