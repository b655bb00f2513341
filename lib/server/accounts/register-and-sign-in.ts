import 'server-only';
import type { z } from 'zod';
import type { ZRegisterLegalRequest } from '@/lib/accounts/schemas';
import type { Locale } from '@/lib/i18n/locales';
import type { CookieJar } from '@/lib/server/api/cookie-jar';
import { clientIp } from '@/lib/server/security/client-ip';
import { consume, type Limit } from '@/lib/server/security/rate-limit';
import { redirectAfterSignIn } from './after-sign-in';
import { type AccountKind, registerAccount } from './register-account';
import { startSession } from './session-cookie';
import { toApiUser } from './to-api-user';

/** New accounts per address: enough for a family or an office, too few for a sign-up bot. */
export const REGISTER_LIMIT: Limit = { bucket: 'register:address', max: 10, windowMs: 60 * 60_000, perAddress: true };

type Ctx = { body: unknown; locale: Locale; request: Request; cookies: CookieJar };

/** Registration as the API does it: create the account, start its session, say where to go. */
export async function registerAndSignIn(kind: AccountKind, { body, locale, request, cookies }: Ctx) {
  const input = body as z.output<typeof ZRegisterLegalRequest>;
  await consume(REGISTER_LIMIT, clientIp(request));
  const user = await registerAccount(kind, input, locale);
  const accessToken = await startSession(user.id, request, cookies);
  return { user: await toApiUser(user, locale), access_token: accessToken, redirect: redirectAfterSignIn(user, input.ref, locale) };
}
