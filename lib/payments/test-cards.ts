import { cardDigits } from './card';

/**
 * The sandbox acquirer's documented test cards (docs/payments.md): the card number alone decides
 * what the bank answers; any future expiry, any CVC and any holder name will do. Any other valid
 * card number is declined as unknown to the sandbox. Numbers follow the widely used test-card
 * conventions, so they pass Luhn like real cards.
 */
export const SANDBOX_TEST_CARDS = [
  { number: '4242424242424242', outcome: 'approve' },
  { number: '5555555555554444', outcome: 'approve' },
  { number: '4000000000000002', outcome: 'decline', code: 'card_declined' },
  { number: '4000000000009995', outcome: 'decline', code: 'insufficient_funds' },
  { number: '4000000000003220', outcome: 'otp' },
] as const;

/** The one-time code the sandbox's 3-D Secure step accepts; any other code fails the payment. */
export const SANDBOX_OTP_CODE = '123456';

/** Why the sandbox declines a payment (the codes its callbacks carry as `failure_code`). */
export const SANDBOX_DECLINE_CODES = ['card_declined', 'insufficient_funds', 'unknown_card', 'authentication_failed'] as const;
export type SandboxDeclineCode = (typeof SANDBOX_DECLINE_CODES)[number];

export type CardOutcome = { kind: 'approve' } | { kind: 'decline'; code: SandboxDeclineCode } | { kind: 'otp' };

/** What the sandbox bank answers for a card number (assumed already valid by Luhn). */
export function sandboxCardOutcome(typed: string): CardOutcome {
  const digits = cardDigits(typed);
  const card = SANDBOX_TEST_CARDS.find((candidate) => candidate.number === digits);
  if (!card) return { kind: 'decline', code: 'unknown_card' };
  if (card.outcome === 'decline') return { kind: 'decline', code: card.code };
  return { kind: card.outcome };
}
