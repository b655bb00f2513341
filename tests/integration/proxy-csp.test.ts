import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProxy, registryGuard } from '@/lib/server/routing/create-proxy';
import { resourceExists } from '@/lib/server/routing/resource-exists';
import { pageCsp } from '@/lib/server/security/csp';
import { seedDatabase } from '@/lib/server/db/seed';

const proxy = createProxy({ guardOf: registryGuard, resolveViewer: async () => null, exists: resourceExists });

beforeAll(async () => {
  await seedDatabase({ demoAccounts: false });
});

const request = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://localhost:3000${path}`, { headers: { 'accept-language': 'uk-UA', ...headers } });

/** The nonce of a policy's script-src, as Next.js reads it (its own parser's rule). */
const nonceOf = (policy: string | null) => /script-src [^;]*'nonce-([A-Za-z0-9+/_-]+={0,2})'/.exec(policy ?? '')?.[1];

describe('the Content-Security-Policy of pages', () => {
  it('gives every page response a fresh nonce, on the response and on the request Next renders', async () => {
    for (const path of ['/', '/en', '/catalog', '/sign', '/no-such-page']) {
      const response = await proxy(request(path, { 'content-security-policy': "script-src 'nonce-attacker'" }));
      const policy = response.headers.get('content-security-policy');
      const nonce = nonceOf(policy);
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      // Next.js takes the nonce from the request's CSP header (a client's is replaced).
      expect(response.headers.get('x-middleware-request-content-security-policy'), path).toBe(policy);
      expect(response.headers.get('x-middleware-override-headers'), path).toContain('content-security-policy');
    }
    const [a, b] = await Promise.all([proxy(request('/')), proxy(request('/'))]);
    expect(nonceOf(a.headers.get('content-security-policy'))).not.toBe(nonceOf(b.headers.get('content-security-policy')));
  });

  it('forbids framing, plugins, foreign scripts, base and form targets', () => {
    const policy = pageCsp('abc', { dev: false, https: false });
    expect(policy.split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self' 'nonce-abc' 'strict-dynamic'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https://tile.openstreetmap.org",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
    expect(policy).not.toContain('unsafe-eval');
    expect(pageCsp('abc', { dev: true, https: false })).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic' 'unsafe-eval'");
    expect(pageCsp('abc', { dev: false, https: true })).toMatch(/; upgrade-insecure-requests$/);
  });

  it('lets a form go to an acquirer’s origins when asked, and to nothing that is not a plain origin', () => {
    const policy = pageCsp('abc', { dev: false, https: false, formActions: ['https://secure.wayforpay.com', '*', 'https:', 'https://x.example/pay', "https://a.example; script-src *", 'http://127.0.0.1:4321'] });
    expect(policy.split('; ')).toContain("form-action 'self' https://secure.wayforpay.com http://127.0.0.1:4321");
    expect(policy).not.toContain('script-src *');
  });
});
