import { allMethods } from '@/lib/server/api/methods';
import { resolveSession } from '@/lib/server/auth/resolve-session';
import { chatPhotoFile } from '@/lib/server/chat/chat-photo';

// GET /api/profile/chat/photo/{message id} — a chat photo, for the two parties and operators who may read the conversation
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const session = await resolveSession(request);
  const image = /^[1-9]\d{0,8}$/.test(id) ? await chatPhotoFile(session?.user ?? null, Number(id)) : null;
  if (!image) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  return new Response(new Uint8Array(image), {
    headers: {
      'content-type': 'image/webp',
      // Private to the people in the conversation: never in a shared cache, and asked again each time
      // (the browser keeps no copy to show after sign-out on a shared device).
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'x-robots-tag': 'noindex',
      'content-security-policy': "sandbox; default-src 'none'",
    },
  });
}

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = allMethods({ GET });
