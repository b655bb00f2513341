import 'server-only';
import { ACCOUNT, type LedgerEntry, type LedgerKind } from '@/lib/ledger/accounts';
import { isBalanced } from '@/lib/ledger/postings';
import { beforeCommit, getDb, inTransaction } from '@/lib/server/db/client';
import { ledgerEntries, ledgerTransactions } from '@/lib/server/db/schema';
import { settleBookingMoney } from './settle-booking-money';

export type LedgerPosting = {
  /** Names the movement once and for all: posting the same key again records nothing. */
  key: string;
  kind: LedgerKind;
  at: Date;
  entries: LedgerEntry[];
  bookingId?: number | null;
  paymentId?: number | null;
  refundId?: number | null;
  payoutId?: number | null;
  details?: Record<string, unknown>;
};

/**
 * Records a movement of money in the caller's transaction (or its own), once per key. Entries that
 * do not balance are a bug and throw before anything is written (the database refuses them too).
 * A movement of a booking's money asks, before the transaction commits, for the booking to be
 * shared out when it is over (settle-booking-money.ts) — after everything else the transaction
 * did, so a cancellation's refund is booked before the remainder goes to the owner.
 */
export async function postLedger(posting: LedgerPosting): Promise<boolean> {
  if (!posting.entries.length) return false;
  if (!isBalanced(posting.entries)) throw new Error(`ledger posting ${posting.key} does not balance: ${JSON.stringify(posting.entries)}`);
  return inTransaction(async () => {
    const db = await getDb();
    const [recorded] = await db
      .insert(ledgerTransactions)
      .values({
        key: posting.key,
        kind: posting.kind,
        bookingId: posting.bookingId ?? null,
        paymentId: posting.paymentId ?? null,
        refundId: posting.refundId ?? null,
        payoutId: posting.payoutId ?? null,
        details: posting.details ?? null,
        occurredAt: posting.at,
      })
      .onConflictDoNothing({ target: ledgerTransactions.key })
      .returning({ id: ledgerTransactions.id });
    if (!recorded) return false;
    await db.insert(ledgerEntries).values(posting.entries.map((entry) => ({ transactionId: recorded.id, account: entry.account, amountKop: entry.amountKop })));
    const bookingId = posting.bookingId;
    if (bookingId && posting.entries.some((entry) => entry.account === ACCOUNT.booking(bookingId))) await shareOutWhenOver(bookingId, posting.at);
    return true;
  });
}

/** Asks for the booking's money to be shared out just before the transaction commits (once per booking). */
export function shareOutWhenOver(bookingId: number, at: Date): Promise<void> {
  return beforeCommit(`ledger-settle-booking-${bookingId}`, () => settleBookingMoney(bookingId, at));
}
