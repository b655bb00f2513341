import { manualPayoutContract } from '@/lib/payouts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { recordManualPayout } from '@/lib/server/payouts/manual-payout';
import { ownerMoneyOf, toApiMoney } from '@/lib/server/payouts/owner-money';
import { toPayoutView } from '@/lib/server/payouts/payout-view';

// POST /api/admin/payouts/manual — operators record a payout made outside the acquirer (docs/payouts.md)
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(manualPayoutContract, async ({ session, body }) => {
  const payout = await recordManualPayout(session.user, { ownerId: body.owner_id, amountKop: body.amount, note: body.note, idempotencyKey: body.idempotency_key, now: new Date() });
  return { payout: toPayoutView(payout), money: toApiMoney(await ownerMoneyOf(body.owner_id)) };
});
