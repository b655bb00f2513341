import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { splitLocale } from '@/lib/routes';

const intl = createMiddleware(routing);

/**
 * Runs before every page (never for /api, /media, /storage, /_next or files): locale negotiation
 * by next-intl (URL prefix → cookie → Accept-Language → uk), then the locale cookie is written
 * whenever a page is served in a language, so the API and the next visit follow it.
 */
export default function proxy(request: NextRequest): NextResponse {
  const response = intl(request);
  if (response.status >= 300 && response.status < 400) return response;
  const { locale } = splitLocale(request.nextUrl.pathname);
  if (request.cookies.get(LOCALE_COOKIE)?.value !== locale) {
    response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' });
  }
  return response;
}

export const config = {
  matcher: ['/((?!api|media|storage|_next|_vercel|.*\\..*).*)'],
};
