import 'server-only';
import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { ACCESS_TOKEN_COOKIE } from '@/lib/auth/constants';
import { evaluateGuard, type GuardOutcome } from '@/lib/auth/guards';
import type { Viewer } from '@/lib/auth/viewer';
import { defaultLocale, isLocale, LOCALE_COOKIE } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { INTERNAL_PREFIX, NOT_FOUND_PATH, UNKNOWN_MIDDLEWARE_PATH, URL_HEADER } from '@/lib/routing/internal-paths';
import { lowercaseRedirect } from '@/lib/routing/lowercase';
import { href, matchPath, type RouteMatch, type ScreenName, screens, splitLocale } from '@/lib/routes';
import { paymentFormOrigins } from '@/lib/server/payments/providers';
import { newNonce, pageCsp } from '@/lib/server/security/csp';

type Deps = {
  /** The guard configured for a screen (the route registry; tests substitute their own). */
  guardOf: (screen: ScreenName) => string;
  /** The signed-in person behind the request's token cookie, or null if the token is not valid. */
  resolveViewer: (request: NextRequest) => Promise<ProxyViewer | null>;
  /**
   * Whether the record a URL names exists (content page, city…) for this viewer (a car's edit
   * page exists only for its owner and operators): false answers 404; `{ moved }` answers a 301 to
   * the same screen with those parameters (a car's old slug), the query kept.
   */
  exists: (match: RouteMatch, viewer: ProxyViewer | null) => Promise<boolean | { moved: Record<string, string> }>;
};

export type ProxyViewer = Pick<Viewer, 'role'> & { isStaff?: boolean; id?: number };

const intl = createMiddleware(routing);
const YEAR = 60 * 60 * 24 * 365;

function sameQuery(path: string, request: NextRequest): URL {
  const url = request.nextUrl.clone();
  url.pathname = path;
  return url;
}

/**
 * next-intl builds its rewrite and redirect targets from the path after `decodeURI`, and Next
 * decodes a rewrite's path once more for the page's params: `/s-login/%25` reached the page as a
 * lone `%` and failed to decode (a bare 500), `%2541` arrived as `A`. Its targets are always
 * `[/<locale>]<the path without its locale>`, so the same target is rebuilt from the path as sent.
 */
function withSentPath(target: string, sentPath: string): string {
  const url = new URL(target);
  const first = url.pathname.split('/')[1];
  const prefix = isLocale(first) ? `/${first}` : '';
  url.pathname = prefix && sentPath === '/' ? prefix : `${prefix}${sentPath}`;
  return url.toString();
}

/**
 * The request pipeline in front of every page, in order: lower-case 301 (spec §2), `/uk/…` 301 to
 * the unprefixed form, next-intl locale negotiation, session check (an invalid token cookie is
 * dropped silently, spec §4 Session), the screen's guard, the locale cookie, and the page's
 * Content-Security-Policy with a fresh nonce.
 */
export function createProxy({ guardOf, resolveViewer, exists }: Deps) {
  return async function proxy(request: NextRequest): Promise<NextResponse> {
    const { pathname, search } = request.nextUrl;

    const lower = lowercaseRedirect(pathname);
    if (lower) return NextResponse.redirect(sameQuery(lower, request), 301);

    const { locale, path, prefixed } = splitLocale(pathname);
    if (prefixed && locale === defaultLocale) {
      // The default language has no prefix: /uk/… is not a public URL. The language switcher links
      // here to choose Ukrainian, so the redirect also resets the cookie and must not be cached.
      const redirect = NextResponse.redirect(sameQuery(path, request), 301);
      redirect.headers.set('cache-control', 'no-store');
      redirect.cookies.set(LOCALE_COOKIE, defaultLocale, { path: '/', maxAge: YEAR, sameSite: 'lax' });
      return redirect;
    }

    const negotiated = intl(request);
    if (negotiated.status >= 300 && negotiated.status < 400) {
      const location = negotiated.headers.get('location');
      if (location) negotiated.headers.set('location', withSentPath(location, path));
      return negotiated;
    }

    const hasToken = request.cookies.has(ACCESS_TOKEN_COOKIE);
    const viewer = hasToken ? await resolveViewer(request) : null;
    // Internal pages are never served at their own address.
    const match = path.startsWith(INTERNAL_PREFIX) ? null : matchPath(pathname);
    // Existence comes before the guard: an address that names nothing here (the embedded
    // installation's mailbox on a PostgreSQL deployment) is a 404 for everyone, not a sign-in
    // redirect that would admit it exists.
    const found = match ? await exists(match, viewer) : false;
    if (match && typeof found === 'object') {
      return NextResponse.redirect(sameQuery(href(match.name, { locale: match.locale, params: found.moved }), request), 301);
    }
    const missing = !match || !found;
    const outcome: GuardOutcome = missing ? { kind: 'allow' } : evaluateGuard(guardOf(match.name), viewer, { locale, pathWithQuery: pathname + search });

    // The page that posts an acquirer's payment form may send it to that acquirer, and only there.
    const csp = pageCsp(newNonce(), { formActions: match?.name === 'pay-form-ref' && !missing ? paymentFormOrigins() : [] });
    let response: NextResponse;
    if (outcome.kind === 'redirect') {
      response = NextResponse.redirect(new URL(outcome.to, request.url), 307);
    } else {
      // Server components read the original URL (language switcher) from this header; a value
      // sent by the client is overwritten.
      const headers = new Headers(request.headers);
      headers.set(URL_HEADER, pathname + search);
      // Next reads the nonce for its own scripts from the request's CSP header (a client's is replaced).
      headers.set('content-security-policy', csp);
      const intlRewrite = negotiated.headers.get('x-middleware-rewrite');
      let rewrite = intlRewrite && withSentPath(intlRewrite, path);
      let status: number | undefined;
      if (outcome.kind === 'error') {
        rewrite = new URL(`/${locale}${UNKNOWN_MIDDLEWARE_PATH}`, request.url).toString();
        status = outcome.status;
      } else if (missing) {
        // A server-rendered 404 (a page's own notFound() would stream an empty shell).
        rewrite = new URL(`/${locale}${NOT_FOUND_PATH}`, request.url).toString();
        status = 404;
      }
      response = rewrite ? NextResponse.rewrite(rewrite, { request: { headers }, status }) : NextResponse.next({ request: { headers } });
      for (const key of ['link', 'vary']) {
        const value = negotiated.headers.get(key);
        if (value && !status) response.headers.set(key, value);
      }
    }
    response.headers.set('content-security-policy', csp);
    if (hasToken && !viewer) response.cookies.delete(ACCESS_TOKEN_COOKIE);
    if (request.cookies.get(LOCALE_COOKIE)?.value !== locale) {
      response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: YEAR, sameSite: 'lax' });
    }
    return response;
  };
}

export const registryGuard = (screen: ScreenName): string => screens[screen].guard;
