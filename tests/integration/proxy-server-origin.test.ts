import { formatHostname } from 'next/dist/server/lib/format-hostname';
import { parseRelativeURL } from 'next/dist/shared/lib/router/utils/relativize-url';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { createProxy, registryGuard } from '@/lib/server/routing/create-proxy';
import { nextHostname } from '@/scripts/server.mjs';

// Every address exists here: this is about where the proxy's answers point, not about records.
const proxy = createProxy({ guardOf: registryGuard, resolveViewer: async () => null, exists: async () => true });
const PORT = 3300;

/**
 * The origin Next gives the proxy's request and compares its rewrites with, for the hostname
 * scripts/server.mjs hands `next()` (initUrl in next/dist/server/lib/router-utils/resolve-routes.js).
 * A rewrite to any other origin is "external": Next proxies it to that host over HTTP, and the
 * proxy's second pass answered `/uk` with its 301 to `/` — on HOST=127.0.0.1 every page looped.
 */
const serverOrigin = (host: string) => `http://${formatHostname(nextHostname(host))}:${PORT}`;

/** Whether Next keeps a rewrite or redirect target on its own server (a path, not another host). */
const stays = (target: string, origin: string) => parseRelativeURL(target, `${origin}/`).isRelative;

describe.each(['localhost', '127.0.0.1', '127.0.0.2', '::1', '0.0.0.0', '::', 'kermo.internal'])('the proxy behind HOST=%s', (host) => {
  const origin = serverOrigin(host);
  const send = (path: string, language = 'uk-UA,uk;q=0.9') => proxy(new NextRequest(`${origin}${path}`, { headers: { 'accept-language': language } }));

  it('rewrites to a page of its own server', async () => {
    for (const path of ['/', '/faq', '/catalog/kyiv', '/no/such/page']) {
      const rewrite = (await send(path)).headers.get('x-middleware-rewrite');
      expect(rewrite, path).not.toBeNull();
      expect(stays(rewrite ?? '', origin), `${path} → ${rewrite}`).toBe(true);
    }
  });

  it('redirects within its own server', async () => {
    for (const [path, language] of [['/uk'], ['/uk/faq'], ['/Faq'], ['/cabinet'], ['/faq', 'en-US,en;q=0.9']] as const) {
      const response = await send(path, language);
      expect(response.status, path).toBeGreaterThanOrEqual(300);
      expect(response.status, path).toBeLessThan(400);
      const location = response.headers.get('location') ?? '';
      expect(stays(location, origin), `${path} → ${location}`).toBe(true);
    }
  });
});
