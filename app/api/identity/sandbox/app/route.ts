import { randomUUID } from 'node:crypto';
import { resolveSession } from '@/lib/server/auth/resolve-session';
import { errorMessage } from '@/lib/server/api/localize';
import { requestLocale } from '@/lib/server/api/request-locale';
import { identityProvider, ownWaitingSession } from '@/lib/server/identity/identity-sessions';
import { sandboxPage } from '@/lib/server/identity/sandbox-page';
import { log } from '@/lib/server/log';
import { allMethods } from '@/lib/server/api/methods';

// GET /api/identity/sandbox/app?session=… — the sandbox stand-in for the identity app on a phone.
// Like the real app, it shares only for the person signed in to it: the owner of the session.
export async function GET(request: Request) {
  if (identityProvider()?.name !== 'sandbox') return new Response('Not found', { status: 404 });
  const locale = requestLocale(request);
  try {
    const sessionId = new URL(request.url).searchParams.get('session') ?? '';
    const session = await resolveSession(request);
    if (!session) return sandboxPage(locale, { kind: 'signIn' });
    const own = await ownWaitingSession(session.user, sessionId);
    return own ? sandboxPage(locale, { kind: 'ask', sessionId: own.id }) : sandboxPage(locale, { kind: 'failed', message: errorMessage(locale, 'not_found') }, 404);
  } catch (error) {
    log.error({ err: error, requestId: randomUUID() }, 'identity sandbox page failed');
    return sandboxPage(locale, { kind: 'failed', message: errorMessage(locale, 'internal') }, 500);
  }
}

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = allMethods({ GET });
