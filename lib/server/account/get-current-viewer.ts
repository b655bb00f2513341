import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { ACCESS_TOKEN_COOKIE } from '@/lib/auth/constants';
import type { Viewer } from '@/lib/auth/viewer';
import { resolveSession } from '@/lib/server/auth/resolve-session';
import { toViewer } from './to-viewer';

/** The signed-in person of the current page request (once per request), or null. */
export const getCurrentViewer = cache(async (): Promise<Viewer | null> => {
  const token = (await cookies()).get(ACCESS_TOKEN_COOKIE)?.value;
  if (!token) return null;
  const request = new Request('http://internal/', { headers: { authorization: `Bearer ${token}` } });
  const session = await resolveSession(request);
  return session ? toViewer(session.user) : null;
});
