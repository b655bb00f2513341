import 'server-only';
import type { Access } from '@/lib/api/contract';
import { AppError } from '@/lib/errors/app-error';
import { resolveSession, type Session } from '@/lib/server/auth/resolve-session';
import { isTrustedOrigin } from './origin';

/**
 * The session a contract's `access` asks for: none looked up for `public`, read if present for
 * `optional`, required for `user` (401) and operators only for `staff` (403). Cookie sessions
 * must come from our own origin on anything but GET (403 bad_origin).
 */
export async function sessionFor(access: Access, method: string, request: Request): Promise<Session | null> {
  const session = access === 'public' ? null : await resolveSession(request);
  if ((access === 'user' || access === 'staff') && !session) throw new AppError('unauthorized');
  if (access === 'staff' && !session?.user.isStaff) throw new AppError('forbidden');
  if (session?.via === 'cookie' && method !== 'GET' && !isTrustedOrigin(request)) throw new AppError('bad_origin');
  return session;
}
