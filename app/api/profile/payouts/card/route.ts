import { payoutCardContract } from '@/lib/payouts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { openPayoutCardCheck } from '@/lib/server/payments/card-checks';

// POST /api/profile/payouts/card — opens the acquirer's card check for the owner's payout card (docs/payouts.md)
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(payoutCardContract, async ({ session, locale }) => {
  const { check, redirectUrl } = await openPayoutCardCheck(session.user, { locale, now: new Date() });
  return { redirect_url: redirectUrl, check: { status: 'pending' as const, failure_code: null, created_at: check.createdAt.toISOString() } };
});
