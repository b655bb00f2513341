import 'server-only';
import { defaultLocale, isLocale, LOCALE_COOKIE, type Locale, localeFromAcceptLanguage } from '@/lib/i18n/locales';

function cookieValue(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  const match = header.split(';').find((part) => part.trim().startsWith(`${name}=`));
  return match?.trim().slice(name.length + 1);
}

/** The language of an API reply: `lang` in the body, else the locale cookie, else Accept-Language, else uk. */
export function requestLocale(request: Request, body?: unknown): Locale {
  const lang = body && typeof body === 'object' ? (body as { lang?: unknown }).lang : undefined;
  if (isLocale(lang)) return lang;
  const cookie = cookieValue(request, LOCALE_COOKIE);
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(request.headers.get('accept-language')) ?? defaultLocale;
}
