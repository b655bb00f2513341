import { carDecisionContract } from '@/lib/cars/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { reviewCar } from '@/lib/server/cars/review-car';

// POST /api/admin/car/decision — approve or reject a car
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(carDecisionContract, async ({ body, session, locale }) => ({
  car: await reviewCar(session.user, body.car_id, body.decision, body.reason, locale, body.updated_at),
}));
