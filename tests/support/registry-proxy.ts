import { NextRequest } from 'next/server';
import { resolveSession } from '@/lib/server/auth/resolve-session';
import { createProxy, registryGuard } from '@/lib/server/routing/create-proxy';
import { resourceExists } from '@/lib/server/routing/resource-exists';

/** The proxy as proxy.ts builds it from the route registry (no test overrides), sessions included. */
const proxy = createProxy({
  guardOf: registryGuard,
  resolveViewer: async (request) => {
    const session = await resolveSession(request);
    return session ? { id: session.user.id, role: session.user.role as 1 | 2 | 3, isStaff: session.user.isStaff } : null;
  },
  exists: resourceExists,
});

/** A Ukrainian browser's request for `path` through the registry proxy, signed in when a token is given. */
export const requestPage = (path: string, token?: string) =>
  proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { 'accept-language': 'uk-UA', ...(token ? { cookie: `accessToken=${token}` } : {}) } }));

/** What a page's thrown redirect or notFound() says (Next puts it in the error's digest). */
export const digestOf = (error: unknown) => String((error as { digest?: unknown }).digest ?? error);
