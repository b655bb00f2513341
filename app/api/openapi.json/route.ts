import { buildOpenApi } from '@/lib/server/openapi/build-openapi';
import { allMethods } from '@/lib/server/api/methods';
import { siteUrl } from '@/lib/seo/site-url';

// GET /api/openapi.json — the API described from its zod contracts
// The server named is the public origin: request.url carries the name the server was started on.
export function GET() {
  return Response.json(buildOpenApi(siteUrl().origin), { headers: { 'cache-control': 'public, max-age=300' } });
}

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = allMethods({ GET });
