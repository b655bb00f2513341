import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { LangField } from '@/lib/api/lang';
import { ZPagination } from '@/lib/catalog/contracts';
import { ZId, ZPage } from '@/lib/validation/numbers';
import { MIN_PAYOUT_KOP } from './amounts';

/** Money in the API is integer kopiyky (docs/payouts.md), as everywhere else. */
const ZMoney = z.int().meta({ description: 'kopiyky' });
const ZInstantOut = z.string().meta({ description: 'ISO 8601 instant' });

/** Per page of the earnings and payouts lists. */
export const PAYOUTS_PER_PAGE = 20;
/** The longest note an operator keeps on a manual payout. */
export const MANUAL_NOTE_MAX = 500;

/**
 * A request's idempotency key: the client makes one per payout it means to ask for (a random UUID)
 * and sends the same one again on a retry or a second click, so they are one payout.
 */
export const ZIdempotencyKey = z
  .string({ error: 'invalidType' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'invalidFormat' })
  .meta({ description: '8–64 of A–Z a–z 0–9 _ -: the same key again answers the first payout instead of making a second' });

export const ZOwnerMoney = z.object({
  pending: ZMoney.meta({ description: 'The owner’s expected share of bookings paid and not yet over (kopiyky)' }),
  available: ZMoney.meta({ description: 'What can be paid out now: earnings of finished bookings less payouts made and in progress (kopiyky; below zero when a refund took back more)' }),
  paid_out: ZMoney.meta({ description: 'Succeeded payouts in total (kopiyky)' }),
  in_progress: ZMoney.meta({ description: 'Payouts asked for and not yet finished (kopiyky)' }),
});

export const ZPayoutCardView = z.object({
  id: z.int(),
  pan_masked: z.string().nullable(),
  last_four: z.string().meta({ description: 'Spec §3 Card: the digits after the mask characters of pan_masked, or "XXXX"' }),
  added_at: ZInstantOut,
});

export const ZCardCheckView = z.object({
  status: z.enum(['pending', 'verified', 'failed', 'expired']),
  failure_code: z.string().nullable(),
  created_at: ZInstantOut,
});

export const PAYOUT_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const ZPayoutView = z.object({
  id: z.int(),
  amount: ZMoney,
  method: z.enum(['card', 'manual']).meta({ description: 'card: through the acquirer to the payout card; manual: paid by an operator outside it' }),
  status: z.enum(PAYOUT_STATUSES),
  failure_code: z.string().nullable().meta({ description: 'Why a failed payout failed (the acquirer’s code); its money is available again' }),
  card_last_four: z.string().nullable(),
  note: z.string().nullable().meta({ description: 'A manual payout’s note from the operator' }),
  created_at: ZInstantOut,
  settled_at: ZInstantOut.nullable(),
});
export type TPayoutView = z.output<typeof ZPayoutView>;

export const ZEarningView = z.object({
  booking_id: z.int(),
  car: z.string(),
  start: ZInstantOut,
  end: ZInstantOut,
  booking_status: z.int().meta({ description: 'Spec §4 booking status' }),
  total: ZMoney.meta({ description: 'What the booking brought in (after refunds)' }),
  commission: ZMoney,
  commission_bp: z.int().meta({ description: 'The commission rate of the booking, in basis points (1500 = 15 %)' }),
  net: ZMoney.meta({ description: 'The owner’s share: total less commission' }),
  state: z.enum(['pending', 'settled']).meta({ description: 'pending: the booking is not over (expected figures); settled: shared out into the balance' }),
});
export type TEarningView = z.output<typeof ZEarningView>;

