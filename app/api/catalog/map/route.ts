import { catalogMapContract } from '@/lib/catalog/contracts';
import { mapQueryOfBody } from '@/lib/catalog/map-query';
import { apiRoute } from '@/lib/server/api/route';
import { searchMap } from '@/lib/server/catalog/search-map';

// POST /api/catalog/map — public: a search's matching cars in a box, clustered for the map's zoom
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(catalogMapContract, ({ body }) => searchMap(mapQueryOfBody(body), new Date()));
