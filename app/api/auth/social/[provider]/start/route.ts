import { NextResponse } from 'next/server';
import { isLocale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { createCookieJar } from '@/lib/server/api/cookie-jar';
import { FLOW_COOKIE, startOAuth } from '@/lib/server/social/oauth-flow';
import { isSocialProvider } from '@/lib/server/social/providers';
import { allMethods } from '@/lib/server/api/methods';
import { siteUrl } from '@/lib/seo/site-url';

// GET /api/auth/social/{provider}/start?intent=login|bind&ref=…&lang=… — off to the provider's consent page
export async function GET(request: Request, { params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params;
  const query = new URL(request.url).searchParams;
  const lang = query.get('lang');
  const locale = isLocale(lang) ? lang : 'uk';
  const started = isSocialProvider(provider) ? startOAuth(provider, query.get('intent') === 'bind' ? 'bind' : 'login', query.get('ref'), locale) : null;
  // Our own pages are addressed by the public origin: request.url carries the name the server was
  // started on (http://0.0.0.0:3000 in a container), not the one the visitor used.
  if (!started) return NextResponse.redirect(new URL(href('sign', { locale, query: { social: 'unavailable' } }), siteUrl()), 303);
  const response = NextResponse.redirect(started.url, 303);
  const cookies = createCookieJar(request);
  cookies.set(FLOW_COOKIE, started.cookie, { path: '/api/auth/social', maxAge: 600 });
  cookies.applyTo(response);
  return response;
}

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = allMethods({ GET });
