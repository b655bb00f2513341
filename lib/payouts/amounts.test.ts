import { describe, expect, it } from 'vitest';
import { earningFigures, expectedNet, hryvniasInput, MIN_PAYOUT_KOP, ownerMoney, parseHryvnias, payoutRefusal } from './amounts';

describe('expectedNet', () => {
  it('is what the booking holds less the commission at its own rate, rounded half up as the share-out does', () => {
    expect(expectedNet(140_000, 1500)).toBe(119_000);
    // 15 % of 3 333 kop is 499.95 → 500 commission, 2 833 net.
    expect(expectedNet(3_333, 1500)).toBe(2_833);
    // A booking made at 10 % keeps 10 % whatever the rate is now.
    expect(expectedNet(100_000, 1000)).toBe(90_000);
  });

  it('is nothing for a booking that holds nothing (or has given back more)', () => {
    expect(expectedNet(0, 1500)).toBe(0);
    expect(expectedNet(-500, 1500)).toBe(0);
  });
});

describe('ownerMoney', () => {
  it('makes the ledger’s credit balance available, less the payouts in progress', () => {
    expect(ownerMoney({ ownerLedgerKop: -119_000, inFlightKop: 20_000, paidOutKop: 50_000, pendingKop: 8_500 })).toEqual({
      pendingKop: 8_500,
      availableKop: 99_000,
      paidOutKop: 50_000,
      inFlightKop: 20_000,
    });
  });

  it('reports a balance below zero as it is (a refund after the share-out took back more than was left)', () => {
    expect(ownerMoney({ ownerLedgerKop: 2_000, inFlightKop: 0, paidOutKop: 10_000, pendingKop: 0 }).availableKop).toBe(-2_000);
  });

  it('refuses fractions of a kopiyka', () => {
    expect(() => ownerMoney({ ownerLedgerKop: -1.5, inFlightKop: 0, paidOutKop: 0, pendingKop: 0 })).toThrow(RangeError);
  });
});

describe('payoutRefusal', () => {
  it('allows any whole amount from the minimum up to what is available', () => {
    expect(payoutRefusal(MIN_PAYOUT_KOP, 1_000)).toBeNull();
    expect(payoutRefusal(1_000, 1_000)).toBeNull();
  });

  it('refuses less than the minimum and more than is available', () => {
    expect(payoutRefusal(MIN_PAYOUT_KOP - 1, 1_000)).toBe('payout_below_minimum');
    expect(payoutRefusal(0, 1_000)).toBe('payout_below_minimum');
    expect(payoutRefusal(100.5, 1_000)).toBe('payout_below_minimum');
    expect(payoutRefusal(1_001, 1_000)).toBe('payout_exceeds_available');
    expect(payoutRefusal(MIN_PAYOUT_KOP, -5)).toBe('payout_exceeds_available');
  });
});

describe('earningFigures', () => {
  it('shows a finished booking as its share-out gave it', () => {
    expect(earningFigures({ finished: true, heldKop: 0, settledNetKop: 119_000, settledCommissionKop: 21_000, commissionBp: 1500 })).toEqual({
      totalKop: 140_000,
      commissionKop: 21_000,
      netKop: 119_000,
      state: 'settled',
    });
  });

  it('shows an unfinished one as what it holds, split at its rate, pending', () => {
    expect(earningFigures({ finished: false, heldKop: 140_000, settledNetKop: 0, settledCommissionKop: 0, commissionBp: 1500 })).toEqual({
      totalKop: 140_000,
      commissionKop: 21_000,
      netKop: 119_000,
      state: 'pending',
    });
  });
});

describe('parseHryvnias / hryvniasInput', () => {
  it.each([
    ['1500', 150_000],
    ['1 500', 150_000],
    ['1\u00a0500,50', 150_050],
    ['1500.5', 150_050],
    ['0,01', 1],
    [' 12 ', 1_200],
    ['1 400 ₴', 140_000],
  ])('%j → %i kop', (text, kop) => {
    expect(parseHryvnias(text)).toBe(kop);
  });

  it.each(['', 'abc', '1,234,5', '1.234', '-5', '1e3', '12,'])('%j is not an amount', (text) => {
    expect(parseHryvnias(text)).toBeNull();
  });

  it('fills the field with the amount as the language writes it', () => {
    expect(hryvniasInput(150_050, 'uk')).toBe('1500,50');
    expect(hryvniasInput(150_005, 'en')).toBe('1500.05');
    expect(hryvniasInput(150_000, 'uk')).toBe('1500');
    expect(hryvniasInput(0, 'uk')).toBe('');
    for (const kop of [1, 99, 100, 123_456]) expect(parseHryvnias(hryvniasInput(kop, 'uk'))).toBe(kop);
  });
});
