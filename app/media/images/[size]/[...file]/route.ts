import { IMAGE_SIZES, type ImageSize, imageAtSize } from '@/lib/server/media/images';

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

// GET /media/images/{size}{file} — public images at a spec size (spec §7), immutable
export async function GET(_request: Request, { params }: { params: Promise<{ size: string; file: string[] }> }) {
  const { size, file } = await params;
  if (!(IMAGE_SIZES as readonly string[]).includes(size) || !file.length || file.some((part) => part.startsWith('.'))) return notFound();
  const image = await imageAtSize(size as ImageSize, `/${file.join('/')}`);
  if (!image) return notFound();
  return new Response(new Uint8Array(image), {
    headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' },
  });
}
