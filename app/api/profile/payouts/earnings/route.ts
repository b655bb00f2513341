import { payoutEarningsContract } from '@/lib/payouts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { earningsPage } from '@/lib/server/payouts/owner-lists';

// POST /api/profile/payouts/earnings — an owner's earnings per booking, net of the commission (docs/payouts.md)
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(payoutEarningsContract, ({ session, body }) => earningsPage(session.user, body.page));
