import { NextResponse } from 'next/server';
import { isLocale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { FLOW_COOKIE, startOAuth } from '@/lib/server/social/oauth-flow';
import { isSocialProvider } from '@/lib/server/social/providers';
import { allMethods } from '@/lib/server/api/methods';

// GET /api/auth/social/{provider}/start?intent=login|bind&ref=…&lang=… — off to the provider's consent page
export async function GET(request: Request, { params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params;
  const query = new URL(request.url).searchParams;
  const lang = query.get('lang');
  const locale = isLocale(lang) ? lang : 'uk';
  const started = isSocialProvider(provider) ? startOAuth(provider, query.get('intent') === 'bind' ? 'bind' : 'login', query.get('ref'), locale) : null;
  if (!started) return NextResponse.redirect(new URL(href('sign', { locale, query: { social: 'unavailable' } }), request.url), 303);
  const response = NextResponse.redirect(started.url, 303);
  response.cookies.set(FLOW_COOKIE, started.cookie, {
    httpOnly: true,
    sameSite: 'lax',
    secure: new URL(request.url).protocol === 'https:',
    path: '/api/auth/social',
    maxAge: 600,
  });
  return response;
}

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = allMethods({ GET });
