import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { LangField } from '@/lib/api/lang';
import { ZPagination } from '@/lib/catalog/contracts';
import { ZId, ZPage } from '@/lib/validation/numbers';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES, REFUND_STATUSES } from './payment-states';

/**
 * The renter's side of /cabinet/payments through the API (docs/cabinet-payments.md): their payments
 * per booking with holds, refunds and receipts, and their saved cards. Shared by the route
 * handlers, the OpenAPI document and the page.
 */

export const CABINET_PAYMENTS_LIMITS = { perPage: 10 } as const;

const ZMoney = z.int().meta({ description: 'kopiyky' });
const ZTime = z.object({ at: z.iso.datetime(), local: z.string().meta({ description: 'Kyiv wall-clock time YYYY-MM-DDTHH:mm' }) });

export const ZCard = z.object({
  pan_masked: z.string().nullable().meta({ description: 'As the acquirer masked it (`424242******4242`); null when it said nothing' }),
  last_four: z.string().meta({ description: 'Spec §3 Card: the digits after the mask characters, or "XXXX" when missing' }),
});

const ZRefund = z.object({
  id: z.int(),
  amount: ZMoney,
  status: z.enum(REFUND_STATUSES),
  reason: z.string().meta({ description: 'Why (`renter_cancelled`, `owner_cancelled`, `operator_cancelled`, `booking_moved_on`, `paid_after_close`, …)' }),
  created: ZTime,
  settled: ZTime.nullable(),
});

const ZHold = z.object({
  held: ZMoney.meta({ description: 'Blocked on the card' }),
  captured: ZMoney.meta({ description: 'Taken from it (extras after the trip)' }),
  released: ZMoney.meta({ description: 'Given back (unblocked)' }),
  pending: z.enum(['capture', 'void']).nullable().meta({ description: 'An operation asked of the acquirer and not yet answered' }),
});

export const ZRenterPayment = z.object({
  id: z.int(),
  purpose: z.enum(PAYMENT_PURPOSES),
  status: z.enum(PAYMENT_STATUSES),
  amount: ZMoney.meta({ description: 'Charged, or for a deposit blocked' }),
  via: z.enum(['page', 'token']).meta({ description: 'On the acquirer’s page, or by the saved card without the renter' }),
  failure_code: z.string().nullable(),
  card: ZCard.nullable().meta({ description: 'The card it was paid with; null while nothing was paid' }),
  provider: z.string(),
  reference: z.string().meta({ description: 'Our order reference at the acquirer' }),
  created: ZTime,
  settled: ZTime.nullable(),
  hold: ZHold.nullable().meta({ description: 'A deposit only' }),
  refunds: z.array(ZRefund),
  refunded: ZMoney.meta({ description: 'What the acquirer confirmed given back' }),
  receipt: z.string().nullable().meta({ description: 'The receipt page’s path in the asked language (a payment that took money)' }),
});
export type TRenterPayment = z.infer<typeof ZRenterPayment>;

export const ZRenterPaymentBooking = z.object({
  id: z.int(),
  status: z.int().meta({ description: 'Spec §4 booking status, 1–17' }),
  car: z.object({ id: z.int(), title: z.string() }),
  start: ZTime,
  end: ZTime,
  url: z.string().meta({ description: 'The booking page’s path in the asked language' }),
  payments: z.array(ZRenterPayment).meta({ description: 'Oldest first' }),
});
export type TRenterPaymentBooking = z.infer<typeof ZRenterPaymentBooking>;

export const ZRenterPayments = z.object({ bookings: z.array(ZRenterPaymentBooking), pagination: ZPagination });
export type TRenterPayments = z.infer<typeof ZRenterPayments>;

export const ZSavedCard = ZCard.extend({
  id: z.int(),
  provider: z.string(),
  created: ZTime,
  last_used: ZTime.nullable(),
});
export type TSavedCard = z.infer<typeof ZSavedCard>;

export const ZPaymentsList = z.strictObject({ page: ZPage, lang: LangField });
export const ZCardList = z.strictObject({ lang: LangField });
export const ZCardRemove = z.strictObject({ card_id: ZId, lang: LangField });
export type TCardRemove = z.output<typeof ZCardRemove>;

export const paymentsListContract = defineContract({
  method: 'POST', path: '/api/profile/payments/list', tag: 'payments', access: 'user',
  summary:
    'The caller’s payments as a renter, per booking (the booking with the latest payment first, 10 a page): each payment’s purpose, status, amount, card, hold (held, captured, released), refunds and receipt',
  body: ZPaymentsList,
  response: ZRenterPayments,
});

export const cardListContract = defineContract({
  method: 'POST', path: '/api/profile/cards/list', tag: 'payments', access: 'user',
  summary: 'The caller’s saved cards for paying (remembered with their consent at checkout, not removed), the last used first',
  body: ZCardList,
  response: z.object({ cards: z.array(ZSavedCard) }),
});

export const cardRemoveContract = defineContract({
  method: 'POST', path: '/api/profile/cards/remove', tag: 'payments', access: 'user',
  summary:
    'Removes one of the caller’s saved cards: it is no longer offered or charged, and the acquirer’s token is revoked where the acquirer can. Removing it again answers the same; another person’s card is a 404',
  body: ZCardRemove,
  response: z.object({ card_id: z.int(), removed: z.literal(true) }),
});
