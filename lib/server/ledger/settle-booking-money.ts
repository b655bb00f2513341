import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { ACCOUNT } from '@/lib/ledger/accounts';
import { settlement } from '@/lib/ledger/postings';
import { FINAL_STATUSES } from '@/lib/bookings/status';
import { getDb } from '@/lib/server/db/client';
import { bookings, ledgerEntries, ledgerTransactions } from '@/lib/server/db/schema';
import { accountBalance } from './balances';
import { postLedger } from './post-ledger';

/**
 * Shares out what a finished booking (rejected, cancelled, completed) still holds: the owner's
 * earnings less the platform's commission at the booking's rate (lib/ledger/postings.ts
 * `settlement`). Runs in the transaction that finished the booking or moved its money, just before
 * it commits, with the booking row locked, so two transactions never share out the same money. The
 * key names the last movement it accounts for: run again with nothing new, it records nothing;
 * money that moves later (a refund by an operator) is shared out again, negatively.
 */
export async function settleBookingMoney(bookingId: number, at: Date): Promise<void> {
  const db = await getDb();
  const [booking] = await db
    .select({ status: bookings.status, ownerId: bookings.ownerId, commissionBp: bookings.commissionBp })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  if (!booking || !FINAL_STATUSES.includes(booking.status as never)) return;
  const account = ACCOUNT.booking(bookingId);
  const owed = -(await accountBalance(account));
  if (owed === 0) return;
  const [last] = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(and(eq(ledgerEntries.account, account), eq(ledgerTransactions.bookingId, bookingId)))
    .orderBy(desc(ledgerTransactions.id))
    .limit(1);
  await postLedger({
    key: `settlement:${bookingId}:after-${last?.id ?? 0}`,
    kind: 'settlement',
    at,
    bookingId,
    entries: settlement({ bookingId, ownerId: booking.ownerId, balanceKop: owed, commissionBp: booking.commissionBp }),
    details: { commission_bp: booking.commissionBp },
  });
}
