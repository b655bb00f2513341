import { getUserContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { toApiUser } from '@/lib/server/accounts/to-api-user';

// POST /api/profile/get-user — the signed-in account (spec §7); cars are null until hosts list cars
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(getUserContract, async ({ session, locale }) => ({
  user: await toApiUser(session.user, locale),
  reviews: { rating: null, count: 0 },
  cars: null,
  balance: 0,
}));
