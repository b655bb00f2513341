import { ownerShare } from '@/lib/bookings/earnings';
import { ACCOUNT, type LedgerEntry } from './accounts';

/** Whole kopiyky above zero: what every movement is. */
function amount(kop: number): number {
  if (!Number.isSafeInteger(kop) || kop <= 0) throw new RangeError(`A movement is whole kopiyky above zero, not ${kop}`);
  return kop;
}

/** Whether entries may form a transaction: at least two, none zero, whole kopiyky, summing to zero. */
export function isBalanced(entries: readonly LedgerEntry[]): boolean {
  return entries.length >= 2 && entries.every((e) => Number.isSafeInteger(e.amountKop) && e.amountKop !== 0) && entries.reduce((sum, e) => sum + e.amountKop, 0) === 0;
}

/** A renter's payment reached the acquirer: it holds the money, which the booking owes onward. */
export function paymentReceived(p: { provider: string; bookingId: number; amountKop: number }): LedgerEntry[] {
  const kop = amount(p.amountKop);
  return [
    { account: ACCOUNT.acquirer(p.provider), amountKop: kop },
    { account: ACCOUNT.booking(p.bookingId), amountKop: -kop },
  ];
}

/** A refund asked of the acquirer: the booking no longer owes it onward; it is on its way back. */
export function refundRequested(p: { provider: string; bookingId: number; amountKop: number }): LedgerEntry[] {
  const kop = amount(p.amountKop);
  return [
    { account: ACCOUNT.booking(p.bookingId), amountKop: kop },
    { account: ACCOUNT.refundsInFlight(p.provider), amountKop: -kop },
  ];
}

/** The acquirer confirmed a refund: the money left it. */
export function refundConfirmed(p: { provider: string; amountKop: number }): LedgerEntry[] {
  const kop = amount(p.amountKop);
  return [
    { account: ACCOUNT.refundsInFlight(p.provider), amountKop: kop },
    { account: ACCOUNT.acquirer(p.provider), amountKop: -kop },
  ];
}

/** The acquirer declined a refund: still owed to the renter, set apart for an operator to resolve. */
export function refundFailed(p: { provider: string; amountKop: number }): LedgerEntry[] {
  const kop = amount(p.amountKop);
  return [
    { account: ACCOUNT.refundsInFlight(p.provider), amountKop: kop },
    { account: ACCOUNT.refundsFailed, amountKop: -kop },
  ];
}

/**
 * A finished booking's money shared out: what it still holds (`balanceKop`, the credit balance as
 * a positive number; negative when a refund after the share-out took more back) goes to the owner
 * less the platform's commission, at the booking's own rate. Nothing to share, no entries.
 */
export function settlement(p: { bookingId: number; ownerId: number; balanceKop: number; commissionBp: number }): LedgerEntry[] {
  if (!Number.isSafeInteger(p.balanceKop)) throw new RangeError('A balance is whole kopiyky');
  if (p.balanceKop === 0) return [];
  const sign = Math.sign(p.balanceKop);
  const { commissionKop, earningsKop } = ownerShare(Math.abs(p.balanceKop), p.commissionBp);
  const entries: LedgerEntry[] = [{ account: ACCOUNT.booking(p.bookingId), amountKop: p.balanceKop }];
  if (earningsKop) entries.push({ account: ACCOUNT.owner(p.ownerId), amountKop: -sign * earningsKop });
  if (commissionKop) entries.push({ account: ACCOUNT.commission, amountKop: -sign * commissionKop });
  return entries;
}

/** A deposit blocked on the renter's card (a memo pair: no money moves until it is captured). */
export function holdPlaced(p: { provider: string; bookingId: number; amountKop: number }): LedgerEntry[] {
  const kop = amount(p.amountKop);
  return [
    { account: ACCOUNT.holds(p.provider), amountKop: kop },
    { account: ACCOUNT.deposit(p.bookingId), amountKop: -kop },
  ];
}

/** A hold released, whole: the memo pair reversed. */
export function holdReleased(p: { provider: string; bookingId: number; amountKop: number }): LedgerEntry[] {
  return holdPlaced(p).map((e) => ({ account: e.account, amountKop: -e.amountKop }));
}

/**
 * Part or all of a hold captured: the hold ends (the rest is released) and what was taken is
 * money the booking holds, like a payment.
 */
export function holdCaptured(p: { provider: string; bookingId: number; heldKop: number; capturedKop: number }): LedgerEntry[] {
  if (p.capturedKop > p.heldKop) throw new RangeError('A capture takes at most what is held');
  return [...holdReleased({ provider: p.provider, bookingId: p.bookingId, amountKop: p.heldKop }), ...(p.capturedKop > 0 ? paymentReceived({ provider: p.provider, bookingId: p.bookingId, amountKop: p.capturedKop }) : [])];
}

/** An owner paid out: through the acquirer (to their card) or by an operator from our bank account. */
export function payout(p: { ownerId: number; amountKop: number; from: { provider: string } | 'bank' }): LedgerEntry[] {
  const kop = amount(p.amountKop);
  return [
    { account: ACCOUNT.owner(p.ownerId), amountKop: kop },
    { account: p.from === 'bank' ? ACCOUNT.bank : ACCOUNT.acquirer(p.from.provider), amountKop: -kop },
  ];
}
