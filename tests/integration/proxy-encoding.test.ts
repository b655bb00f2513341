import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { createProxy, registryGuard } from '@/lib/server/routing/create-proxy';

// Every address exists here: this is about the path the page is handed, not about records.
const proxy = createProxy({ guardOf: registryGuard, resolveViewer: async () => null, exists: async () => true });

const request = (path: string, language = 'uk-UA,uk;q=0.9') => new NextRequest(`http://localhost:3000${path}`, { headers: { 'accept-language': language } });

/** The path Next renders after the proxy: its rewrite's, else the request's own. */
async function renderedPath(path: string): Promise<string> {
  const response = await proxy(request(path));
  expect(response.status, path).toBe(200);
  const rewrite = response.headers.get('x-middleware-rewrite');
  return rewrite ? new URL(rewrite).pathname : path;
}

describe('the proxy keeps the path as it was sent (Next decodes it once, for the page)', () => {
  it('hands percent-escapes of optional catch-all pages on undecoded', async () => {
    // next-intl rewrote these with its decodeURI()d path: `%25` became a lone `%` that Next could
    // not decode again (a 500), `%2541` became `A`.
    for (const [sent, rendered] of [
      ['/password-reset/token/%25', '/uk/password-reset/token/%25'],
      ['/s-login/%25', '/uk/s-login/%25'],
      ['/s-login/%2541', '/uk/s-login/%2541'],
      ['/s-register/google/%25zz', '/uk/s-register/google/%25zz'],
      ['/s-binding/google/%25', '/uk/s-binding/google/%25'],
      ['/en/password-reset/token/abc%25', '/en/password-reset/token/abc%25'],
      ['/en/s-login/%2525', '/en/s-login/%2525'],
    ] as const) {
      expect(await renderedPath(sent), sent).toBe(rendered);
    }
  });

  it('rewrites ordinary paths as before', async () => {
    for (const [sent, rendered] of [
      ['/', '/uk'],
      ['/faq', '/uk/faq'],
      ['/catalog/%D0%BA%D0%B8%D1%97%D0%B2', '/uk/catalog/%D0%BA%D0%B8%D1%97%D0%B2'],
      ['/en', '/en'],
      ['/en/faq', '/en/faq'],
    ] as const) {
      expect(await renderedPath(sent), sent).toBe(rendered);
    }
  });

  it('redirects to another language with the path as it was sent', async () => {
    for (const [sent, location] of [
      ['/s-login/%2541?x=%25', 'http://localhost:3000/en/s-login/%2541?x=%25'],
      ['/password-reset/token/%25', 'http://localhost:3000/en/password-reset/token/%25'],
      ['/', 'http://localhost:3000/en'],
      ['/faq?a=1', 'http://localhost:3000/en/faq?a=1'],
    ] as const) {
      const response = await proxy(request(sent, 'en-US,en;q=0.9'));
      expect(response.status, sent).toBe(307);
      expect(response.headers.get('location'), sent).toBe(location);
    }
  });
});
