import { catalogCardsContract } from '@/lib/catalog/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { catalogCards } from '@/lib/server/catalog/catalog-cards';

// POST /api/catalog/cards — public: listed cars' search cards by id (a map marker's popup)
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(catalogCardsContract, async ({ body, locale }) => ({
  items: await catalogCards(body.ids, locale, body.start && body.end ? { start: body.start, end: body.end } : null, new Date()),
}));
