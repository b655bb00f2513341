import { AppError } from '@/lib/errors/app-error';
import { statusOf } from '@/lib/errors/codes';
import { resolveSession } from '@/lib/server/auth/resolve-session';
import { errorMessage } from '@/lib/server/api/localize';
import { isTrustedOrigin } from '@/lib/server/api/origin';
import { readBodyBytes, readJsonBody } from '@/lib/server/api/read-body';
import { requestLocale } from '@/lib/server/api/request-locale';
import { failureResponse } from '@/lib/server/api/failure';
import { jsonData, requestIdOf } from '@/lib/server/api/respond';
import { sandboxShare } from '@/lib/server/identity/sandbox';
import { sandboxPage } from '@/lib/server/identity/sandbox-page';
import { dbFailure } from '@/lib/server/db/db-errors';
import { log } from '@/lib/server/log';
import { allMethods } from '@/lib/server/api/methods';

const MAX_BYTES = 16 * 1024;

/** The share's input: the sandbox page's form post, or JSON from a bearer-authenticated client (tests). */
async function readInput(request: Request, json: boolean): Promise<{ session_id: string; licence?: unknown }> {
  if (!json) return { session_id: new URLSearchParams(new TextDecoder().decode(await readBodyBytes(request, MAX_BYTES))).get('session_id') ?? '' };
  const body = await readJsonBody(request, MAX_BYTES);
  const { session_id: sessionId, licence } = (body && typeof body === 'object' ? body : {}) as { session_id?: unknown; licence?: unknown };
  return { session_id: typeof sessionId === 'string' ? sessionId : '', licence };
}

// POST /api/identity/sandbox/share — the sandbox app's "share" button. Only the signed-in owner of
// the session may share: a cookie session from our own origin (the form) or a bearer token.
export async function POST(request: Request) {
  const requestId = requestIdOf(request);
  const json = /\bjson\b/i.test(request.headers.get('content-type') ?? '');
  const locale = requestLocale(request);
  try {
    const session = await resolveSession(request);
    if (!session) throw new AppError('unauthorized');
    if (session.via === 'cookie' && !isTrustedOrigin(request)) throw new AppError('bad_origin');
    const input = await readInput(request, json);
    const result = await sandboxShare(session.user, input.session_id, input.licence);
    return json ? jsonData(result, requestId) : sandboxPage(locale, { kind: 'done', status: result.status });
  } catch (error) {
    if (json) return failureResponse(error, { locale, requestId, path: '/api/identity/sandbox/share' });
    const code = error instanceof AppError ? error.code : (dbFailure(error)?.error.code ?? 'internal');
    if (code === 'internal') log.error({ err: error, requestId }, 'identity sandbox share failed');
    return sandboxPage(locale, { kind: 'failed', message: errorMessage(locale, code) }, statusOf(code));
  }
}

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = allMethods({ POST });
