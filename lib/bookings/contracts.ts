import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { LangField } from '@/lib/api/lang';
import { ZAcceptTerms } from '@/lib/accounts/fields';
import { ZInstant } from '@/lib/catalog/search-query';
import { DEPOSIT_CURRENCIES } from '@/lib/cars/dictionary';
import { optionalInput, zWholeNumber } from '@/lib/cars/number-input';
import { ZPagination } from '@/lib/catalog/contracts';
import { INT32_MAX, ZId, ZPage } from '@/lib/validation/numbers';
import { ALL_STATUSES } from './status';
import { BOOKING_ACTIONS } from './transitions';

export const BOOKING_LIMITS = { message: 255, address: { min: 5, max: 255 }, reason: { min: 3, max: 255 }, perPage: 20 } as const;

const ZMoney = z.int().meta({ description: 'kopiyky' });
const ZStatus = z.int().refine((value) => (ALL_STATUSES as number[]).includes(value)).meta({ description: 'Spec §4 booking status, 1–17' });

export const ZBookingCreate = z.strictObject({
  car_id: ZId,
  start: ZInstant,
  end: ZInstant.meta({ description: 'Not included: [start, end)' }),
  delivery_address: optionalInput(z.string().trim().min(BOOKING_LIMITS.address.min).max(BOOKING_LIMITS.address.max)).meta({
    description: 'Where to bring the car (only for a car that delivers); left out: picked up at the car’s place',
  }),
  message: optionalInput(z.string().trim().max(BOOKING_LIMITS.message)).meta({ description: 'A note to the owner' }),
  accept_terms: ZAcceptTerms,
  lang: LangField,
});
export type TBookingCreate = z.output<typeof ZBookingCreate>;

const ZBookingRef = z.strictObject({ booking_id: ZId, lang: LangField });
const ZReason = z.string({ error: 'invalidType' }).trim().min(BOOKING_LIMITS.reason.min).max(BOOKING_LIMITS.reason.max);

export const ZBookingReject = ZBookingRef.extend({ reason: optionalInput(ZReason) });
export const ZBookingCancel = ZBookingRef.extend({ reason: ZReason });

export const ZBookingList = z.strictObject({
  as: z.enum(['renter', 'owner'], { error: 'invalidType' }),
  status: z.array(ZStatus).max(17).optional().meta({ description: 'Only these statuses' }),
  car_id: ZId.optional().meta({ description: 'Only this car’s (an owner’s list)' }),
  page: ZPage,
  lang: LangField,
});

const ZLine = z.object({ kind: z.string(), quantity: z.int(), unit_price: ZMoney, amount: ZMoney });
const ZTime = z.object({ at: z.iso.datetime(), local: z.string().meta({ description: 'Kyiv wall-clock time YYYY-MM-DDTHH:mm' }) });
const ZParty = z.object({
  id: z.int(),
  kind: z.enum(['renter', 'host', 'company']),
  name: z.string(),
  photo: z.string().nullable(),
  rating: z.number().nullable(),
  profile: z.string().nullable().meta({ description: 'Public profile path in the asked language' }),
});

export const ZBookingSummary = z.object({
  id: z.int(),
  status: ZStatus,
  role: z.enum(['renter', 'owner', 'operator']),
  car: z.object({ id: z.int(), title: z.string(), photo: z.string().nullable(), city: z.string().nullable() }),
  start: ZTime,
  end: ZTime,
  total: ZMoney,
  deadline: ZTime.nullable().meta({ description: 'The next deadline: the owner’s answer (1) or the payment (2, 5, 7, 15)' }),
  other: ZParty,
});
export type TBookingSummary = z.infer<typeof ZBookingSummary>;

