import 'server-only';
import { cardLastFour } from '@/lib/payments/pan-masked';
import { MIN_PAYOUT_KOP } from '@/lib/payouts/amounts';
import type { TPayoutSummary } from '@/lib/payouts/contracts';
import type { User } from '@/lib/server/db/schema';
import { latestCardCheck } from '@/lib/server/payments/card-checks';
import { paymentProvider } from '@/lib/server/payments/providers';
import { assertPayoutOwner } from './owner-access';
import { activePayoutCard, ownerMoneyOf, toApiMoney } from './owner-money';

/**
 * What the owner's payments page and `POST /api/profile/payouts/summary` show: the money, the
 * payout card (at the acquirer payouts go through now), the latest card check (its outcome after
 * the acquirer's page), and whether a payout can be asked for.
 */
export async function payoutSummary(actor: User, now = new Date()): Promise<TPayoutSummary> {
  assertPayoutOwner(actor);
  const provider = paymentProvider();
  const toCard = !!provider.payout && !!provider.verifyCard;
  const money = await ownerMoneyOf(actor.id);
  const card = toCard ? await activePayoutCard(actor.id, provider.name) : null;
  const check = toCard ? await latestCardCheck(actor.id, 'payout', now) : null;
  return {
    money: toApiMoney(money),
    card: card ? { id: card.id, pan_masked: card.panMasked, last_four: cardLastFour(card.panMasked), added_at: card.createdAt.toISOString() } : null,
    card_check: check ? { status: check.state, failure_code: check.state === 'expired' && check.status === 'pending' ? 'expired' : check.failureCode, created_at: check.createdAt.toISOString() } : null,
    payouts: { to_card: toCard, min: MIN_PAYOUT_KOP, can_request: toCard && !!card && money.availableKop >= MIN_PAYOUT_KOP },
  };
}
