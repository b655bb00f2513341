import { carDeleteContract } from '@/lib/cars/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { deleteCar } from '@/lib/server/cars/delete-car';

// POST /api/profile/car/delete — soft delete
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(carDeleteContract, async ({ body, session }) => {
  await deleteCar(session.user, body.car_id);
  return { deleted: true as const };
});
