import 'server-only';

/**
 * A private document as a download: never cached, never sniffed, never indexed, and sandboxed — an
 * uploaded PDF opened in the browser runs no script with the site's rights.
 */
export function fileResponse(body: Uint8Array, contentType: string, name: string): Response {
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': contentType,
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'x-robots-tag': 'noindex',
      'content-security-policy': "sandbox; default-src 'none'",
    },
  });
}

export function notFoundFile(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}
