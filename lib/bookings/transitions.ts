import { BOOKING_STATUS as S, type BookingStatus, PRE_TRIP_STATUSES, UNPAID_STATUSES } from './status';

/**
 * Who acts on a booking: its renter, the car's owner (a host or a company), an operator, or the
 * system (jobs and the acquirer's callback).
 */
export type BookingActor = 'renter' | 'owner' | 'operator' | 'system';
export const BOOKING_ACTORS: readonly BookingActor[] = ['renter', 'owner', 'operator', 'system'];

/**
 * What the next status depends on besides the action: where a change proposal came from (15 goes
 * back there) and whether the trip left extras to pay (11 → 12 or 13).
 */
export type TransitionContext = {
  statusBeforeChange?: BookingStatus | null;
  extrasDueKop?: number;
  /** Who proposed the change now waiting (15): only the other party accepts it. */
  changeProposedBy?: 'renter' | 'owner' | null;
};

type Rule = {
  from: readonly BookingStatus[];
  by: readonly BookingActor[];
  to: BookingStatus | ((from: BookingStatus, context: TransitionContext) => BookingStatus);
};

const backFromChange = (_from: BookingStatus, context: TransitionContext): BookingStatus => {
  const before = context.statusBeforeChange;
  if (before !== S.confirmed && before !== S.paymentFailed) throw new Error('A change proposal must remember the status it came from (2 or 7)');
  return before;
};

/**
 * The one transition table (docs/bookings.md): for each action, the statuses it applies in, who may
 * take it, and the status it leads to. Anything not here is refused, whoever asks. The owner answers
 * a request (1 → 2 or 3; unanswered it expires to 3); the renter pays (2 → 5 → 6, or 7 and again);
 * signs and uploads the contract (6 or 16 → 17), which the owner or an operator accepts (8) or sends
 * back (16); at handover the owner enters the mileage (8 → 10) and the renter confirms it (9) or
 * disputes it (back to 8); at the end the owner enters the end mileage and extras (9 → 11), the
 * renter confirms (13, or 12 when extras are due → 13 or 14) or disputes (back to 9). Before payment
 * either party may propose new dates or delivery (15), which the other accepts or declines.
 * Cancelling (4) is possible before the trip starts.
 */
export const TRANSITIONS = {
  // The request
  confirm: { from: [S.requested], by: ['owner'], to: S.confirmed },
  reject: { from: [S.requested], by: ['owner'], to: S.rejected },
  expire: { from: [S.requested], by: ['system'], to: S.rejected },
  edit_request: { from: [S.requested], by: ['renter'], to: S.requested },
  // Paying
  pay: { from: [S.confirmed, S.paymentFailed], by: ['renter'], to: S.paying },
  payment_succeeded: { from: [S.paying], by: ['system'], to: S.paid },
  payment_failed: { from: [S.paying], by: ['system'], to: S.paymentFailed },
  // Changing the terms before payment
  propose_change: { from: [S.confirmed, S.paymentFailed], by: ['renter', 'owner'], to: S.changeProposed },
  accept_change: { from: [S.changeProposed], by: ['renter', 'owner'], to: backFromChange },
  decline_change: { from: [S.changeProposed], by: ['renter', 'owner'], to: backFromChange },
  // The contract
  upload_contract: { from: [S.paid, S.contractDue], by: ['renter'], to: S.contractCheck },
  accept_contract: { from: [S.contractCheck], by: ['owner', 'operator'], to: S.tripAllowed },
  reject_contract: { from: [S.contractCheck], by: ['owner', 'operator'], to: S.contractDue },
  // Handover (the spec's "transfer car" / "start trip" / "check mileage")
  hand_over: { from: [S.tripAllowed, S.startMileageCheck], by: ['owner'], to: S.startMileageCheck },
  confirm_start_mileage: { from: [S.startMileageCheck], by: ['renter'], to: S.active },
  dispute_start_mileage: { from: [S.startMileageCheck], by: ['renter'], to: S.tripAllowed },
  // The end of the trip
  end_trip: { from: [S.active, S.endMileageCheck], by: ['owner'], to: S.endMileageCheck },
  confirm_end_mileage: {
    from: [S.endMileageCheck],
    by: ['renter'],
    to: (_from, context) => ((context.extrasDueKop ?? 0) > 0 ? S.extrasDue : S.completed),
  },
  dispute_end_mileage: { from: [S.endMileageCheck], by: ['renter'], to: S.active },
  pay_extras: { from: [S.extrasDue, S.extrasFailed], by: ['renter'], to: S.extrasDue },
  extras_succeeded: { from: [S.extrasDue], by: ['system'], to: S.completed },
  extras_failed: { from: [S.extrasDue], by: ['system'], to: S.extrasFailed },
  // Cancelling before the trip. The owner answers a request by rejecting it, not cancelling.
  cancel: {
    from: PRE_TRIP_STATUSES,
    by: ['renter', 'owner', 'operator'],
    to: S.cancelled,
  },
  cancel_unpaid: { from: UNPAID_STATUSES, by: ['system'], to: S.cancelled },
} as const satisfies Record<string, Rule>;

export type BookingAction = keyof typeof TRANSITIONS;
export const BOOKING_ACTIONS = Object.keys(TRANSITIONS) as BookingAction[];

/**
 * Exceptions the table's rows cannot say on their own: an owner does not "cancel" a request (they
 * reject it, and a rejection is not counted against them as a cancellation); a change proposal is
 * accepted by the other party only (its proposer may withdraw it: `decline_change`).
 */
function excluded(status: BookingStatus, action: BookingAction, actor: BookingActor, context: TransitionContext): boolean {
  if (action === 'cancel') return actor === 'owner' && status === S.requested;
  if (action === 'accept_change') return !context.changeProposedBy || context.changeProposedBy === actor;
  return false;
}

/** Whether `actor` may take `action` on a booking in `status`. */
export function mayTransition(status: BookingStatus, action: BookingAction, actor: BookingActor, context: TransitionContext = {}): boolean {
  const rule: Rule = TRANSITIONS[action];
  return rule.from.includes(status) && rule.by.includes(actor) && !excluded(status, action, actor, context);
}

/** The status `action` leads to from `status` (call after `mayTransition`). */
export function nextStatus(status: BookingStatus, action: BookingAction, context: TransitionContext = {}): BookingStatus {
  const rule: Rule = TRANSITIONS[action];
  if (!rule.from.includes(status)) throw new Error(`${action} does not apply in status ${status}`);
  return typeof rule.to === 'function' ? rule.to(status, context) : rule.to;
}

/** The actions `actor` may take now, in table order (what the booking page offers). */
export function actionsFor(status: BookingStatus, actor: BookingActor, context: TransitionContext = {}): BookingAction[] {
  return BOOKING_ACTIONS.filter((action) => mayTransition(status, action, actor, context));
}
