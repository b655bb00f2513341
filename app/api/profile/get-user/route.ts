import { getUserContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { toApiUser } from '@/lib/server/accounts/to-api-user';
import { carSummariesOf } from '@/lib/server/cars/car-summaries';
import { isPayoutOwner } from '@/lib/server/payouts/owner-access';
import { availableKop } from '@/lib/server/payouts/owner-money';

// POST /api/profile/get-user — the signed-in account (spec §7): a host's or company's cars, null for renters
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(getUserContract, async ({ session, locale }) => ({
  user: await toApiUser(session.user, locale),
  reviews: { rating: session.user.rating, count: session.user.reviewCount },
  cars: await carSummariesOf(session.user),
  // What an owner can be paid out now (kopiyky); a renter has no earnings.
  balance: isPayoutOwner(session.user) ? await availableKop(session.user.id) : 0,
}));
