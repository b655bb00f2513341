import { payoutListContract } from '@/lib/payouts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { payoutsPage } from '@/lib/server/payouts/owner-lists';

// POST /api/profile/payouts/list — an owner's payouts with their statuses (docs/payouts.md)
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(payoutListContract, ({ session, body }) => payoutsPage(session.user, body.page));
