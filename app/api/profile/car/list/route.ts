import { carListContract } from '@/lib/cars/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { listOwnCars } from '@/lib/server/cars/list-own-cars';

// POST /api/profile/car/list — the owner's cars
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(carListContract, async ({ session, locale }) => ({ cars: await listOwnCars(session.user, locale) }));
