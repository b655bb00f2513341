import 'server-only';

function originOf(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Cookie-authenticated mutations must come from our own pages. Accepts the request's own origin
 * (as seen directly or through a proxy's X-Forwarded-Host) and APP_URL; a missing Origin is only
 * accepted when the browser says the call is same-origin.
 */
export function isTrustedOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') === 'same-origin';
  const allowed = new Set<string>();
  const self = originOf(request.url);
  if (self) allowed.add(self);
  const forwardedHost = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (forwardedHost && self) {
    const proto = request.headers.get('x-forwarded-proto') ?? new URL(self).protocol.replace(':', '');
    const forwarded = originOf(`${proto}://${forwardedHost}`);
    if (forwarded) allowed.add(forwarded);
  }
  const app = originOf(process.env.APP_URL);
  if (app) allowed.add(app);
  return allowed.has(origin);
}
