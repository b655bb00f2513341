import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { ACCESS_TOKEN_COOKIE } from '@/lib/auth/constants';
import type { Viewer } from '@/lib/auth/viewer';
import { resolveSession } from '@/lib/server/auth/resolve-session';
import { unreadCounts } from '@/lib/server/chat/chat-status';
import { log } from '@/lib/server/log';
import type { User } from '@/lib/server/db/schema';
import { toViewer } from './to-viewer';

/** The signed-in account of the current page request (looked up once per request), or null. */
export const getCurrentUser = cache(async (): Promise<User | null> => {
  const token = (await cookies()).get(ACCESS_TOKEN_COOKIE)?.value;
  if (!token) return null;
  const request = new Request('http://internal/', { headers: { authorization: `Bearer ${token}` } });
  return (await resolveSession(request))?.user ?? null;
});

/** What the site shell shows of the signed-in person (with the badges' unread counts), or null. */
export const getCurrentViewer = cache(async (): Promise<Viewer | null> => {
  const user = await getCurrentUser();
  if (!user) return null;
  // The badges are a nicety: a failed count draws the page with none, and the poll fills them in.
  const unread = await unreadCounts(user.id).catch((error: unknown) => {
    log.warn({ err: error }, 'unread count for the page failed');
    return undefined;
  });
  return toViewer(user, unread);
});
