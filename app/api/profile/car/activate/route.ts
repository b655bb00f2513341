import { carActivateContract } from '@/lib/cars/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { setCarActive } from '@/lib/server/cars/switch-car';

// POST /api/profile/car/activate — switch an approved car on
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(carActivateContract, async ({ body, session, locale }) => ({ car: await setCarActive(session.user, body.car_id, true, locale) }));
