import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { FAILURE_CODES, failureKey, providerKey, REFUND_REASONS, refundReasonKey, statusKey } from './payment-words';

const payment = (over: Partial<Parameters<typeof statusKey>[0]> = {}) => ({ purpose: 'rental' as const, status: 'succeeded' as const, amount: 140_000, hold: null, refunded: 0, ...over });

describe('payment words', () => {
  it('says a deposit awaits its hold, and tells a whole capture from a part', () => {
    expect(statusKey(payment({ status: 'pending' }))).toBe('pending');
    expect(statusKey(payment({ purpose: 'deposit', status: 'pending', hold: { captured: 0 } }))).toBe('pendingHold');
    expect(statusKey(payment({ purpose: 'deposit', status: 'captured', hold: { captured: 40_000 } }))).toBe('captured');
    expect(statusKey(payment({ purpose: 'deposit', status: 'captured', hold: { captured: 140_000 } }))).toBe('capturedAll');
    expect(statusKey(payment({ purpose: 'deposit', status: 'voided', hold: { captured: 0 } }))).toBe('voided');
  });

  it('says a payment given back in full is refunded, and leaves a part refunded as it was', () => {
    expect(statusKey(payment({ refunded: 140_000 }))).toBe('refunded');
    expect(statusKey(payment({ refunded: 40_000 }))).toBe('succeeded');
    expect(statusKey(payment({ purpose: 'deposit', status: 'captured', hold: { captured: 40_000 }, refunded: 40_000 }))).toBe('refunded');
    // A refund still on its way counts for nothing yet (`refunded` is what the acquirer confirmed).
    expect(statusKey(payment({ status: 'failed', refunded: 0 }))).toBe('failed');
  });

  it('gives every refund reason the code uses its own words, and anything else the generic ones', () => {
    for (const reason of REFUND_REASONS) expect(refundReasonKey(reason)).toBe(reason);
    expect(refundReasonKey('goodwill')).toBe('other');
    // An operator's refund and the excess of extras paid twice have their own words.
    expect([refundReasonKey('operator'), refundReasonKey('overpaid')]).toEqual(['operator', 'overpaid']);
    expect(refundReasonKey('')).toBe('other');
    // Cancellations name the party: `${role}_cancelled` for renter, owner, operator and system.
    for (const role of ['renter', 'owner', 'operator', 'system']) expect(refundReasonKey(`${role}_cancelled`)).toBe(`${role}_cancelled`);
  });

  it('explains a failure only where it helps, never with the acquirer’s raw code', () => {
    expect(failureKey({ status: 'failed', failure_code: 'insufficient_funds' })).toBe('insufficient_funds');
    expect(failureKey({ status: 'failed', failure_code: 'wayforpay_1113' })).toBe('other');
    expect(failureKey({ status: 'failed', failure_code: 'token_revoked' })).toBe('token_revoked');
    expect(failureKey({ status: 'failed', failure_code: null })).toBe('other');
    expect(failureKey({ status: 'voided', failure_code: 'hold_expired' })).toBe('hold_expired');
    expect(failureKey({ status: 'cancelled', failure_code: 'superseded' })).toBe('superseded');
    expect(failureKey({ status: 'expired', failure_code: 'expired' })).toBeNull();
    expect(failureKey({ status: 'succeeded', failure_code: null })).toBeNull();
  });

  it('has the words for every key in both languages', () => {
    for (const messages of [uk, en]) {
      const words = messages.CabinetPayments;
      for (const key of [...REFUND_REASONS, 'other'] as const) expect(words.refundReason[key]).toBeTruthy();
      for (const key of [...FAILURE_CODES, 'other'] as const) expect(words.failure[key]).toBeTruthy();
      for (const key of ['pending', 'pendingHold', 'succeeded', 'failed', 'expired', 'cancelled', 'held', 'captured', 'capturedAll', 'voided', 'refunded'] as const) expect(words.status[key]).toBeTruthy();
    }
    expect(providerKey('sandbox')).toBe('sandbox');
    expect(providerKey('liqpay')).toBeNull();
  });
});
