import { catalogFacetsContract, facetQueryOfBody } from '@/lib/catalog/facet-contracts';
import { apiRoute } from '@/lib/server/api/route';
import { catalogFacets } from '@/lib/server/catalog/facet-counts';

// POST /api/catalog/facets — public: a search's total and how many cars each filter option would leave
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(catalogFacetsContract, ({ body }) => catalogFacets(facetQueryOfBody(body), new Date()));