export const ZBookingView = ZBookingSummary.extend({
  instant: z.boolean(),
  mode: z.enum(['time', 'calendar']).meta({ description: 'calendar: the car counts calendar days' }),
  place: z.object({
    pickup: z.string().nullable().meta({ description: 'The car’s exact address: shown once the booking is confirmed' }),
    delivery: z.string().nullable(),
  }),
  message: z.string().nullable(),
  lines: z.array(ZLine),
  deposit: z.object({ amount: z.int(), currency: z.enum(DEPOSIT_CURRENCIES) }).nullable(),
  owner_share: z.object({ commission: ZMoney, earnings: ZMoney, commission_bp: z.int() }).nullable().meta({ description: 'The owner and operators only' }),
  paid: ZMoney,
  refunded: ZMoney,
  fee: ZMoney,
  mileage: z.object({ start: z.int().nullable(), end: z.int().nullable(), dispute: z.string().nullable() }),
  extras: z.object({
    lines: z.array(ZLine),
    total: ZMoney,
    paid: ZMoney.meta({ description: 'Collected so far: from the deposit, the saved card or the page' }),
    collecting: z.boolean().meta({ description: 'Being taken from the deposit or the saved card now; the renter’s page opens only after' }),
    returned_at: ZTime.nullable().meta({ description: 'When the car came back: the moment the owner first ended the trip (a late return counts from the end to it)' }),
  }),
  late_return: z
    .object({ hours: z.int(), amount: ZMoney, returned_at: ZTime, paid_until: ZTime.meta({ description: 'The end of the paid time lateness counts from: the end, or for a calendar-day car the end of its last date' }) })
    .nullable()
    .meta({ description: 'What ending the trip now adds for a late return (the owner and operators, while the trip can be ended; the moment the trip was first ended counts)' }),
  deposit_hold: z
    .object({
      amount: ZMoney.meta({ description: 'The deposit in hryvnias, as held (fixed when the renter paid)' }),
      rate: z.int().nullable().meta({ description: 'Kopiyky per dollar or euro it was converted at; null for a hryvnia deposit' }),
      state: z.enum(['scheduled', 'held', 'issue', 'captured', 'released']),
      hold_at: ZTime.nullable().meta({ description: 'When it will be held on the saved card (scheduled)' }),
      captured: ZMoney.meta({ description: 'What was taken of it for the extras' }),
      issue: z.string().nullable().meta({ description: 'Why it could not be held on the saved card (the acquirer’s code): the renter holds it on the page' }),
      card: z.string().nullable().meta({ description: 'The card it is held on, as pan_masked' }),
    })
    .nullable()
    .meta({ description: 'The deposit’s hold on the renter’s card, once the booking is paid (null before, or without a deposit)' }),
  saved_cards: z
    .array(z.object({ id: z.int(), pan_masked: z.string().nullable() }))
    .meta({ description: 'The renter’s remembered cards, offered when they may pay now (empty for anyone else)' }),
  deadlines: z.object({ answer_by: ZTime.nullable(), pay_by: ZTime.nullable(), free_cancellation_until: ZTime }),
  cancellation: z
    .object({ free: z.boolean(), fee: ZMoney, refund: ZMoney })
    .nullable()
    .meta({ description: 'What cancelling now would cost this viewer (null when they cannot cancel)' }),
  cancelled: z.object({ by: z.enum(['renter', 'owner', 'operator', 'system']), reason: z.string().nullable() }).nullable(),
  contract: z.object({
    document: z.string().nullable().meta({ description: 'The generated agreement (PDF), once paid: a GET path for the two parties and operators' }),
    signed: z.string().nullable().meta({ description: 'The uploaded signed copy, if any: a GET path' }),
    uploaded_at: z.iso.datetime().nullable(),
    rejection: z.string().nullable().meta({ description: 'Why the last signed copy was sent back' }),
  }),
  change: z
    .object({ by: z.enum(['renter', 'owner']), start: ZTime, end: ZTime, delivery_address: z.string().nullable(), total: ZMoney, lines: z.array(ZLine) })
    .nullable()
    .meta({ description: 'A change of dates or delivery waiting for the other party (status 15)' }),
  review: z.object({
    can_review: z.boolean().meta({ description: 'This viewer may leave their review now' }),
    ask: z.boolean().meta({ description: 'The renter is to be asked for a review on this visit (status 13, not reviewed, not dismissed)' }),
    mine: z.object({ rating: z.int(), comment: z.string().nullable() }).nullable(),
    theirs: z.object({ rating: z.int(), comment: z.string().nullable() }).nullable(),
  }),
  actions: z.array(z.enum(BOOKING_ACTIONS)).meta({ description: 'What this viewer may do now' }),
  timeline: z.array(
    z.object({
      action: z.string(),
      actor: z.enum(['renter', 'owner', 'operator', 'system']),
      from: ZStatus.nullable(),
      to: ZStatus,
      reason: z.string().nullable(),
      at: z.iso.datetime(),
    }),
  ),
  created_at: z.iso.datetime(),
});
export type TBookingView = z.infer<typeof ZBookingView>;

const ZBookingAnswer = z.object({ booking: ZBookingView });

export const bookingCreateContract = defineContract({
  method: 'POST', path: '/api/profile/booking/create', tag: 'bookings', access: 'user',
  summary:
    'A renter asks to book a listed car for [start, end): a request to the owner (status 1), or with the car’s instant booking confirmed at once (2). Refused: user_deleted, legal_cannot_rent, switch_to_renter, not_verified_driver, car_not_found, car_deleted, own_car, booking_in_past, 139, 141, 140, delivery_unavailable, already_booked, 125',
  body: ZBookingCreate, response: ZBookingAnswer,
});

