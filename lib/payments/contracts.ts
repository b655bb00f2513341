import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { LangField } from '@/lib/api/lang';
import { ZId } from '@/lib/validation/numbers';
import { ZDepositRatesBody, ZDepositRatesView } from './deposit-rates-input';
import { ZSandboxConfirmBody, ZSandboxPayBody } from './sandbox-schemas';
import { SANDBOX_DECLINE_CODES } from './test-cards';

/**
 * What the sandbox acquirer answers its hosted page: the card accepted (`succeeded`: paid, held or
 * verified, as the order asked), declined (`failed`, with the reason), or a 3-D Secure step first
 * (`otp_required`). `return_url` is where the renter goes back to the merchant (the booking),
 * once the payment is decided.
 */
const ZSandboxAnswer = z.object({
  status: z.enum(['succeeded', 'failed', 'otp_required']),
  failure_code: z.enum(SANDBOX_DECLINE_CODES).nullable(),
  return_url: z.string().nullable(),
});

export const sandboxPayContract = defineContract({
  method: 'POST', path: '/api/payments/sandbox/pay', tag: 'payments', access: 'user',
  summary:
    'The sandbox acquirer’s hosted page pays an open order with a card — charges it, holds it, or checks the card (amount 0), as the order was opened; the card number decides the outcome (test cards in docs/payments.md). Only the customer the order was opened for; a lapsed, cancelled or already decided order takes no card. The merchant gets a signed callback',
  body: ZSandboxPayBody.safeExtend({ lang: LangField }),
  response: ZSandboxAnswer,
});

export const sandboxConfirmContract = defineContract({
  method: 'POST', path: '/api/payments/sandbox/confirm', tag: 'payments', access: 'user',
  summary: 'The sandbox acquirer’s 3-D Secure step: the one-time code for an order waiting for it (the right code pays it, any other declines it)',
  body: ZSandboxConfirmBody.safeExtend({ lang: LangField }),
  response: ZSandboxAnswer,
});

export const ZOperatorRefund = z.object({
  payment_id: ZId,
  amount: z.int32({ error: 'invalidType' }).positive({ error: 'invalidType' }).meta({ description: 'kopiyky' }),
  reason: z.string({ error: 'required' }).trim().min(3).max(255),
  lang: LangField,
});

export const operatorRefundContract = defineContract({
  method: 'POST', path: '/api/admin/payments/refund', tag: 'admin', access: 'staff',
  summary:
    'Operators: give part or all of a payment back to the card it came from, with a reason (kept in the booking’s log). Refunds of a payment never add up to more than it took (refund_exceeds_payment); one that took nothing is payment_not_refundable',
  body: ZOperatorRefund,
  response: z.object({ refund: z.object({ id: z.int(), payment_id: z.int(), amount: z.int(), status: z.enum(['pending', 'succeeded', 'failed']) }) }),
});

export const depositRatesUpdateContract = defineContract({
  method: 'POST', path: '/api/admin/settings/deposit-rates', tag: 'admin', access: 'staff',
  summary:
    'Operators: set the rates dollar and euro deposits are held at, in hryvnias per $1 and per €1 (10 to 1 000, at most two decimals). Answers the rates now in force and the last changes (who, when, from, to). Bookings already paid keep the rate they were paid at',
  body: ZDepositRatesBody,
  response: ZDepositRatesView,
});
