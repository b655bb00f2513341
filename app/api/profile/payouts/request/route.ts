import { payoutRequestContract } from '@/lib/payouts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { ownerMoneyOf, toApiMoney } from '@/lib/server/payouts/owner-money';
import { toPayoutView } from '@/lib/server/payouts/payout-view';
import { requestPayout } from '@/lib/server/payouts/request-payout';

// POST /api/profile/payouts/request — an owner's payout to their card, idempotent by its key (docs/payouts.md)
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(payoutRequestContract, async ({ session, body }) => {
  const payout = await requestPayout(session.user, { amountKop: body.amount, idempotencyKey: body.idempotency_key, now: new Date() });
  return { payout: toPayoutView(payout), money: toApiMoney(await ownerMoneyOf(session.user.id)) };
});
