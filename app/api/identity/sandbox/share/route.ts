import { AppError } from '@/lib/errors/app-error';
import { sandboxShare } from '@/lib/server/identity/identity-sessions';

// POST /api/identity/sandbox/share — the sandbox app's "share" button (form post or JSON in tests)
export async function POST(request: Request) {
  const type = request.headers.get('content-type') ?? '';
  const input = type.includes('json')
    ? ((await request.json().catch(() => ({}))) as { session_id?: string; licence?: Record<string, string> })
    : { session_id: String((await request.formData()).get('session_id') ?? '') };
  try {
    const result = await sandboxShare(String(input.session_id ?? ''), input.licence);
    if (type.includes('json')) return Response.json({ data: result });
    return new Response(`<!doctype html><html lang="uk"><meta charset="utf-8"><p>Готово: ${result.status === 'approved' ? 'посвідченням поділилися' : 'дані не збіглися'}. Поверніться до Kermo.</p></html>`, {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  } catch (error) {
    const status = error instanceof AppError && error.code === 'not_found' ? 404 : 400;
    return Response.json({ error: { code: error instanceof AppError ? error.code : 'internal', message: 'sandbox share failed' } }, { status });
  }
}
