import { getUserContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { toApiUser } from '@/lib/server/accounts/to-api-user';
import { carSummariesOf } from '@/lib/server/cars/car-summaries';

// POST /api/profile/get-user — the signed-in account (spec §7): a host's or company's cars, null for renters
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(getUserContract, async ({ session, locale }) => ({
  user: await toApiUser(session.user, locale),
  reviews: { rating: session.user.rating, count: session.user.reviewCount },
  cars: await carSummariesOf(session.user),
  balance: 0,
}));
