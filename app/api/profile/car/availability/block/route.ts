import { carAvailabilityBlockContract } from '@/lib/cars/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { blockPeriod } from '@/lib/server/cars/block-period';

// POST /api/profile/car/availability/block — block days or times of an own car
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(carAvailabilityBlockContract, async ({ body, session }) => {
  const { lang: _lang, car_id, ...fields } = body;
  return blockPeriod(session.user, car_id, fields);
});
