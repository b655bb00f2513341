import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveSession } from '@/lib/server/auth/resolve-session';
import { createProxy, registryGuard } from '@/lib/server/routing/create-proxy';
import { resourceExists } from '@/lib/server/routing/resource-exists';
import { seedDatabase } from '@/lib/server/db/seed';
import { createSignedInUser } from '@/tests/support/factories';

const proxy = createProxy({
  guardOf: (screen) => (screen === 'mytrips' ? 'mystery' : registryGuard(screen)),
  resolveViewer: async (request) => {
    const session = await resolveSession(request);
    return session ? { role: session.user.role as 1 | 2 | 3 } : null;
  },
  exists: resourceExists,
});

beforeAll(async () => {
  await seedDatabase({ demoAccounts: false });
});

function request(path: string, init: { cookie?: string; language?: string } = {}) {
  const headers = new Headers();
  if (init.cookie) headers.set('cookie', init.cookie);
  headers.set('accept-language', init.language ?? 'uk-UA,uk;q=0.9');
  return new NextRequest(`http://localhost:3000${path}`, { headers });
}

describe('the page proxy', () => {
  it('redirects upper-case paths to lower case with 301, keeping the query', async () => {
    const response = await proxy(request('/Catalog/Kyiv?start=2026-12-01&X=1'));
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('http://localhost:3000/catalog/kyiv?start=2026-12-01&X=1');
  });

  it('leaves s-login paths in their case', async () => {
    const response = await proxy(request('/s-login/AbCdEf'));
    expect(response.status).not.toBe(301);
  });

  it('sends /uk/… to the unprefixed page for good, resetting the locale cookie, uncached', async () => {
    const response = await proxy(request('/uk/faq?x=1', { cookie: 'NEXT_LOCALE=en' }));
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('http://localhost:3000/faq?x=1');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.cookies.get('NEXT_LOCALE')?.value).toBe('uk');
  });

  it('follows the locale cookie, then Accept-Language, for unprefixed pages', async () => {
    const byCookie = await proxy(request('/faq', { cookie: 'NEXT_LOCALE=en' }));
    expect(byCookie.headers.get('location')).toMatch(/\/en\/faq$/);
    const byHeader = await proxy(request('/faq', { language: 'en-US,en;q=0.9' }));
    expect(byHeader.headers.get('location')).toMatch(/\/en\/faq$/);
    const ukrainian = await proxy(request('/faq'));
    expect(ukrainian.status).toBe(200);
    expect(ukrainian.cookies.get('NEXT_LOCALE')?.value).toBe('uk');
  });

  it('guards signed-in and host screens', async () => {
    const visitor = await proxy(request('/cabinet?tab=1'));
    expect(visitor.status).toBe(307);
    expect(visitor.headers.get('location')).toBe('http://localhost:3000/sign?ref=%2Fcabinet%3Ftab%3D1');

    const renter = await createSignedInUser({ role: 1 });
    const allowed = await proxy(request('/cabinet', { cookie: `accessToken=${renter.token}` }));
    expect(allowed.status).toBe(200);
    const notHost = await proxy(request('/en/car-list', { cookie: `accessToken=${renter.token}` }));
    expect(notHost.headers.get('location')).toBe('http://localhost:3000/en/cabinet');

    const host = await createSignedInUser({ role: 2, isHost: true });
    expect((await proxy(request('/en/car-list', { cookie: `accessToken=${host.token}` }))).status).toBe(200);
  });

  it('drops an invalid token cookie silently and treats the person as a visitor', async () => {
    const page = await proxy(request('/faq', { cookie: 'accessToken=stale-token' }));
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toMatch(/accessToken=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
    const guarded = await proxy(request('/settings', { cookie: 'accessToken=stale-token' }));
    expect(guarded.headers.get('location')).toBe('http://localhost:3000/sign?ref=%2Fsettings');
  });

  it('renders the error page with 500 for a screen whose guard is unknown', async () => {
    const response = await proxy(request('/en/mytrips'));
    expect(response.status).toBe(500);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/system/unknown-middleware');
  });

  it('hides internal pages behind a 404', async () => {
    const response = await proxy(request('/system/unknown-middleware'));
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/uk/system/not-found');
  });

  it('answers unknown addresses, content slugs and cities with a server-rendered 404', async () => {
    for (const path of ['/no-such-page', '/a/b/c', '/catalog/atlantis', '/catalog/kyiv/some-car', '/wp-login.php', '/Про'.toLowerCase()]) {
      const response = await proxy(request(encodeURI(path)));
      expect(response.status, path).toBe(404);
      expect(response.headers.get('x-middleware-rewrite'), path).toBe('http://localhost:3000/uk/system/not-found');
    }
    const english = await proxy(request('/en/nope'));
    expect(english.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/system/not-found');
    for (const path of ['/faq', '/earn-with-kermo', '/catalog/lviv', '/catalog', '/']) {
      expect((await proxy(request(path))).status, path).toBe(200);
    }
  });

  it('passes the original URL to the pages and ignores one sent by the client', async () => {
    const forged = request('/catalog?x=1');
    forged.headers.set('x-kermo-url', '/evil');
    const response = await proxy(forged);
    expect(response.headers.get('x-middleware-request-x-kermo-url')).toBe('/catalog?x=1');
  });
});
