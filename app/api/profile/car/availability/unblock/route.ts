import { carAvailabilityUnblockContract } from '@/lib/cars/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { unblockPeriod } from '@/lib/server/cars/unblock-period';

// POST /api/profile/car/availability/unblock — remove a block, or part of it
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(carAvailabilityUnblockContract, async ({ body, session }) => {
  const { lang: _lang, car_id, period_id, ...fields } = body;
  return unblockPeriod(session.user, car_id, period_id, fields);
});
