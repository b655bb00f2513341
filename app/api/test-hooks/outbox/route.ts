import { requestLocale } from '@/lib/server/api/request-locale';
import { jsonData, jsonError, requestIdOf } from '@/lib/server/api/respond';
import { testHookMethods } from '@/lib/server/test-hooks/hook-methods';

/**
 * GET /api/test-hooks/outbox?recipient=…&template=… — TESTS ONLY: the newest code or link sent to
 * a recipient, for the end-to-end suite. It exists only in a build made with KERMO_TEST_HOOKS=1
 * (scripts/test-e2e.sh): next.config.ts inlines the flag at build time, so in every other build the
 * check below is `'' !== '1'`, the handler is a constant 404 and the rest is compiled away, and
 * every method answers as an unknown /api path does (testHookMethods). Setting the variable when
 * starting a normal build changes nothing.
 */
async function readOutbox(request: Request): Promise<Response> {
  const requestId = requestIdOf(request);
  if (process.env.KERMO_TEST_HOOKS !== '1') return jsonError(requestLocale(request), requestId, 'not_found');
  const { latestOutboxSecret } = await import('@/lib/server/test-hooks/outbox-secret');
  const query = new URL(request.url).searchParams;
  const recipient = query.get('recipient') ?? '';
  const found = recipient ? await latestOutboxSecret(recipient, query.get('template') ?? undefined) : null;
  return found ? jsonData(found, requestId) : jsonError('en', requestId, 'not_found');
}

export const dynamic = 'force-dynamic';
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = testHookMethods({ GET: readOutbox });
