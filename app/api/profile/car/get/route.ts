import { carGetContract } from '@/lib/cars/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { getManagedCar } from '@/lib/server/cars/list-own-cars';

// POST /api/profile/car/get — one own car
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(carGetContract, async ({ body, session, locale }) => ({ car: await getManagedCar(session.user, body.car_id, locale) }));
