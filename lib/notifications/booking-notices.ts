import { BOOKING_STATUS } from '@/lib/bookings/status';

export type NoticeRole = 'renter' | 'owner';

/**
 * Every booking event the parties are told about, and whom (docs/notifications.md). Each recipient
 * gets an in-app notification and an e-mail (unless they opted out of an optional one); the urgent
 * ones also go by SMS (SMS_NOTICES). Where both parties are listed and one of them caused the event
 * (a change proposed, a review left), the caller skips the actor: nobody is told what they just did.
 */
export const BOOKING_NOTICES = {
  requested: ['owner'],
  instant_booked: ['owner'],
  confirmed: ['renter'],
  rejected: ['renter'],
  expired: ['renter', 'owner'],
  cancelled_by_renter: ['owner'],
  cancelled_by_owner: ['renter'],
  cancelled_by_operator: ['renter', 'owner'],
  cancelled_unpaid: ['renter', 'owner'],
  paid: ['renter', 'owner'],
  payment_failed: ['renter'],
  contract_uploaded: ['owner'],
  contract_accepted: ['renter'],
  contract_rejected: ['renter'],
  mileage_to_confirm: ['renter'],
  mileage_disputed: ['owner'],
  trip_started: ['renter', 'owner'],
  // The owner has just entered the end mileage: only the renter, who must confirm it, is told.
  trip_ended: ['renter'],
  extras_due: ['renter'],
  deposit_needed: ['renter'],
  completed: ['renter', 'owner'],
  request_edited: ['owner'],
  change_proposed: ['renter', 'owner'],
  change_answered: ['renter', 'owner'],
  starts_soon: ['renter', 'owner'],
  ends_soon: ['renter', 'owner'],
  review_received: ['renter', 'owner'],
} as const satisfies Record<string, readonly NoticeRole[]>;

export type BookingNotice = keyof typeof BOOKING_NOTICES;
export const BOOKING_NOTICE_KINDS = Object.keys(BOOKING_NOTICES) as BookingNotice[];

export const isBookingNotice = (value: string): value is BookingNotice => Object.hasOwn(BOOKING_NOTICES, value);

/**
 * Whether a notice's e-mail is transactional — sent whatever the recipient chose in /settings, and
 * saying so — or optional. Transactional: what concerns a payment (a receipt, a failure, extras or a
 * deposit to pay), a cancellation of a booking that had been paid (a refund or a fee), and the
 * completion of a trip that left extras (their receipt). Everything else honours the opt-out.
 */
export type EmailRule = 'always' | 'when_paid' | 'when_extras' | 'optional';

export const EMAIL_RULES: Record<BookingNotice, EmailRule> = {
  requested: 'optional',
  instant_booked: 'optional',
  confirmed: 'optional',
  rejected: 'optional',
  expired: 'optional',
  cancelled_by_renter: 'when_paid',
  cancelled_by_owner: 'when_paid',
  cancelled_by_operator: 'when_paid',
  cancelled_unpaid: 'optional',
  paid: 'always',
  payment_failed: 'always',
  contract_uploaded: 'optional',
  contract_accepted: 'optional',
  contract_rejected: 'optional',
  mileage_to_confirm: 'optional',
  mileage_disputed: 'optional',
  trip_started: 'optional',
  trip_ended: 'optional',
  extras_due: 'always',
  deposit_needed: 'always',
  completed: 'when_extras',
  request_edited: 'optional',
  change_proposed: 'optional',
  change_answered: 'optional',
  starts_soon: 'optional',
  ends_soon: 'optional',
  review_received: 'optional',
};

type MoneyFacts = { paidKop: number; extrasKop: number };

export function isTransactional(notice: BookingNotice, booking: MoneyFacts): boolean {
  const rule = EMAIL_RULES[notice];
  return rule === 'always' || (rule === 'when_paid' && booking.paidKop > 0) || (rule === 'when_extras' && booking.extrasKop > 0);
}

/**
 * The urgent notices that also go by SMS, and to whom: a request waiting for the owner, a payment
 * the renter must make, the trip about to start. Sent unless the person opted out of phone
 * notifications or has no verified phone. A refused payment is texted only when the renter was not
 * there to see it fail (the extras charged to the saved card, `unattended`) and still owes it.
 */
export const SMS_NOTICES: Partial<Record<BookingNotice, readonly NoticeRole[]>> = {
  requested: ['owner'],
  instant_booked: ['owner'],
  confirmed: ['renter'],
  extras_due: ['renter'],
  deposit_needed: ['renter'],
  starts_soon: ['renter', 'owner'],
};

export function sendsSms(notice: BookingNotice, role: NoticeRole, event: { unattended?: boolean } = {}): boolean {
  if (notice === 'payment_failed') return role === 'renter' && event.unattended === true;
  return SMS_NOTICES[notice]?.includes(role) ?? false;
}

type AmountFacts = MoneyFacts & { status: number; totalKop: number; refundedKop: number; extrasPaidKop: number; depositKop: number | null };

/** The sum of money a notice names (kopiyky), or null: what to pay, what was paid, what comes back. */
export function noticeAmountKop(notice: BookingNotice, booking: AmountFacts): number | null {
  switch (notice) {
    case 'confirmed':
      return booking.totalKop;
    case 'paid':
      return booking.paidKop;
    case 'payment_failed':
      return booking.status === BOOKING_STATUS.extrasFailed ? booking.extrasKop - booking.extrasPaidKop : booking.totalKop;
    case 'extras_due':
      return booking.extrasKop - booking.extrasPaidKop;
    case 'deposit_needed':
      return booking.depositKop;
    case 'completed':
      return booking.extrasPaidKop > 0 ? booking.extrasPaidKop : null;
    case 'cancelled_by_renter':
    case 'cancelled_by_owner':
    case 'cancelled_by_operator':
      return booking.refundedKop;
    default:
      return null;
  }
}
