import { carUpdateContract } from '@/lib/cars/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { updateCar } from '@/lib/server/cars/save-car';

// POST /api/profile/car/update — the whole form of an own car
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(carUpdateContract, async ({ body, session, locale }) => {
  const { lang: _lang, car_id, ...form } = body;
  return { car: await updateCar(session.user, car_id, form, locale) };
});
