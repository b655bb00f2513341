import { publicPathSegments } from '@/lib/server/storage/public-path';
import { publicStorage } from '@/lib/server/storage/storage';

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

// GET /storage/media/{file} — public site media (favicon and other operator uploads), from the
// public storage area only; the path is decoded and checked here, not taken from Next's params.
export async function GET(request: Request) {
  const segments = publicPathSegments(request, '/storage/media/');
  if (!segments) return notFound();
  const object = await publicStorage().get(`media/${segments.join('/')}`);
  if (!object) return notFound();
  return new Response(new Uint8Array(object.body), {
    headers: {
      'content-type': object.contentType,
      'content-length': String(object.size),
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
      // SVGs are images here, never documents that may run script.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
    },
  });
}
