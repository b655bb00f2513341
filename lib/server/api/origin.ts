import 'server-only';
import { fromTrustedProxy } from '@/lib/server/security/trusted-proxies';

function originOf(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

const first = (value: string | null) => value?.split(',')[0]?.trim() || null;

/**
 * Cookie-authenticated mutations must come from our own pages. Accepts APP_URL and the request's
 * own origin as the server sees it (its URL, or the Host header with the connection's scheme).
 * X-Forwarded-Host and X-Forwarded-Proto name the public origin only when the connection comes from
 * a proxy we trust (TRUSTED_PROXIES / TRUSTED_PROXY_HOPS); anyone else could send them. A missing
 * Origin is only accepted when the browser says the call is same-origin.
 */
export function isTrustedOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') === 'same-origin';
  const allowed = new Set<string>();
  const self = originOf(request.url);
  if (self) allowed.add(self);
  if (self) {
    const proxied = fromTrustedProxy(request);
    const host = (proxied && first(request.headers.get('x-forwarded-host'))) || request.headers.get('host');
    const proto = (proxied && first(request.headers.get('x-forwarded-proto'))) || new URL(self).protocol.replace(':', '');
    const seen = host && /^https?$/.test(proto) ? originOf(`${proto}://${host}`) : null;
    if (seen) allowed.add(seen);
  }
  const app = originOf(process.env.APP_URL);
  if (app) allowed.add(app);
  return allowed.has(origin);
}
