import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOADER } from '@/scripts/deferred-chunks.mjs';
import { acceptsCoding, createEdgeServer, createStaticBrotli } from '@/scripts/server.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'kermo-static-'));
const script = Buffer.from(`console.log(${JSON.stringify('Kermo '.repeat(2000))});`);
mkdirSync(path.join(dir, 'chunks'), { recursive: true });
writeFileSync(path.join(dir, 'chunks', 'app.js'), script);
writeFileSync(path.join(dir, 'chunks', 'app.css'), 'body{margin:0}');
writeFileSync(path.join(dir, 'chunks', 'logo.svg'), '<svg/>');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('brotli for the build assets (scripts/server.mjs)', () => {
  it('reads Accept-Encoding', () => {
    for (const header of ['br', 'gzip, deflate, br, zstd', 'gzip;q=1.0, br;q=0.5', 'BR']) expect(acceptsCoding(header, 'br'), header).toBe(true);
    for (const header of [undefined, '', 'gzip, deflate', 'br;q=0', 'gzip, br;q=0.0', 'brotli']) expect(acceptsCoding(header, 'br'), String(header)).toBe(false);
    for (const header of ['gzip', 'deflate, GZIP;q=0.5']) expect(acceptsCoding(header, 'gzip'), header).toBe(true);
    for (const header of ['br', 'gzip;q=0', 'x-gzip']) expect(acceptsCoding(header, 'gzip'), header).toBe(false);
  });

  it('keeps a brotli copy of each JavaScript and CSS file, and of nothing else', async () => {
    const copies = createStaticBrotli(dir);
    expect(copies.get('/_next/static/chunks/app.js')).toBeNull();
    await copies.warm();
    expect(brotliDecompressSync(copies.get('/_next/static/chunks/app.js')!).equals(script)).toBe(true);
    expect(copies.get('/_next/static/chunks/app.js')!.length).toBeLessThan(script.length / 10);
    expect(copies.get('/_next/static/chunks/app.css')).not.toBeNull();
    for (const pathname of ['/_next/static/chunks/logo.svg', '/_next/static/chunks/../chunks/app.js', '/_next/static/chunks/missing.js', '/fonts/app.js', '/_next/image.js']) {
      expect(copies.get(pathname), pathname).toBeNull();
    }
    // A missing file is not remembered as missing (Next answers 404 meanwhile).
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(copies.get('/_next/static/chunks/missing.js')).toBeNull();
  });
});

