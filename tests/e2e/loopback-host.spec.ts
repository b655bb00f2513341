import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** A port nothing listens on at 127.0.0.1 right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  return exited;
}

// The suite's own server listens on `localhost`. On HOST=127.0.0.1 every page used to answer a 301
// to itself: the proxy's rewrite looked external to Next (scripts/server.mjs, nextHostname).
test.describe('the server on HOST=127.0.0.1', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 800, 'no browser needed; one project is enough');

  test('serves pages in both languages without a redirect loop', async ({ playwright }) => {
    test.setTimeout(120_000);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kermo-loopback-'));
    const env = { ...process.env, PGLITE_DATA_DIR: `${dataDir}/pglite`, STORAGE_DIR: `${dataDir}/storage`, LOG_LEVEL: 'warn' };
    // `npm start`'s steps without its build check (this suite's build is the one to serve):
    // migrate and seed a database of its own, then the server entry.
    const seeded = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/db-seed.ts'], { env, encoding: 'utf8' });
    expect(seeded.status, seeded.stderr).toBe(0);
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, ['scripts/server.mjs', 'start'], {
      env: { ...env, HOST: '127.0.0.1', PORT: String(port), APP_URL: `http://localhost:${port}` },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let log = '';
    server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const api = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { 'accept-language': 'uk-UA,uk;q=0.9' } });
    try {
      await expect
        .poll(async () => (await api.get('/api/health', { failOnStatusCode: false }).catch(() => null))?.status(), { timeout: 60_000 })
        .toBe(200);
      // Ukrainian first: the English pages set the language cookie, which would send /faq to /en/faq.
      for (const page of ['/', '/faq', '/catalog', '/en', '/en/faq']) {
        const response = await api.get(page, { maxRedirects: 0 });
        expect(response.status(), `${page}\n${log}`).toBe(200);
      }
      const prefixed = await api.get('/uk/faq', { maxRedirects: 0 });
      expect(prefixed.status()).toBe(301);
      expect(prefixed.headers().location).toBe('/faq');
    } finally {
      await api.dispose();
      await stop(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
