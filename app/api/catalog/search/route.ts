import { catalogSearchContract } from '@/lib/catalog/contracts';
import { queryOfBody } from '@/lib/catalog/search-query';
import { apiRoute } from '@/lib/server/api/route';
import { searchCatalog } from '@/lib/server/catalog/search-catalog';

// POST /api/catalog/search — public: listed cars free for the dates, filtered, sorted, a page at a time
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(catalogSearchContract, ({ body, locale }) =>
  searchCatalog(queryOfBody(body), { locale, now: new Date(), markers: body.markers }),
);
