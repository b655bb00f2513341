import { buildOpenApi } from '@/lib/server/openapi/build-openapi';
import { allMethods } from '@/lib/server/api/methods';

// GET /api/openapi.json — the API described from its zod contracts
export function GET(request: Request) {
  return Response.json(buildOpenApi(new URL(request.url).origin), { headers: { 'cache-control': 'public, max-age=300' } });
}

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = allMethods({ GET });
