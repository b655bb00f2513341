import 'server-only';
import { eq } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import { payoutRefusal } from '@/lib/payouts/amounts';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type Payout, payouts, type User } from '@/lib/server/db/schema';
import { PAYOUT_RUN_JOB } from '@/lib/server/jobs/job-names';
import { scheduleJob } from '@/lib/server/jobs/schedule-job';
import { log } from '@/lib/server/log';
import { paymentProvider } from '@/lib/server/payments/providers';
import { lockOwner } from './lock-owner';
import { assertPayoutOwner } from './owner-access';
import { activePayoutCard, availableKop } from './owner-money';
import { payoutReference } from './references';
import { PAYOUT_ATTEMPTS, payoutJobKey, runPayout } from './run-payout';

export type PayoutRequestInput = { amountKop: number; idempotencyKey: string; now: Date };

/**
 * The same request again (its idempotency key names the same reference): the payout it made, if
 * it is the same request; the same key for another amount is a different request reusing a key.
 */
async function earlierRequest(reference: string, ownerId: number, amountKop: number): Promise<Payout | null> {
  const db = await getDb();
  const [earlier] = await db.select().from(payouts).where(eq(payouts.reference, reference));
  if (!earlier) return null;
  if (earlier.ownerId !== ownerId || earlier.amountKop !== amountKop) throw new AppError('conflict');
  return earlier;
}

/**
 * An owner asks for `amountKop` of their available balance on their payout card (docs/payouts.md).
 * In one transaction, holding the owner's row: the check against what is available and the
 * pending `payouts` row — recorded BEFORE the acquirer is asked, so a crash leaves a record the
 * `payouts.run` job completes — and that job. Then, once committed, the payout is run at once
 * (outside any transaction), so the owner usually hears the outcome in the answer; if that fails
 * half-way, the job finishes it. The same idempotency key again answers the first payout.
 */
export async function requestPayout(actor: User, { amountKop, idempotencyKey, now }: PayoutRequestInput): Promise<Payout> {
  assertPayoutOwner(actor);
  const provider = paymentProvider();
  if (!provider.payout) throw new AppError('payouts_unavailable');
  const reference = payoutReference('card', actor.id, idempotencyKey);
  const { payout, created } = await inTransaction(async () => {
    await lockOwner(actor.id);
    const earlier = await earlierRequest(reference, actor.id, amountKop);
    if (earlier) return { payout: earlier, created: false };
    const card = await activePayoutCard(actor.id, provider.name);
    if (!card) throw new AppError('payout_card_required');
    const refusal = payoutRefusal(amountKop, await availableKop(actor.id));
    if (refusal) throw new AppError(refusal);
    const db = await getDb();
    const [row] = await db
      .insert(payouts)
      .values({ ownerId: actor.id, amountKop, method: 'card', provider: provider.name, cardId: card.id, cardMask: card.panMasked, reference, createdAt: now })
      .returning();
    // A minute on: the try right after the commit usually finishes it first (and withdraws this run).
    await scheduleJob(PAYOUT_RUN_JOB, { key: payoutJobKey(row!.id), runAt: new Date(now.getTime() + 60_000), payload: { payoutId: row!.id }, maxAttempts: PAYOUT_ATTEMPTS });
    log.info({ payoutId: row!.id, ownerId: actor.id, amountKop }, 'payout requested');
    return { payout: row!, created: true };
  });
  if (payout.status !== 'pending') return payout;
  // A repeated request finding its payout still pending tries it too: the acquirer answers the
  // same reference once, and only one of the two records the answer.
  try {
    await runPayout(payout.id, now);
  } catch (error) {
    // The job tries again with backoff; the owner sees the payout in progress meanwhile.
    log.warn({ err: error, payoutId: payout.id, repeated: !created }, 'payout not finished at once: left to its job');
  }
  const [current] = await (await getDb()).select().from(payouts).where(eq(payouts.id, payout.id));
  return current!;
}
