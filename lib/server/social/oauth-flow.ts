import 'server-only';
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import { and, eq } from 'drizzle-orm';
import { safeRef } from '@/lib/auth/safe-ref';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { siteUrl } from '@/lib/seo/site-url';
import { getDb } from '@/lib/server/db/client';
import { socialAccounts, type User } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';
import { type ProviderConfig, providerConfig, type SocialProfile, type SocialProvider, toSocialProfile } from './providers';
import { createSocialToken } from './social-tokens';

export const FLOW_COOKIE = 'kermo_oauth';
export type Intent = 'login' | 'bind';
type Flow = { state: string; verifier: string; provider: SocialProvider; intent: Intent; ref: string | null; locale: Locale };

const callbackUrl = (provider: SocialProvider) => new URL(`/api/auth/social/${provider}/callback`, siteUrl()).toString();
const client = (provider: SocialProvider, config: ProviderConfig) => new OAuth2Client(config.clientId, config.clientSecret, callbackUrl(provider));

/**
 * The first leg of OAuth 2.0 (authorization code with state and PKCE S256): the provider's consent
 * URL, and the flow to keep in a short-lived HttpOnly cookie until the callback.
 */
export function startOAuth(provider: SocialProvider, intent: Intent, ref: string | null, locale: Locale): { url: string; cookie: string } | null {
  const config = providerConfig(provider);
  if (!config) return null;
  const flow: Flow = { state: generateState(), verifier: generateCodeVerifier(), provider, intent, ref: safeRef(ref), locale };
  const url = client(provider, config).createAuthorizationURLWithPKCE(config.authorizeUrl, flow.state, CodeChallengeMethod.S256, flow.verifier, config.scopes);
  return { url: url.toString(), cookie: Buffer.from(JSON.stringify(flow)).toString('base64url') };
}

function readFlow(cookie: string | undefined): Flow | null {
  try {
    return cookie ? (JSON.parse(Buffer.from(cookie, 'base64url').toString()) as Flow) : null;
  } catch {
    return null;
  }
}

async function fetchProfile(provider: SocialProvider, config: ProviderConfig, code: string, verifier: string): Promise<SocialProfile | null> {
  const tokens = await client(provider, config).validateAuthorizationCode(config.tokenUrl, code, verifier);
  const response = await fetch(config.userinfoUrl, { headers: { authorization: `Bearer ${tokens.accessToken()}` }, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) return null;
  return toSocialProfile(provider, (await response.json()) as Record<string, unknown>);
}

/**
 * The callback leg: checks the state, trades the code (with the PKCE verifier) for a token, reads
 * the profile, then links it to the signed-in account (bind, after a sign-in of the last 15 minutes), or hands out a one-time token that
 * completes a sign-in (/s-login) or a registration (/s-register). Returns where to send the browser.
 */
export async function finishOAuth(
  provider: SocialProvider,
  params: URLSearchParams,
  flowCookie: string | undefined,
  currentUser: User | null,
  recentSignIn = false,
): Promise<string> {
  const flow = readFlow(flowCookie);
  const locale: Locale = flow?.locale ?? 'uk';
  const failed = href('sign', { locale, query: { social: 'failed' } });
  const config = providerConfig(provider);
  const code = params.get('code');
  if (!config || !flow || flow.provider !== provider || !code || params.get('state') !== flow.state) return failed;
  let profile: SocialProfile | null;
  try {
    profile = await fetchProfile(provider, config, code, flow.verifier);
  } catch (error) {
    log.warn({ err: error, provider }, 'OAuth code exchange failed');
    return failed;
  }
  if (!profile) return failed;

  const db = await getDb();
  const [linked] = await db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, profile.id)))
    .limit(1);

  if (flow.intent === 'bind') {
    if (!currentUser) return href('sign', { locale, query: { ref: href('settings', { locale }) } });
    // A linked login outlives a password change: only a fresh sign-in may add one (step-up).
    if (!recentSignIn) return href('s-binding-driver-id', { locale, params: { driver: provider, id: currentUser.id }, query: { status: 'reauth' } });
    if (linked && linked.userId !== currentUser.id) return href('s-binding-driver-id', { locale, params: { driver: provider, id: currentUser.id }, query: { status: 'taken' } });
    if (!linked) {
      await db.insert(socialAccounts).values({ userId: currentUser.id, provider, providerUserId: profile.id, email: profile.email }).onConflictDoNothing();
    }
    return href('s-binding-driver-id', { locale, params: { driver: provider, id: currentUser.id }, query: { status: 'linked' } });
  }
  if (linked) {
    const token = await createSocialToken('login', provider, profile, linked.userId);
    return href('s-login-token', { locale, params: { token }, query: { ref: flow.ref } });
  }
  const token = await createSocialToken('register', provider, profile, null);
  return href('s-register-driver-id', { locale, params: { driver: provider, id: token } });
}
