import { describe, expect, it } from 'vitest';
import { cardNumberValid } from './card';
import {
  SANDBOX_DECLINE_CODES,
  SANDBOX_OTP_CODE,
  SANDBOX_TEST_CARDS,
  sandboxCardOutcome,
  sandboxCheckOutcome,
  sandboxPanMask,
  sandboxPayoutOutcome,
  sandboxTokenOutcome,
} from './test-cards';

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

  it('mask a number as the bank reports it: the first six and last four digits', () => {
    expect(sandboxPanMask('4242 4242 4242 4242')).toBe('424242******4242');
    expect(sandboxPanMask('4000-0000-0000-0002')).toBe('400000******0002');
    expect(sandboxPanMask('4222222222222')).toBe('422222***2222');
  });

  it('pass a card check with every test card, the declining ones too, but not an unknown card', () => {
    expect(sandboxCheckOutcome('4242424242424242')).toEqual({ kind: 'approve' });
    expect(sandboxCheckOutcome('4000000000000002')).toEqual({ kind: 'approve' });
    expect(sandboxCheckOutcome('4000000000009995')).toEqual({ kind: 'approve' });
    expect(sandboxCheckOutcome('4000000000003220')).toEqual({ kind: 'otp' });
    expect(sandboxCheckOutcome('4111111111111111')).toEqual({ kind: 'decline', code: 'unknown_card' });
  });

  it('charge a saved card by its behaviour, without 3-D Secure, and pay out to all but the declining card', () => {
    expect(sandboxTokenOutcome('424242******4242')).toEqual({ kind: 'approve' });
    expect(sandboxTokenOutcome('555555******4444')).toEqual({ kind: 'approve' });
    expect(sandboxTokenOutcome('400000******0002')).toEqual({ kind: 'decline', code: 'card_declined' });
    expect(sandboxTokenOutcome('400000******9995')).toEqual({ kind: 'decline', code: 'insufficient_funds' });
    expect(sandboxTokenOutcome('400000******3220')).toEqual({ kind: 'approve' });
    expect(sandboxTokenOutcome('411111******1111')).toEqual({ kind: 'decline', code: 'unknown_card' });
    expect(sandboxPayoutOutcome('400000******0002')).toEqual({ kind: 'decline', code: 'card_declined' });
    expect(sandboxPayoutOutcome('400000******9995')).toEqual({ kind: 'approve' });
    expect(sandboxPayoutOutcome('424242******4242')).toEqual({ kind: 'approve' });
  });
});
