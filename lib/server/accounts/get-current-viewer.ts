import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { ACCESS_TOKEN_COOKIE } from '@/lib/auth/constants';
import type { Viewer } from '@/lib/auth/viewer';
import { resolveSession } from '@/lib/server/auth/resolve-session';
import { unreadTotal } from '@/lib/server/chat/chat-status';
import type { User } from '@/lib/server/db/schema';
import { toViewer } from './to-viewer';

/** The signed-in account of the current page request (looked up once per request), or null. */
export const getCurrentUser = cache(async (): Promise<User | null> => {
  const token = (await cookies()).get(ACCESS_TOKEN_COOKIE)?.value;
  if (!token) return null;
  const request = new Request('http://internal/', { headers: { authorization: `Bearer ${token}` } });
  return (await resolveSession(request))?.user ?? null;
});

/** What the site shell shows of the signed-in person (with the badge's unread count), or null. */
export const getCurrentViewer = cache(async (): Promise<Viewer | null> => {
  const user = await getCurrentUser();
  return user ? toViewer(user, await unreadTotal(user.id)) : null;
});