describe('the edge server with brotli copies', () => {
  const copies = createStaticBrotli(dir);
  const seen: (string | undefined)[] = [];
  // Answers as Next does: headers set one by one, then (like its compression) writeHead before the
  // first write, the file in chunks; a 304 for a matching ETag. Pages stream in two pieces.
  const server = createEdgeServer(
    async (req, res) => {
      seen.push(req.headers['accept-encoding']);
      if (req.url === '/' || req.url === '/api/thing') {
        res.setHeader('content-type', req.url === '/' ? 'text/html; charset=utf-8' : 'application/json');
        res.setHeader('vary', 'rsc, next-router-state-tree');
        res.write('<!DOCTYPE html><html><body>');
        await new Promise((resolve) => setTimeout(resolve, 30));
        res.end(`${'<p>Кермо</p>'.repeat(500)}</body></html>`);
        return;
      }
      if (req.url === '/page' || req.url === '/en/pay/form/abc') {
        // A page whose chunk tag is cut between two writes, as a stream can cut it.
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.write('<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" as');
        await new Promise((resolve) => setTimeout(resolve, 10));
        res.end('ync="" nonce="n1"></script></head><body><p>Кермо</p></body></html>');
        return;
      }
      if (req.url === '/head-object') {
        // Headers given to writeHead as an object, a length among them (Node's own API allows it).
        const page = Buffer.from(`<p>${'Кермо '.repeat(400)}</p>`);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': String(page.length) });
        res.end(page);
        return;
      }
      if (req.url === '/fonts/inter.woff2') {
        res.setHeader('content-type', 'font/woff2');
        res.end(Buffer.alloc(2000, 1));
        return;
      }
      res.setHeader('content-type', 'application/javascript; charset=UTF-8');
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.setHeader('etag', 'W/"1"');
      res.setHeader('accept-ranges', 'bytes');
      if (req.headers['if-none-match'] === 'W/"1"') {
        res.statusCode = 304;
        res.end();
        return;
      }
      res.setHeader('content-length', script.length);
      res.writeHead(200);
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      res.write(script.subarray(0, 100));
      res.end(script.subarray(100));
    },
    {},
    copies,
  );
  let port = 0;
  beforeAll(async () => {
    await copies.warm();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (method: string, pathname: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path: pathname, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });

  it('sends the brotli copy with the headers Next set, to clients that take brotli', async () => {
    const reply = await send('GET', '/_next/static/chunks/app.js?v=1', { 'accept-encoding': 'gzip, br' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(reply.headers['accept-ranges']).toBeUndefined();
    expect(brotliDecompressSync(reply.body).equals(script)).toBe(true);
    expect(seen.at(-1)).toBe('identity');

    const head = await send('HEAD', '/_next/static/chunks/app.js', { 'accept-encoding': 'br' });
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('compresses a page whose headers came as writeHead\'s object, without the plain length', async () => {
    const reply = await send('GET', '/head-object', { 'accept-encoding': 'br' });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(reply.body).toString()).toBe(`<p>${'Кермо '.repeat(400)}</p>`);
  });

  it('gzips what it sends to clients without brotli, as it streams', async () => {
    const gzipOnly = await send('GET', '/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' });
    expect(seen.at(-1)).toBe('identity');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gzipOnly.headers['content-length']).toBeUndefined();
    expect(gunzipSync(gzipOnly.body).equals(script)).toBe(true);

    const plain = await send('GET', '/_next/static/chunks/app.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(script)).toBe(true);
  });

  it('leaves everything else to Next', async () => {

    const notModified = await send('GET', '/_next/static/chunks/app.js', { 'accept-encoding': 'br', 'if-none-match': 'W/"1"' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();

    const font = await send('GET', '/fonts/inter.woff2', { 'accept-encoding': 'br' });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.body.length).toBe(2000);

    const post = await send('POST', '/api/thing', { 'accept-encoding': 'br' });
    expect(post.headers['content-encoding']).toBeUndefined();
    expect(seen.at(-1)).toBe('br');

    const head = await send('HEAD', '/', { 'accept-encoding': 'br' });
    expect(head.headers['content-encoding']).toBeUndefined();
  });

  it('compresses pages with brotli as they stream, keeping Next’s Vary', async () => {
    const page = await send('GET', '/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(seen.at(-1)).toBe('identity');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-length']).toBeUndefined();
    expect(page.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding');
    const html = brotliDecompressSync(page.body).toString('utf8');
    expect(html).toBe(`<!DOCTYPE html><html><body>${'<p>Кермо</p>'.repeat(500)}</body></html>`);
    expect(page.body.length).toBeLessThan(html.length / 20);
  });

  it('starts a page\'s chunks after it loads, whatever the client takes (scripts/deferred-chunks.mjs)', async () => {
    const expected = `<!DOCTYPE html><html><head><script nonce="n1">${LOADER}</script><script nonce="n1">__kermoRun("/_next/static/chunks/a.js")</script></head><body><p>Кермо</p></body></html>`;
    const brotliPage = await send('GET', '/page', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(brotliPage.body).toString('utf8')).toBe(expected);
    const gzipPage = await send('GET', '/page', { 'accept-encoding': 'gzip' });
    expect(gzipPage.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipPage.body).toString('utf8')).toBe(expected);
    const plainPage = await send('GET', '/page', {});
    expect(plainPage.headers['content-encoding']).toBeUndefined();
    expect(plainPage.headers['content-length']).toBeUndefined();
    expect(plainPage.body.toString('utf8')).toBe(expected);
    // The payment handoff keeps its scripts as Next wrote them (it posts the acquirer's form at hydration).
    const handoff = await send('GET', '/en/pay/form/abc', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(handoff.body).toString('utf8')).toBe(
      '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async="" nonce="n1"></script></head><body><p>Кермо</p></body></html>',
    );
  });
});
