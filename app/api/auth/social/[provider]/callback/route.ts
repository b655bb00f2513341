import { NextResponse } from 'next/server';
import { signedInRecently } from '@/lib/server/auth/recent-sign-in';
import { resolveSession } from '@/lib/server/auth/resolve-session';
import { FLOW_COOKIE, finishOAuth } from '@/lib/server/social/oauth-flow';
import { isSocialProvider } from '@/lib/server/social/providers';
import { allMethods } from '@/lib/server/api/methods';
import { siteUrl } from '@/lib/seo/site-url';

// GET /api/auth/social/{provider}/callback — the provider sends the browser back here
export async function GET(request: Request, { params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params;
  const url = new URL(request.url);
  const flow = request.headers.get('cookie')?.match(new RegExp(`(?:^|;\\s*)${FLOW_COOKIE}=([^;]+)`))?.[1];
  const session = await resolveSession(request);
  const recent = session ? await signedInRecently(session) : false;
  const target = isSocialProvider(provider) ? await finishOAuth(provider, url.searchParams, flow, session?.user ?? null, recent) : '/sign?social=failed';
  // The public origin, not request.url's (the name the server was started on, e.g. 0.0.0.0).
  const response = NextResponse.redirect(new URL(target, siteUrl()), 303);
  response.cookies.set(FLOW_COOKIE, '', { path: '/api/auth/social', maxAge: 0 });
  return response;
}

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = allMethods({ GET });
