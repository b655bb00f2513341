import type { Locale } from '@/lib/i18n/locales';

/**
 * Where the Google/Facebook sign-in starts: a page navigation (the OAuth flow is a chain of browser
 * redirects through app/api/auth/social/[provider]/start), not an API call, so it has no contract.
 */
export function socialStartHref(provider: 'google' | 'facebook', query: { intent: 'login' | 'bind'; lang: Locale; ref?: string | null }): string {
  const params = new URLSearchParams({ intent: query.intent, lang: query.lang, ...(query.ref ? { ref: query.ref } : {}) });
  return `/api/auth/social/${provider}/start?${params}`;
}
