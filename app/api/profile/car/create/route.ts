import { carCreateContract } from '@/lib/cars/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { createCar } from '@/lib/server/cars/save-car';

// POST /api/profile/car/create — a new listing, as a draft
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(carCreateContract, async ({ body, session, locale }) => {
  const { lang: _lang, ...form } = body;
  return { car: await createCar(session.user, form, locale) };
});
