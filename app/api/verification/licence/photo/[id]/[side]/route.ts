import { LICENCE_SIDES, type LicenceSide } from '@/lib/verification/licence';
import { resolveSession } from '@/lib/server/auth/resolve-session';
import { licencePhoto } from '@/lib/server/verification/licence';
import { allMethods } from '@/lib/server/api/methods';

// GET /api/verification/licence/photo/{id}/{side} — a private licence photo, for its owner and operators only
export async function GET(request: Request, { params }: { params: Promise<{ id: string; side: string }> }) {
  const { id, side } = await params;
  const session = await resolveSession(request);
  const valid = /^\d{1,9}$/.test(id) && (LICENCE_SIDES as readonly string[]).includes(side);
  const photo = valid ? await licencePhoto(session?.user ?? null, Number(id), side as LicenceSide) : null;
  if (!photo) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  return new Response(new Uint8Array(photo), {
    headers: { 'content-type': 'image/webp', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff', 'x-robots-tag': 'noindex' },
  });
}

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = allMethods({ GET });
