import 'server-only';
import { eq } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import { payout as payoutPosting } from '@/lib/ledger/postings';
import { assertStaff } from '@/lib/server/auth/assert-staff';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type Payout, payouts, type User } from '@/lib/server/db/schema';
import { postLedger } from '@/lib/server/ledger/post-ledger';
import { log } from '@/lib/server/log';
import { lockOwner } from './lock-owner';
import { availableKop } from './owner-money';
import { payoutReference } from './references';

export type ManualPayoutInput = { ownerId: number; amountKop: number; note: string; idempotencyKey: string; now: Date };

/**
 * An operator records a payout made outside the acquirer (a bank transfer from our account; the
 * way to pay owners where the acquirer has no payouts, and for any owner): a `payouts` row,
 * `method` 'manual', succeeded at once, with the operator and their note, and the `payout` ledger
 * movement from `bank` — in one transaction holding the owner's row, so it never takes more than
 * is available, whatever else is asked at the same moment. Operators only; the same idempotency
 * key again answers the first record.
 */
export async function recordManualPayout(operator: User, { ownerId, amountKop, note, idempotencyKey, now }: ManualPayoutInput): Promise<Payout> {
  assertStaff(operator);
  const reference = payoutReference('manual', ownerId, idempotencyKey);
  return inTransaction(async () => {
    const owner = await lockOwner(ownerId);
    // Whoever the books owe (a host since switched to renting, an account since deleted): the balance decides.
    if (!owner) throw new AppError('user_not_found');
    const db = await getDb();
    const [earlier] = await db.select().from(payouts).where(eq(payouts.reference, reference));
    if (earlier) {
      if (earlier.amountKop !== amountKop) throw new AppError('conflict');
      return earlier;
    }
    // Any whole kopiyky up to what is available (a transfer's odd sum included): no minimum here.
    if (!Number.isSafeInteger(amountKop) || amountKop <= 0) throw new AppError('validation_failed');
    if (amountKop > (await availableKop(ownerId))) throw new AppError('payout_exceeds_available');
    const [row] = await db
      .insert(payouts)
      .values({ ownerId, amountKop, method: 'manual', reference, status: 'succeeded', note, recordedBy: operator.id, createdAt: now, settledAt: now })
      .returning();
    await postLedger({
      key: `payout:${row!.id}`,
      kind: 'payout',
      at: now,
      payoutId: row!.id,
      entries: payoutPosting({ ownerId, amountKop, from: 'bank' }),
      details: { method: 'manual', recorded_by: operator.id, reference },
    });
    log.info({ payoutId: row!.id, ownerId, amountKop, operatorId: operator.id }, 'manual payout recorded');
    return row!;
  });
}
