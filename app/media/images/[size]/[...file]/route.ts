import { IMAGE_SIZES, type ImageSize, imageAtSize } from '@/lib/server/media/images';
import { publicPathSegments } from '@/lib/server/storage/public-path';

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

// GET /media/images/{size}{file} — public images at a spec size (spec §7), immutable. The path is
// decoded and checked here (not taken from Next's params) and only ever names the public area.
export async function GET(request: Request) {
  const [size, ...file] = publicPathSegments(request, '/media/images/') ?? [];
  if (!size || !(IMAGE_SIZES as readonly string[]).includes(size) || !file.length) return notFound();
  const image = await imageAtSize(size as ImageSize, `/${file.join('/')}`);
  if (!image) return notFound();
  return new Response(new Uint8Array(image), {
    headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' },
  });
}
