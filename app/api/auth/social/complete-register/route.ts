import { socialRegisterContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { redirectAfterSignIn } from '@/lib/server/accounts/after-sign-in';
import { REGISTER_LIMIT } from '@/lib/server/accounts/register-and-sign-in';
import { clientIp } from '@/lib/server/security/client-ip';
import { consume } from '@/lib/server/security/rate-limit';
import { startSession } from '@/lib/server/accounts/session-cookie';
import { toApiUser } from '@/lib/server/accounts/to-api-user';
import { completeSocialRegistration } from '@/lib/server/social/complete-social';

// POST /api/auth/social/complete-register — a new renter from a Google/Facebook profile, signed in
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(socialRegisterContract, async ({ body, locale, request, cookies }) => {
  await consume(REGISTER_LIMIT, clientIp(request));
  const user = await completeSocialRegistration(body, locale);
  const accessToken = await startSession(user.id, request, cookies);
  return { user: await toApiUser(user, locale), access_token: accessToken, redirect: redirectAfterSignIn(user, undefined, locale) };
});
