import { signInContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { redirectAfterSignIn } from '@/lib/server/accounts/after-sign-in';
import { startSession } from '@/lib/server/accounts/session-cookie';
import { signIn } from '@/lib/server/accounts/sign-in';
import { toApiUser } from '@/lib/server/accounts/to-api-user';
import { clientIp } from '@/lib/server/security/client-ip';

// POST /api/auth/sign-in — e-mail and password; sets the session cookie and returns the token
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(signInContract, async ({ body, locale, request, cookies }) => {
  const user = await signIn(body.email, body.password, clientIp(request));
  const accessToken = await startSession(user.id, request, cookies);
  return { user: await toApiUser(user, locale), access_token: accessToken, redirect: redirectAfterSignIn(user, body.ref, locale) };
});
