import { describe, expect, it } from 'vitest';
import { ACCOUNT } from './accounts';
import { holdCaptured, holdPlaced, holdReleased, isBalanced, paymentReceived, payout, refundConfirmed, refundFailed, refundRequested, settlement } from './postings';

const sum = (entries: { amountKop: number }[]) => entries.reduce((total, e) => total + e.amountKop, 0);

describe('ledger postings', () => {
  it('every movement balances to zero and debits what it should', () => {
    const all = [
      paymentReceived({ provider: 'sandbox', bookingId: 7, amountKop: 360_000 }),
      refundRequested({ provider: 'sandbox', bookingId: 7, amountKop: 100_000 }),
      refundConfirmed({ provider: 'sandbox', amountKop: 100_000 }),
      refundFailed({ provider: 'sandbox', amountKop: 100_000 }),
      settlement({ bookingId: 7, ownerId: 3, balanceKop: 260_000, commissionBp: 1_500 }),
      holdPlaced({ provider: 'sandbox', bookingId: 7, amountKop: 500_000 }),
      holdReleased({ provider: 'sandbox', bookingId: 7, amountKop: 500_000 }),
      holdCaptured({ provider: 'sandbox', bookingId: 7, heldKop: 500_000, capturedKop: 12_345 }),
      payout({ ownerId: 3, amountKop: 221_000, from: { provider: 'sandbox' } }),
      payout({ ownerId: 3, amountKop: 1, from: 'bank' }),
    ];
    for (const entries of all) expect(isBalanced(entries), JSON.stringify(entries)).toBe(true);
    expect(paymentReceived({ provider: 'sandbox', bookingId: 7, amountKop: 360_000 })).toEqual([
      { account: 'acquirer:sandbox', amountKop: 360_000 },
      { account: 'booking:7', amountKop: -360_000 },
    ]);
  });

  it('a settlement gives the owner the balance less the commission at the booking’s rate, rounded half up', () => {
    // 15 % of 1 234,57 ₴ is 185,1855 ₴ → 185,19 ₴ commission.
    expect(settlement({ bookingId: 7, ownerId: 3, balanceKop: 123_457, commissionBp: 1_500 })).toEqual([
      { account: 'booking:7', amountKop: 123_457 },
      { account: 'owner:3', amountKop: -104_938 },
      { account: 'commission', amountKop: -18_519 },
    ]);
  });

  it('a refund after the share-out takes back from the owner and the commission alike', () => {
    const back = settlement({ bookingId: 7, ownerId: 3, balanceKop: -20_000, commissionBp: 1_500 });
    expect(back).toEqual([
      { account: 'booking:7', amountKop: -20_000 },
      { account: 'owner:3', amountKop: 17_000 },
      { account: 'commission', amountKop: 3_000 },
    ]);
    expect(sum(back)).toBe(0);
  });

  it('nothing to share is no transaction; a zero commission leaves the commission out', () => {
    expect(settlement({ bookingId: 7, ownerId: 3, balanceKop: 0, commissionBp: 1_500 })).toEqual([]);
    expect(settlement({ bookingId: 7, ownerId: 3, balanceKop: 1_000, commissionBp: 0 })).toEqual([
      { account: 'booking:7', amountKop: 1_000 },
      { account: 'owner:3', amountKop: -1_000 },
    ]);
  });

  it('a captured hold ends the memo pair and books what was taken; capturing nothing only releases', () => {
    const taken = holdCaptured({ provider: 'sandbox', bookingId: 7, heldKop: 500_000, capturedKop: 40_000 });
    const balance = (account: string) => sum(taken.filter((e) => e.account === account));
    expect(balance(ACCOUNT.holds('sandbox'))).toBe(-500_000);
    expect(balance(ACCOUNT.deposit(7))).toBe(500_000);
    expect(balance(ACCOUNT.acquirer('sandbox'))).toBe(40_000);
    expect(balance(ACCOUNT.booking(7))).toBe(-40_000);
    expect(holdCaptured({ provider: 'sandbox', bookingId: 7, heldKop: 500_000, capturedKop: 0 })).toEqual(holdReleased({ provider: 'sandbox', bookingId: 7, amountKop: 500_000 }));
    expect(() => holdCaptured({ provider: 'sandbox', bookingId: 7, heldKop: 100, capturedKop: 101 })).toThrow(RangeError);
  });

  it('refuses amounts that are not whole kopiyky above zero', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, 2 ** 60]) expect(() => paymentReceived({ provider: 'sandbox', bookingId: 1, amountKop: bad })).toThrow(RangeError);
    expect(isBalanced([{ account: 'a', amountKop: 1 }])).toBe(false);
    expect(isBalanced([{ account: 'a', amountKop: 1 }, { account: 'b', amountKop: -2 }])).toBe(false);
    expect(isBalanced([{ account: 'a', amountKop: 0 }, { account: 'b', amountKop: 0 }])).toBe(false);
  });
});
