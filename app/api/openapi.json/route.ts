import { buildOpenApi } from '@/lib/server/openapi/build-openapi';

// GET /api/openapi.json — the API described from its zod contracts
export function GET(request: Request) {
  return Response.json(buildOpenApi(new URL(request.url).origin), { headers: { 'cache-control': 'public, max-age=300' } });
}
