import { rankedLanguages } from './accept-language.mjs';

export const locales = ['uk', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'uk';
/** The cookie that remembers the visitor's language (read by the proxy and the API). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Picks the best supported locale from an Accept-Language header, honouring q-weights. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  return rankedLanguages(header).find(isLocale) ?? null;
}
