import { NextResponse } from 'next/server';
import { resolveSession } from '@/lib/server/auth/resolve-session';
import { FLOW_COOKIE, finishOAuth } from '@/lib/server/social/oauth-flow';
import { isSocialProvider } from '@/lib/server/social/providers';

// GET /api/auth/social/{provider}/callback — the provider sends the browser back here
export async function GET(request: Request, { params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params;
  const url = new URL(request.url);
  const flow = request.headers.get('cookie')?.match(new RegExp(`(?:^|;\\s*)${FLOW_COOKIE}=([^;]+)`))?.[1];
  const session = await resolveSession(request);
  const target = isSocialProvider(provider) ? await finishOAuth(provider, url.searchParams, flow, session?.user ?? null) : '/sign?social=failed';
  const response = NextResponse.redirect(new URL(target, request.url), 303);
  response.cookies.set(FLOW_COOKIE, '', { path: '/api/auth/social', maxAge: 0 });
  return response;
}
