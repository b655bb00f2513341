import { z } from 'zod';
import { parseHryvnias } from './amounts';

/** The payout form's own messages (`OwnerPayments.validation.*`): they name amounts in hryvnias. */
export const PAYOUT_FORM_ERRORS = ['amountFormat', 'amountMin', 'amountMax'] as const;
export type PayoutFormError = (typeof PAYOUT_FORM_ERRORS)[number];

/**
 * The amount field of a payout form, typed in hryvnias ("1 500", "1500,50"), checked against the
 * smallest payout and what is available, and given back in kopiyky for the API. The server checks
 * the same again under the owner's lock; this only says it sooner, at the field.
 */
export function payoutAmountSchema({ minKop, maxKop }: { minKop: number; maxKop: number }) {
  return z
    .object({ amount: z.string() })
    .superRefine(({ amount }, ctx) => {
      const kop = parseHryvnias(amount);
      const error: PayoutFormError | null = kop === null ? 'amountFormat' : kop < minKop ? 'amountMin' : kop > maxKop ? 'amountMax' : null;
      if (error) ctx.addIssue({ code: 'custom', path: ['amount'], message: error });
    })
    .transform(({ amount }) => ({ amountKop: parseHryvnias(amount)! }));
}

/** The message key of a failed payout's or card check's reason (`OwnerPayments.failure.*`). */
const KNOWN_FAILURES = ['card_declined', 'token_revoked', 'token_not_found', 'token_not_for_payout', 'unknown_card', 'authentication_failed', 'expired'] as const;
export type FailureKey = (typeof KNOWN_FAILURES)[number] | 'other';
export const failureKey = (code: string | null | undefined): FailureKey => ((KNOWN_FAILURES as readonly string[]).includes(code ?? '') ? (code as FailureKey) : 'other');

/**
 * A fresh idempotency key for the next payout the form will ask for: 128 random bits from
 * `crypto.getRandomValues` (which, unlike `randomUUID`, works on a plain-HTTP origin too).
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
