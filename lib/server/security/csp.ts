import 'server-only';

/** A fresh nonce for one page response: 16 random bytes, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The Content-Security-Policy of a page. Scripts run only with this response's nonce (Next reads
 * it from the request's CSP header and puts it on its own scripts); 'strict-dynamic' lets those
 * load their chunks. Styles allow inline: React renders `style` attributes, which nonces cannot
 * cover, and style injection is not script execution. Images: our own, data:/blob: previews and
 * OpenStreetMap tiles for the map. Development adds 'unsafe-eval' (React's dev tooling rebuilds
 * server stacks with eval) and nothing else. Forms post to this site only, except on the page that
 * sends the renter on to an acquirer's payment page (`formActions`: that acquirer's origins, never a
 * wildcard).
 */
export function pageCsp(
  nonce: string,
  { dev = process.env.NODE_ENV === 'development', https = isHttps(), formActions = [] as readonly string[] } = {},
): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    // OpenStreetMap's one tile host (its a/b/c subdomains are legacy): the listing wizard's map.
    "img-src 'self' data: blob: https://tile.openstreetmap.org",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formActions.filter(isOrigin)].join(' '),
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

function isHttps(): boolean {
  return process.env.APP_URL?.startsWith('https://') ?? false;
}

/** An http(s) origin and nothing else: no path, no wildcard, no separator that would end the directive. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}
