import 'server-only';
import { and, eq } from 'drizzle-orm';
import { payout as payoutPosting } from '@/lib/ledger/postings';
import { getDb, inTransaction, insideTransaction } from '@/lib/server/db/client';
import { paymentCards, payouts, users } from '@/lib/server/db/schema';
import { PAYOUT_RUN_JOB } from '@/lib/server/jobs/job-names';
import { cancelJob } from '@/lib/server/jobs/schedule-job';
import { postLedger } from '@/lib/server/ledger/post-ledger';
import { log } from '@/lib/server/log';
import { localeOfUser } from '@/lib/server/mail/mail-user';
import { providerNamed } from '@/lib/server/payments/providers';
import { lockOwner } from './lock-owner';

/** Tries of a payout at the acquirer before it is left to operators (`/admin/jobs`). */
export const PAYOUT_ATTEMPTS = 10;
/** The key of a payout's `payouts.run` run. */
export const payoutJobKey = (payoutId: number) => `payout-${payoutId}`;

const DESCRIPTION = { uk: (id: number) => `Kermo: виплата № ${id}`, en: (id: number) => `Kermo: payout No. ${id}` };

/**
 * The `payouts.run` job (and the request's immediate try): asks the payout's acquirer to pay the
 * card, then records its answer. Never inside a transaction while the acquirer is called (a real
 * one is an HTTP call; on PGlite the sandbox needs the one connection). Safe to run any number of
 * times: a payout no longer pending is left alone, and the acquirer answers a repeated reference
 * with its first answer — so a run after a crash between the acquirer's answer and ours records
 * that answer and pays nothing twice. An acquirer still working fails the try (asked again with
 * backoff). Succeeded: the `payout` ledger movement commits with the status; failed: the money is
 * available again and the reason is kept for the owner.
 */
export async function runPayout(payoutId: number, now = new Date()): Promise<'succeeded' | 'failed' | 'unchanged'> {
  if (insideTransaction()) throw new Error('runPayout calls the acquirer: never inside a transaction');
  const db = await getDb();
  const [payout] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!payout || payout.status !== 'pending' || payout.method !== 'card') return 'unchanged';
  const provider = providerNamed(payout.provider!);
  if (!provider.payout) throw new Error(`payout ${payoutId}: provider ${provider.name} has no payouts`);
  // The card chosen when it was asked for, even if replaced since: the acquirer may already have paid it.
  const [card] = payout.cardId ? await db.select().from(paymentCards).where(eq(paymentCards.id, payout.cardId)) : [];
  if (!card) throw new Error(`payout ${payoutId} names no card`);
  const [owner] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, payout.ownerId));
  const result = await provider.payout({
    reference: payout.reference,
    token: card.token,
    amountKop: payout.amountKop,
    currency: 'UAH',
    description: DESCRIPTION[localeOfUser({ locale: owner?.locale ?? 'uk' })](payout.id),
  });
  if (result.state === 'pending') throw new Error(`the acquirer has not finished payout ${payoutId} yet`);
  const state = result.state;
  const done = await inTransaction(async (tx) => {
    // Held as a request holds it, so a request never reads this change half-made.
    await lockOwner(payout.ownerId);
    const [updated] = await tx
      .update(payouts)
      .set({ status: state, failureCode: state === 'failed' ? (result.failureCode ?? 'declined') : null, providerData: result.data, settledAt: now })
      .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'pending')))
      .returning();
    if (!updated) return false;
    if (state === 'succeeded') {
      await postLedger({
        key: `payout:${payout.id}`,
        kind: 'payout',
        at: now,
        payoutId: payout.id,
        entries: payoutPosting({ ownerId: payout.ownerId, amountKop: payout.amountKop, from: { provider: payout.provider! } }),
        details: { method: 'card', reference: payout.reference },
      });
    }
    await cancelJob(PAYOUT_RUN_JOB, payoutJobKey(payout.id));
    return true;
  });
  if (!done) return 'unchanged';
  if (state === 'failed') log.warn({ payoutId, ownerId: payout.ownerId, failureCode: result.failureCode }, 'the acquirer declined a payout: its money is available again');
  else log.info({ payoutId, ownerId: payout.ownerId, amountKop: payout.amountKop }, 'payout made');
  return state;
}
