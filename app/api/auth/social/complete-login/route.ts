import { socialLoginContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { redirectAfterSignIn } from '@/lib/server/accounts/after-sign-in';
import { startSession } from '@/lib/server/accounts/session-cookie';
import { toApiUser } from '@/lib/server/accounts/to-api-user';
import { completeSocialLogin } from '@/lib/server/social/complete-social';

// POST /api/auth/social/complete-login — the one-time token from /s-login/{token} becomes a session
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(socialLoginContract, async ({ body, locale, request, cookies }) => {
  const user = await completeSocialLogin(body.token);
  const accessToken = await startSession(user.id, request, cookies);
  return { user: await toApiUser(user, locale), access_token: accessToken, redirect: redirectAfterSignIn(user, body.ref, locale) };
});
