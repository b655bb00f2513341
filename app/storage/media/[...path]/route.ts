import { getStorage } from '@/lib/server/storage/storage';

// GET /storage/media/{file} — public site media (favicon and other operator uploads)
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const object = await getStorage().get(`media/${path.join('/')}`);
  if (!object) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(new Uint8Array(object.body), {
    headers: {
      'content-type': object.contentType,
      'content-length': String(object.size),
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
      // SVGs are images here, never documents that may run script.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
