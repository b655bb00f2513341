/**
 * The ledger's accounts (docs/payments.md "The ledger"). Every movement of money is a transaction
 * of entries that sum to zero; an entry's amount is signed kopiyky, **positive a debit, negative a
 * credit**. Assets (money at an acquirer) carry debit balances; what we owe (a booking's money
 * not yet shared out, an owner's earnings, refunds on their way) carries credit balances.
 *
 * - `acquirer:{provider}` — money the acquirer holds or has paid to us for our payments (asset).
 * - `booking:{id}` — money a renter paid for a booking and not yet shared out (liability).
 * - `owner:{id}` — an owner's earnings after their trips, less payouts: their balance (liability).
 * - `commission` — the platform's commission (revenue).
 * - `refunds-in-flight:{provider}` — refunds asked of the acquirer and not yet confirmed (liability).
 * - `refunds-failed` — refunds the acquirer declined: still owed to the renter, for an operator.
 * - `bank` — our own bank account, which manual payouts are paid from (asset).
 * - Memo pair for holds (they move no money): `holds:{provider}` (debit) against `deposit:{booking}`.
 */
export const ACCOUNT = {
  acquirer: (provider: string) => `acquirer:${provider}`,
  booking: (bookingId: number) => `booking:${bookingId}`,
  owner: (ownerId: number) => `owner:${ownerId}`,
  commission: 'commission',
  refundsInFlight: (provider: string) => `refunds-in-flight:${provider}`,
  refundsFailed: 'refunds-failed',
  bank: 'bank',
  holds: (provider: string) => `holds:${provider}`,
  deposit: (bookingId: number) => `deposit:${bookingId}`,
} as const;

/** What kind of movement a ledger transaction records. */
export const LEDGER_KINDS = [
  'payment',
  'refund_requested',
  'refund_confirmed',
  'refund_failed',
  'settlement',
  'hold',
  'hold_released',
  'capture',
  'payout',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** One line of a ledger transaction: positive kopiyky debit the account, negative credit it. */
export type LedgerEntry = { account: string; amountKop: number };
