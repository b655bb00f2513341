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

/** What the sandbox bank answers for a card number (assumed already valid by Luhn) when money is asked: a charge or a hold. */
export function sandboxCardOutcome(typed: string): CardOutcome {
  const digits = cardDigits(typed);
  const card = SANDBOX_TEST_CARDS.find((candidate) => candidate.number === digits);
  if (!card) return { kind: 'decline', code: 'unknown_card' };
  if (card.outcome === 'decline') return { kind: 'decline', code: card.code };
  return { kind: card.outcome };
}

/**
 * A card check (amount 0) moves no money, so every test card passes it — the declining ones too,
 * which is how a token that later declines is had (their behaviour applies to each charge by the
 * token). The 3-D Secure card still asks for its code; an unknown card is declined.
 */
export function sandboxCheckOutcome(typed: string): CardOutcome {
  const outcome = sandboxCardOutcome(typed);
  if (outcome.kind === 'decline' && outcome.code !== 'unknown_card') return { kind: 'approve' };
  return outcome;
}

/**
 * The mask the bank reports for a card: the first six and the last four digits, the rest as stars
 * (`424242******4242`, as monobank's `maskedPan`); all of a number anyone but the bank ever sees.
 */
export function sandboxPanMask(typed: string): string {
  const digits = cardDigits(typed);
  return `${digits.slice(0, 6)}${'*'.repeat(Math.max(digits.length - 10, 0))}${digits.slice(-4)}`;
}

const cardByMask = (panMasked: string) => SANDBOX_TEST_CARDS.find((card) => sandboxPanMask(card.number) === panMasked);

/**
 * A charge or hold by a saved card's token, without the cardholder: the card's own behaviour, except
 * that a merchant-initiated charge needs no 3-D Secure (the …3220 card is approved).
 */
export function sandboxTokenOutcome(panMasked: string): { kind: 'approve' } | { kind: 'decline'; code: SandboxDeclineCode } {
  const card = cardByMask(panMasked);
  if (!card) return { kind: 'decline', code: 'unknown_card' };
  return card.outcome === 'decline' ? { kind: 'decline', code: card.code } : { kind: 'approve' };
}

/**
 * A payout to a card: paying money in needs no funds on it, so only the card the bank declines
 * outright (…0002, `card_declined`) refuses it.
 */
export function sandboxPayoutOutcome(panMasked: string): { kind: 'approve' } | { kind: 'decline'; code: SandboxDeclineCode } {
  const card = cardByMask(panMasked);
  if (!card) return { kind: 'decline', code: 'unknown_card' };
  return card.outcome === 'decline' && card.code === 'card_declined' ? { kind: 'decline', code: 'card_declined' } : { kind: 'approve' };
}
