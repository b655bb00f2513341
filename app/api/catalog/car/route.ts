import { catalogCarContract } from '@/lib/catalog/car-contracts';
import { AppError } from '@/lib/errors/app-error';
import { apiRoute } from '@/lib/server/api/route';
import { getCarPage } from '@/lib/server/catalog/car-page';

// POST /api/catalog/car — public: a listed car's page (by its slug, current or old)
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(catalogCarContract, async ({ body, locale }) => {
  const page = await getCarPage(body.slug, locale, new Date());
  if (!page) throw new AppError('car_not_found');
  return page;
});
