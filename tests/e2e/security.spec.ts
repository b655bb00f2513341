import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { MAP_TILES } from '../../lib/maps/tiles';
import { open, signUpViaApi } from './helpers';

/** A GET with the path sent byte for byte (URL classes would resolve `%2e%2e` and `\\` before sending). */
function rawGet(baseURL: string, rawPath: string, method = 'GET'): Promise<{ status: number; body: string; location?: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: rawPath, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}

type Violation = { directive: string; blocked: string; sample: string };

/**
 * Records CSP violations (the browser's own events) and console errors from the first byte of every
 * document: the init script is injected by the browser's debugging protocol, outside the page's CSP.
 */
/** A 1×1 transparent PNG: the map tile every tile request gets here (the tile host is not reachable from tests). */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function watch(page: Page) {
  // The catalog's map loads tiles once the browser is idle: they must pass the policy (the browser
  // checks it before the request reaches this route), and answer as the tile host would.
  await page.route(`${new URL(MAP_TILES.url.replace(/\{[a-z]\}/g, '0')).origin}/**`, (route) => route.fulfill({ contentType: 'image/png', body: TILE }));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __violations: Violation[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  return {
    errors,
    violations: () => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations),
  };
}

/** Opens a page, checks its policy carries a nonce for scripts, that it hydrated, and that nothing was blocked. */
async function visitClean(page: Page, watcher: Awaited<ReturnType<typeof watch>>, url: string) {
  watcher.errors.length = 0;
  const response = await open(page, url);
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scripts = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scripts, url).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  expect(scripts, url).toContain("'strict-dynamic'");
  expect(scripts, url).not.toContain("'unsafe-inline'");
  expect(scripts, url).not.toContain("'unsafe-eval'");
  expect(policy, url).toContain("frame-ancestors 'none'");
  expect(policy, url).toContain("object-src 'none'");
  expect(await watcher.violations(), url).toEqual([]);
  // The browser reports a 404 document's own status as a failed load; anything else is a real error.
  const errors = response?.status() === 404 ? watcher.errors.filter((text) => !/status of 404/.test(text)) : watcher.errors;
  expect(errors, url).toEqual([]);
}

test.describe('the Content-Security-Policy', () => {
  test('main pages run under it with no violation, for visitors and signed-in people', async ({ page }) => {
    // Sixteen pages, each opened until hydrated: 25–30 s on a slow machine, more than the default.
    test.setTimeout(90_000);
    const watcher = await watch(page);
    for (const url of ['/', '/en', '/catalog', '/catalog/kyiv', '/sign', '/sign-host', '/register-email', '/register-user', '/en/register-host', '/faq', '/no-such-page']) {
      await visitClean(page, watcher, url);
    }
    // A client-side navigation (the logo, from a content page) loads more chunks under the same policy.
    await visitClean(page, watcher, '/faq');
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL(/:\d+\/(en)?$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await watcher.violations()).toEqual([]);
    expect(watcher.errors).toEqual([]);

    await signUpViaApi(page.request, 'user');
    for (const url of ['/cabinet', '/user-verification', '/settings', '/en/cabinet']) {
      await visitClean(page, watcher, url);
    }
  });

  test('pages and files carry the other security headers; no HSTS over plain http', async ({ request }) => {
    for (const url of ['/', '/api/health', '/storage/media/favicon.svg', '/fonts/inter-cyrillic-wght-normal.woff2']) {
      const headers = (await request.get(url)).headers();
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['permissions-policy'], url).toContain('camera=()');
      expect(headers['strict-transport-security'], url).toBeUndefined();
    }
    for (const url of ['/api/health', '/storage/media/favicon.svg']) {
      const policy = (await request.get(url)).headers()['content-security-policy'];
      expect(policy, url).toContain("default-src 'none'");
      expect(policy, url).toContain("frame-ancestors 'none'");
    }
  });
});

test.describe('the public file routes on the production server', () => {
  test('never reach the private area, and answer bad paths with 400/404', async ({ request, baseURL }) => {
    // Plant a private object where licence photos live (the e2e server's STORAGE_DIR, playwright.config.ts).
    const storage = path.resolve(process.env.E2E_DATA_DIR || '.data/e2e', 'storage');
    const secret = `e2e private ${Date.now()}`;
    mkdirSync(path.join(storage, 'private', 'licences', 'e2e'), { recursive: true });
    writeFileSync(path.join(storage, 'private', 'licences', 'e2e', 'front.webp'), secret);

    expect((await request.get('/storage/media/favicon.svg')).status()).toBe(200);
    const target = 'private/licences/e2e/front.webp';
    const spellings = [
      `..%2F..%2F${target.replaceAll('/', '%2F')}`,
      `..%2f..%2f..%2f${target}`,
      `%2E%2E/%2E%2E/${target}`,
      `%2e%2e%2f%2e%2e%2f${target}`,
      `..%252F..%252F${target}`,
      `..%5C..%5C${target.replaceAll('/', '%5C')}`,
      `..\\..\\${target}`,
      `%C0%AE%C0%AE/%C0%AE%C0%AE/${target}`,
      `%C0%AE%C0%AE%C0%AF%C0%AE%C0%AE%C0%AF${target}`,
      `.%2e/.%2e/${target}`,
      `favicon.svg%00/../../${target}`,
      `%`,
      `%E0%A4%A`,
    ];
    for (const spelling of spellings) {
      for (const url of [`/storage/media/${spelling}`, `/media/images/orig/${spelling}`, `/media/images/100/${spelling}`]) {
        let response = await rawGet(baseURL!, url);
        // Next answers a raw `\\` with a redirect to the slash form; follow it the way a browser would.
        if (response.status === 308 && response.location) response = await rawGet(baseURL!, new URL(response.location, baseURL).pathname);
        expect([400, 404], url).toContain(response.status);
        expect(response.body, url).not.toContain(secret);
      }
    }
  });
});

test.describe('odd requests on the production server', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 800, 'no browser needed; one project is enough');

  test('are answered by the server entry: no 5xx, no redirect to another host', async ({ baseURL }) => {
    for (const path of ['/', '/catalog', '/storage/media/favicon.svg']) {
      const reply = await rawGet(baseURL!, path, 'TRACE');
      expect(reply.status, `TRACE ${path}`).toBe(405);
      expect(reply.body).toBe('Method not allowed');
    }
    expect((await rawGet(baseURL!, '*', 'OPTIONS')).status).toBe(400);
    for (const target of ['http://evil.example/cabinet', 'https://evil.example/']) {
      const reply = await rawGet(baseURL!, target);
      expect(reply.status, target).toBe(400);
      expect(reply.location, target).toBeUndefined();
    }
  });

  test('optional catch-all pages take an escaped % as it was sent', async ({ baseURL }) => {
    for (const path of ['/password-reset/token/%25', '/en/password-reset/token/abc%25', '/s-login/%25', '/s-register/google/%25zz', '/s-binding/google/%25', '/s-login/%2541']) {
      const reply = await rawGet(baseURL!, path);
      expect(reply.status, path).toBe(200);
    }
  });
});
