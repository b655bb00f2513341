import { describe, expect, it } from 'vitest';
import { cardNumberValid } from './card';
import { SANDBOX_DECLINE_CODES, SANDBOX_OTP_CODE, SANDBOX_TEST_CARDS, sandboxCardOutcome } from './test-cards';

describe('sandbox test cards', () => {
  it('are valid card numbers, so the form takes them', () => {
    for (const card of SANDBOX_TEST_CARDS) expect(cardNumberValid(card.number), card.number).toBe(true);
  });

  it('decide the outcome by the number, however it is spaced', () => {
    expect(sandboxCardOutcome('4242 4242 4242 4242')).toEqual({ kind: 'approve' });
    expect(sandboxCardOutcome('5555555555554444')).toEqual({ kind: 'approve' });
    expect(sandboxCardOutcome('4000 0000 0000 0002')).toEqual({ kind: 'decline', code: 'card_declined' });
    expect(sandboxCardOutcome('4000-0000-0000-9995')).toEqual({ kind: 'decline', code: 'insufficient_funds' });
    expect(sandboxCardOutcome('4000000000003220')).toEqual({ kind: 'otp' });
  });

  it('decline any other card as unknown to the sandbox', () => {
    expect(cardNumberValid('4111111111111111')).toBe(true);
    expect(sandboxCardOutcome('4111111111111111')).toEqual({ kind: 'decline', code: 'unknown_card' });
  });

  it('name only decline codes the page has words for, and a six-digit code', () => {
    for (const card of SANDBOX_TEST_CARDS) if (card.outcome === 'decline') expect(SANDBOX_DECLINE_CODES).toContain(card.code);
    expect(SANDBOX_OTP_CODE).toMatch(/^\d{6}$/);
  });
});