export const ZPayoutSummary = z.object({
  money: ZOwnerMoney,
  card: ZPayoutCardView.nullable().meta({ description: 'The payout card (one at a time), or null' }),
  card_check: ZCardCheckView.nullable().meta({ description: 'The latest payout card check, for its outcome' }),
  payouts: z.object({
    to_card: z.boolean().meta({ description: 'Whether the acquirer pays out to cards here (otherwise operators pay out manually)' }),
    min: ZMoney,
    can_request: z.boolean().meta({ description: 'A payout card is registered and at least `min` is available' }),
  }),
});
export type TPayoutSummary = z.output<typeof ZPayoutSummary>;

export const ZPayoutRequest = z.strictObject({
  amount: z.int32({ error: 'invalidType' }).min(MIN_PAYOUT_KOP).meta({ description: 'kopiyky, at most what is available' }),
  idempotency_key: ZIdempotencyKey,
  lang: LangField,
});

export const ZManualPayout = z.strictObject({
  owner_id: ZId,
  amount: z.int32({ error: 'invalidType' }).min(1).meta({ description: 'kopiyky, at most what the owner has available' }),
  note: z.string({ error: 'invalidType' }).trim().min(3).max(MANUAL_NOTE_MAX).meta({ description: 'How it was paid (a bank transfer’s reference…)' }),
  idempotency_key: ZIdempotencyKey,
  lang: LangField,
});

const ZPageBody = z.strictObject({ page: ZPage, lang: LangField });

export const payoutSummaryContract = defineContract({
  method: 'POST', path: '/api/profile/payouts/summary', tag: 'payouts', access: 'user',
  summary: 'Hosts and companies: earnings pending, available and paid out, the payout card and whether a payout can be asked for',
  body: z.strictObject({ lang: LangField }), response: ZPayoutSummary,
});

export const payoutEarningsContract = defineContract({
  method: 'POST', path: '/api/profile/payouts/earnings', tag: 'payouts', access: 'user',
  summary: 'Hosts and companies: earnings per booking with the commission at the booking’s rate and the net, newest trip first, 20 a page',
  body: ZPageBody, response: z.object({ earnings: z.array(ZEarningView), pagination: ZPagination }),
});

export const payoutListContract = defineContract({
  method: 'POST', path: '/api/profile/payouts/list', tag: 'payouts', access: 'user',
  summary: 'Hosts and companies: their payouts with statuses (and why one failed), newest first, 20 a page',
  body: ZPageBody, response: z.object({ payouts: z.array(ZPayoutView), pagination: ZPagination }),
});

export const payoutCardContract = defineContract({
  method: 'POST', path: '/api/profile/payouts/card', tag: 'payouts', access: 'user',
  summary: 'Hosts and companies: opens the acquirer’s card check where the payout card is registered (or replaced); go to redirect_url. Nothing is charged',
  body: z.strictObject({ lang: LangField }), response: z.object({ redirect_url: z.string(), check: ZCardCheckView }),
});

export const payoutRequestContract = defineContract({
  method: 'POST', path: '/api/profile/payouts/request', tag: 'payouts', access: 'user',
  summary:
    'Hosts and companies: pays (part of) the available balance to the payout card. Idempotent by idempotency_key. Answers the payout as it stands: succeeded, failed (with the reason; the money is available again) or pending (finished in the background)',
  body: ZPayoutRequest, response: z.object({ payout: ZPayoutView, money: ZOwnerMoney }),
});

export const manualPayoutContract = defineContract({
  method: 'POST', path: '/api/admin/payouts/manual', tag: 'admin', access: 'staff',
  summary: 'Operators: records a payout made outside the acquirer (a bank transfer) from an owner’s available balance, with a note',
  body: ZManualPayout, response: z.object({ payout: ZPayoutView, money: ZOwnerMoney }),
});

/** What the owner's part of /cabinet/payments shows (lib/server/payouts/owner-payments-data.ts loads it). */
export type OwnerPaymentsData = {
  summary: TPayoutSummary;
  earnings: TEarningView[];
  earningsTotal: number;
  payouts: TPayoutView[];
  payoutsTotal: number;
  /** The owner's CSV export of every earning, in the page's language. */
  csvUrl: string;
};
