import 'server-only';

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export type ProviderConfig = {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scopes: string[];
};

export type SocialProfile = { id: string; email?: string; firstName?: string; lastName?: string };

// Public endpoints from the providers' documentation; each can be overridden (tests use a local server).
const DEFAULTS: Record<SocialProvider, Omit<ProviderConfig, 'clientId' | 'clientSecret'>> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: ['openid', 'email', 'profile'],
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/me?fields=id,email,first_name,last_name',
    scopes: ['email', 'public_profile'],
  },
};

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/** A provider's settings, or null when it is not configured (then it is simply not offered). */
export function providerConfig(provider: SocialProvider): ProviderConfig | null {
  const prefix = provider.toUpperCase();
  const clientId = process.env[`${prefix}_CLIENT_ID`];
  const clientSecret = process.env[`${prefix}_CLIENT_SECRET`];
  if (!clientId || !clientSecret) return null;
  const defaults = DEFAULTS[provider];
  return {
    clientId,
    clientSecret,
    authorizeUrl: process.env[`${prefix}_AUTHORIZE_URL`] || defaults.authorizeUrl,
    tokenUrl: process.env[`${prefix}_TOKEN_URL`] || defaults.tokenUrl,
    userinfoUrl: process.env[`${prefix}_USERINFO_URL`] || defaults.userinfoUrl,
    scopes: defaults.scopes,
  };
}

export function enabledProviders(): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => providerConfig(provider) !== null);
}

/** Google (OpenID userinfo) and Facebook (Graph /me) profiles in one shape. */
export function toSocialProfile(provider: SocialProvider, raw: Record<string, unknown>): SocialProfile | null {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const id = text(provider === 'google' ? raw.sub : raw.id);
  if (!id) return null;
  // Google says whether the address is verified; an unverified one is not used.
  const email = provider === 'google' && raw.email_verified === false ? undefined : text(raw.email)?.toLowerCase();
  return {
    id,
    email,
    firstName: text(provider === 'google' ? raw.given_name : raw.first_name),
    lastName: text(provider === 'google' ? raw.family_name : raw.last_name),
  };
}
