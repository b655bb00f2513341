import 'server-only';
import { inTransaction } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { runPayout } from '@/lib/server/payouts/run-payout';
import { runHoldOperation } from '../deposits/hold-operation';
import { runTokenCharge } from '../deposits/token-charge';
import { expirePayment } from '../expire-payment';
import { runRefund } from '../run-refund';
import { findStuck, type StuckRecords } from './find-stuck';

export type StuckSummary = { settled: number; unchanged: number; failed: number };

/**
 * The `payments.settle-stuck` job (every 10 minutes; docs/reconciliation.md "Stuck payments"): each
 * record stuck in an intermediate state past its grace, with no job looking after it any more, is
 * settled by asking its acquirer — through the very function its own job runs, so the rules (one
 * operation per reference, a repeated answer recorded once) are the same. One that cannot be settled
 * now (the acquirer unreachable, still undecided) is logged and tried again on the next pass; one
 * failing never stops the others.
 */
export async function settleStuckPayments(now: Date): Promise<StuckSummary> {
  const stuck = await findStuck(now);
  const summary: StuckSummary = { settled: 0, unchanged: 0, failed: 0 };
  const settle = async (kind: keyof StuckRecords, id: number, work: () => Promise<boolean>) => {
    try {
      summary[(await work()) ? 'settled' : 'unchanged'] += 1;
    } catch (error) {
      summary.failed += 1;
      log.warn({ err: error, kind, id }, 'a stuck payment record could not be settled yet');
    }
  };
  // A payment page: the expiry job's own work (asks the acquirer, settles as it says or expires it), in a transaction as that job runs it.
  for (const id of stuck.pagePayments) await settle('pagePayments', id, () => inTransaction(async () => (await expirePayment(id, now), true)));
  for (const id of stuck.tokenPayments) await settle('tokenPayments', id, async () => (await runTokenCharge(id, now))?.status !== 'pending');
  // Oldest first: a later refund of the same WayForPay order waits for the earlier ones (wayforpay/refund-guard.ts).
  for (const id of stuck.refunds) await settle('refunds', id, async () => (await runRefund(id, now)) !== 'unchanged');
  for (const id of stuck.holdOperations) await settle('holdOperations', id, async () => (await runHoldOperation(id, now)) !== 'unchanged');
  for (const id of stuck.payouts) await settle('payouts', id, async () => (await runPayout(id, now)) !== 'unchanged');
  if (summary.settled || summary.failed) log.info({ ...summary }, 'stuck payment records settled');
  return summary;
}
