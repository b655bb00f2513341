import { menuGetByIdsContract } from '@/lib/site/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { getMenus } from '@/lib/server/site/get-menus';

// POST /api/menu/get-by-ids — the requested menus keyed by id
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(menuGetByIdsContract, ({ body, locale }) => getMenus(body.ids, locale));
