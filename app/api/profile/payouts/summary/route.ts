import { payoutSummaryContract } from '@/lib/payouts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { payoutSummary } from '@/lib/server/payouts/owner-summary';

// POST /api/profile/payouts/summary — an owner's earnings pending / available / paid out, payout card (docs/payouts.md)
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(payoutSummaryContract, ({ session }) => payoutSummary(session.user));
