import 'server-only';
import { ACCESS_TOKEN_COOKIE } from '@/lib/auth/constants';
import type { CookieJar } from '@/lib/server/api/cookie-jar';
import { createAccessToken } from '@/lib/server/auth/tokens';
import { clientIp } from '@/lib/server/security/client-ip';

/** Starts a session: a new token, set as the HttpOnly cookie and returned for app clients. */
export async function startSession(userId: number, request: Request, cookies: CookieJar): Promise<string> {
  const { token, expiresAt } = await createAccessToken(userId, { userAgent: request.headers.get('user-agent'), ip: clientIp(request) });
  cookies.set(ACCESS_TOKEN_COOKIE, token, { expires: expiresAt, httpOnly: true, sameSite: 'lax' });
  return token;
}
