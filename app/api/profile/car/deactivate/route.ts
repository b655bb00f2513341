import { carDeactivateContract } from '@/lib/cars/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { setCarActive } from '@/lib/server/cars/switch-car';

// POST /api/profile/car/deactivate — switch a car off
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(carDeactivateContract, async ({ body, session, locale }) => ({ car: await setCarActive(session.user, body.car_id, false, locale) }));
