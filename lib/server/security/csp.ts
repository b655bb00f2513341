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
 * server stacks with eval) and nothing else.
 */
export function pageCsp(nonce: string, { dev = process.env.NODE_ENV === 'development', https = isHttps() } = {}): string {
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
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

function isHttps(): boolean {
  return process.env.APP_URL?.startsWith('https://') ?? false;
}
