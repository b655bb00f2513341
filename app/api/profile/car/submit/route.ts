import { carSubmitContract } from '@/lib/cars/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { submitCar } from '@/lib/server/cars/submit-car';

// POST /api/profile/car/submit — to moderation
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(carSubmitContract, async ({ body, session, locale }) => ({ car: await submitCar(session.user, body.car_id, locale) }));