export const bookingGetContract = defineContract({
  method: 'POST', path: '/api/profile/booking/get', tag: 'bookings', access: 'user',
  summary: 'One booking as its renter, its owner or an operator sees it, with what that viewer may do now; anyone else: not_found',
  body: ZBookingRef, response: ZBookingAnswer,
});

export const bookingListContract = defineContract({
  method: 'POST', path: '/api/profile/booking/list', tag: 'bookings', access: 'user',
  summary: 'The caller’s bookings as a renter (my trips) or as an owner (my activity), 20 a page: requests waiting for an answer first, then by start',
  body: ZBookingList, response: z.object({ bookings: z.array(ZBookingSummary), pagination: ZPagination }),
});

export const bookingConfirmContract = defineContract({
  method: 'POST', path: '/api/profile/booking/confirm', tag: 'bookings', access: 'user',
  summary: 'The owner confirms a request (1 → 2); the renter then pays by the pay deadline', body: ZBookingRef, response: ZBookingAnswer,
});

export const bookingRejectContract = defineContract({
  method: 'POST', path: '/api/profile/booking/reject', tag: 'bookings', access: 'user',
  summary: 'The owner turns a request down (1 → 3), optionally saying why', body: ZBookingReject, response: ZBookingAnswer,
});

export const bookingCancelContract = defineContract({
  method: 'POST', path: '/api/profile/booking/cancel', tag: 'bookings', access: 'user',
  summary: 'Cancels a booking before the trip (→ 4) with a reason; refunds what was paid, less the first day’s price when the renter cancels later than 24 hours before the start',
  body: ZBookingCancel, response: ZBookingAnswer.extend({ cancellation: z.object({ free: z.boolean(), fee: ZMoney, refund: ZMoney }) }),
});

const ZMileage = z.int32({ error: 'invalidType' }).min(0).max(2_000_000).meta({ description: 'Kilometres on the odometer' });
const ZAnswer = z.boolean({ error: 'invalidType' });

export const ZBookingPeriodChange = ZBookingRef.extend({
  start: ZInstant,
  end: ZInstant.meta({ description: 'Not included: [start, end)' }),
  delivery_address: ZBookingCreate.shape.delivery_address,
});

export const ZBookingEdit = ZBookingPeriodChange.extend({ message: ZBookingCreate.shape.message });
export const ZChangeAnswer = ZBookingRef.extend({ accept: ZAnswer });
export const ZContractVerify = ZBookingRef.extend({ accept: ZAnswer, reason: optionalInput(ZReason) });
export const ZHandOver = ZBookingRef.extend({ mileage: ZMileage });
export const ZEndTrip = ZBookingRef.extend({
  mileage: ZMileage,
  fuel: optionalInput(z.int32({ error: 'invalidType' }).min(0).max(100_000)).meta({ description: 'A fuel charge in whole hryvnias (the tank returned emptier than handed over)' }),
  waive_late_return: optionalInput(ZAnswer).meta({ description: 'true: no charge for a late return (the car came back more than 30 minutes after the end)' }),
});
export const ZMileageAnswer = ZBookingRef.extend({ accept: ZAnswer, reason: optionalInput(ZReason) });
export const ZReviewBody = ZBookingRef.extend({
  rating: z.int32({ error: 'ratingRequired' }).min(1, { error: 'ratingRequired' }).max(5, { error: 'ratingRequired' }),
  comment: optionalInput(z.string().trim().max(255)),
});
export const ZReviewedStatus = ZBookingRef.extend({ force: z.boolean({ error: 'invalidType' }).optional() });

// How to pay: a saved card (its id; charged without a page), or the acquirer's page, which keeps
// the card for this booking's deposit and extras — and for next bookings with `remember_card`.
export const ZBookingPay = ZBookingRef.extend({
  card_id: optionalInput(z.int32({ error: 'invalidType' }).positive({ error: 'invalidType' })),
  remember_card: z.boolean({ error: 'invalidType' }).optional(),
});

export const bookingPayContract = defineContract({
  method: 'POST', path: '/api/profile/booking/pay', tag: 'bookings', access: 'user',
  summary: 'The renter pays a confirmed booking (2 or 7 → 5) on the acquirer’s page (the card is kept for the deposit and extras; remember_card keeps it for next bookings) or with a saved card (card_id): answers where to send them',
  body: ZBookingPay, response: ZBookingAnswer.extend({ redirect_url: z.string() }),
});

export const bookingDepositContract = defineContract({
  method: 'POST', path: '/api/profile/booking/deposit', tag: 'bookings', access: 'user',
  summary: 'The renter holds the deposit on the acquirer’s page when it could not be held on the saved card (a hold, not a charge): answers the page to send them to',
  body: ZBookingRef, response: ZBookingAnswer.extend({ redirect_url: z.string() }),
});

export const bookingEditContract = defineContract({
  method: 'POST', path: '/api/profile/booking/edit', tag: 'bookings', access: 'user',
  summary: 'The renter changes a request the owner has not answered yet (1): new dates, delivery or message, priced again; the answer deadline is counted again',
  body: ZBookingEdit, response: ZBookingAnswer,
});

export const bookingChangeProposeContract = defineContract({
  method: 'POST', path: '/api/profile/booking/change/propose', tag: 'bookings', access: 'user',
  summary: 'Either party proposes new dates or delivery for a confirmed, unpaid booking (2 or 7 → 15); the other accepts or declines',
  body: ZBookingPeriodChange, response: ZBookingAnswer,
});

export const bookingChangeAnswerContract = defineContract({
  method: 'POST', path: '/api/profile/booking/change/answer', tag: 'bookings', access: 'user',
  summary: 'The other party accepts the proposed change (the booking takes the new dates and price) or declines it; the proposer may withdraw it (accept: false)',
  body: ZChangeAnswer, response: ZBookingAnswer,
});

export const bookingContractVerifyContract = defineContract({
  method: 'POST', path: '/api/profile/booking/contract/verify', tag: 'bookings', access: 'user',
  summary: 'The owner or an operator accepts the signed agreement (17 → 8) or sends it back with a reason (→ 16)',
  body: ZContractVerify, response: ZBookingAnswer,
});

export const bookingHandOverContract = defineContract({
  method: 'POST', path: '/api/profile/booking/hand-over', tag: 'bookings', access: 'user',
  summary: 'The owner hands the car over and enters its mileage (8 → 10; again at 10 to correct it); never below the car’s mileage',
  body: ZHandOver, response: ZBookingAnswer,
});

export const bookingMileageContract = defineContract({
  method: 'POST', path: '/api/profile/booking/mileage', tag: 'bookings', access: 'user',
  summary: 'The renter confirms the mileage the owner entered (10 → 9 the trip starts; 11 → 13, or 12 when extras are due) or disputes it with a reason (back to 8 or 9)',
  body: ZMileageAnswer, response: ZBookingAnswer,
});

export const bookingEndTripContract = defineContract({
  method: 'POST', path: '/api/profile/booking/end-trip', tag: 'bookings', access: 'user',
  summary: 'The owner ends the trip with the end mileage (never below the start) and an optional fuel charge (9 → 11; again at 11 to correct it); kilometres over the allowance and the delivery back are added',
  body: ZEndTrip, response: ZBookingAnswer,
});

export const bookingPayExtrasContract = defineContract({
  method: 'POST', path: '/api/profile/booking/pay-extras', tag: 'bookings', access: 'user',
  summary: 'The renter pays what is left of the extras after the trip (12 once they are no longer being taken from the deposit, or 14 after a failed try) on the page or with a saved card (card_id)',
  body: ZBookingPay, response: ZBookingAnswer.extend({ redirect_url: z.string() }),
});

export const bookingReviewContract = defineContract({
  method: 'POST', path: '/api/profile/booking/review', tag: 'bookings', access: 'user',
  summary: 'After a completed trip (13): the renter rates the car and its owner, the owner rates the renter (rating 1–5 required, comment up to 255); once each',
  body: ZReviewBody, response: ZBookingAnswer,
});

export const bookingReviewedStatusContract = defineContract({
  method: 'POST', path: '/api/profile/booking/reviewed-status', tag: 'bookings', access: 'user',
  summary: 'Spec §7: whether the renter has reviewed a completed booking (13) and is still to be asked; force: true dismisses the request for good',
  body: ZReviewedStatus, response: z.object({ booking_id: z.int(), reviewed: z.boolean(), dismissed: z.boolean(), ask: z.boolean() }),
});

export const bookingContractUploadContract = defineContract({
  method: 'POST', path: '/api/profile/booking/contract/upload', tag: 'bookings', access: 'user',
  summary: 'The renter uploads the signed agreement (6 or 16 → 17): multipart with booking_id and one part named "file" — a PDF, or a photo (JPEG, PNG, WebP, AVIF), at most 10 MB; kept privately like licences',
  // Multipart fields are text: the booking id comes as "12".
  body: z.object({ booking_id: zWholeNumber(1, INT32_MAX), lang: LangField }),
  upload: { maxBytes: 10 * 1024 * 1024 + 64 * 1024, files: [{ name: 'file', required: true, accept: 'application/pdf, image/jpeg, image/png, image/webp, image/avif' }] },
  response: ZBookingAnswer,
});
