import { type IncomingMessage, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { defaultLocale, LOCALE_COOKIE, locales } from '@/lib/i18n/locales';
import { HTTP_METHODS } from '@/lib/server/api/methods';
import { requestLocale } from '@/lib/server/api/request-locale';
import { PEER_IP_HEADER } from '@/lib/server/security/trusted-proxies';
import {
  ACCEPTED_METHODS,
  createEdgeServer,
  displayHost,
  edgeRefusal,
  LOCALE_COOKIE as SERVER_LOCALE_COOKIE,
  LOCALES,
  malformedPath,
  markPeer,
  nextHostname,
  PEER_IP_HEADER as SERVER_PEER_IP_HEADER,
  replyLocale,
  runtimeHeaders,
} from '@/scripts/server.mjs';

const incoming = (headers: Record<string, string>, remoteAddress = '::ffff:198.51.100.7') =>
  ({ headers: { ...headers }, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('the server entry (scripts/server.mjs)', () => {
  it('uses the header the app reads', () => {
    expect(SERVER_PEER_IP_HEADER).toBe(PEER_IP_HEADER);
  });

  it("replaces a client's peer header with the socket address and drops forwarding headers by default", () => {
    const req = incoming({ [PEER_IP_HEADER]: '1.2.3.4', 'x-forwarded-for': '1.2.3.4', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-real-ip': '1.2.3.4', forwarded: 'for=1.2.3.4', host: 'localhost:3000' });
    markPeer(req, {});
    expect(req.headers).toEqual({ [PEER_IP_HEADER]: '::ffff:198.51.100.7', host: 'localhost:3000' });
  });

  it('keeps forwarding headers for the app to judge when proxies are configured', () => {
    const req = incoming({ [PEER_IP_HEADER]: '1.2.3.4', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'kermo.ua' }, '10.0.0.2');
    markPeer(req, { TRUSTED_PROXIES: '10.0.0.0/8' });
    expect(req.headers).toEqual({ [PEER_IP_HEADER]: '10.0.0.2', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'kermo.ua' });
    const zeroHops = incoming({ 'x-forwarded-for': '203.0.113.9' });
    markPeer(zeroHops, { TRUSTED_PROXY_HOPS: '0' });
    expect(zeroHops.headers['x-forwarded-for']).toBeUndefined();
  });

  it("names a loopback HOST `localhost` to Next, as its proxy's request URLs do, and keeps any other", () => {
    // tests/integration/proxy-server-origin.test.ts checks the proxy's answers against this name.
    for (const host of ['localhost', 'LOCALHOST', '127.0.0.1', '127.0.0.2', '127.1', '::1', '0:0:0:0:0:0:0:1']) expect(nextHostname(host), host).toBe('localhost');
    for (const host of ['0.0.0.0', '::', '10.0.0.5', '::ffff:127.0.0.1', 'kermo.internal', 'not a host']) expect(nextHostname(host), host).toBe(host);
  });

  it('prints a wildcard HOST as localhost and an IPv6 one in brackets', () => {
    expect(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].map(displayHost)).toEqual(['localhost', 'localhost', '127.0.0.1', '[::1]', 'localhost']);
  });

  it('sends HSTS only for an https APP_URL', () => {
    expect(runtimeHeaders({ APP_URL: 'https://kermo.ua' })).toEqual({ 'strict-transport-security': 'max-age=63072000; includeSubDomains' });
    expect(runtimeHeaders({ APP_URL: 'http://localhost:3000' })).toEqual({});
    expect(runtimeHeaders({})).toEqual({});
  });

  it('finds escapes that do not decode', () => {
    for (const url of ['/storage/media/%C0%AE%C0%AE/private', '/media/images/100/%E0%A4%A', '/a%', '/x%ZZ?y=1']) expect(malformedPath(url), url).toBe(true);
    for (const url of ['/', '/storage/media/%2E%2E%2Fprivate', '/catalog/%D0%BA%D0%B8%D1%97%D0%B2', '/x?q=%ZZ']) expect(malformedPath(url), url).toBe(false);
  });

  it('uses the API\'s methods, languages and language choice', () => {
    expect(ACCEPTED_METHODS).toEqual([...HTTP_METHODS]);
    expect(LOCALES).toEqual([defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)]);
    expect(SERVER_LOCALE_COOKIE).toBe(LOCALE_COOKIE);
    const cases: Record<string, string>[] = [
      {},
      { 'accept-language': 'en' },
      { 'accept-language': 'de-DE,en;q=0.8,uk;q=0.9' },
      { 'accept-language': 'en-GB;q=0,uk' },
      { 'accept-language': 'fr, EN-us;q=0.5' },
      { 'accept-language': 'en;q=abc,uk;q=0.1' },
      { 'accept-language': 'en', cookie: `a=1; ${LOCALE_COOKIE}=uk` },
      { 'accept-language': 'uk', cookie: `${LOCALE_COOKIE}=en` },
      { cookie: `${LOCALE_COOKIE}=de` },
    ];
    for (const headers of cases) {
      expect(replyLocale(headers), JSON.stringify(headers)).toBe(requestLocale(new Request('http://localhost/api/x', { headers })));
    }
  });
});

describe('requests Next must not see (edgeRefusal)', () => {
  const refusal = (method: string, url: string, headers: Record<string, string> = {}) => edgeRefusal({ method, url, headers });

  it('refuses request targets that are not a path', () => {
    for (const [method, url] of [['GET', 'http://evil.example/cabinet'], ['GET', 'https://localhost:3000/'], ['OPTIONS', '*'], ['CONNECT', 'evil.example:443'], ['GET', '']] as const) {
      expect(refusal(method, url)?.status, `${method} ${url}`).toBe(400);
    }
  });

  it('answers methods no route serves with 405 and Allow: plain text for pages, the envelope under /api', () => {
    for (const [method, url] of [['TRACE', '/'], ['TRACE', '/storage/media/favicon.svg'], ['PROPFIND', '/catalog'], ['TRACE', '/apiary'], ['TRACE', '/en/api/health']] as const) {
      const reply = refusal(method, url);
      expect(reply?.status, `${method} ${url}`).toBe(405);
      expect(reply?.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(reply?.headers.allow).toBe('GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE');
    }
    for (const method of ['TRACE', 'PROPFIND', 'SEARCH', 'QUERY', 'LOCK', 'MKCOL']) {
      for (const url of ['/api', '/api/health', '/api/no/such/thing?x=1']) {
        const reply = refusal(method, url, { 'x-request-id': 'probe-1' });
        expect(reply?.status, `${method} ${url}`).toBe(405);
        expect(reply?.headers).toMatchObject({ 'content-type': 'application/json', 'content-language': 'uk', 'x-request-id': 'probe-1', allow: 'GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE', 'cache-control': 'no-store' });
        expect(JSON.parse(reply?.body ?? '')).toEqual({ error: { code: 'method_not_allowed', message: uk.Errors.method_not_allowed, requestId: 'probe-1' } });
      }
    }
    const english = refusal('TRACE', '/api/health', { 'accept-language': 'en-US,en;q=0.9' });
    expect(english?.headers['content-language']).toBe('en');
    expect(JSON.parse(english?.body ?? '').error).toEqual({ code: 'method_not_allowed', message: en.Errors.method_not_allowed, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('passes everything else on', () => {
    for (const method of HTTP_METHODS) expect(refusal(method, '/api/health'), method).toBeNull();
    for (const url of ['/', '/password-reset/token/%25', '/catalog/%D0%BA%D0%B8%D1%97%D0%B2?q=%ZZ', '/api/test-hooks/outbox']) expect(refusal('GET', url), url).toBeNull();
  });
});

describe('the edge server', () => {
  const reached: string[] = [];
  const server = createEdgeServer(async (req, res) => {
    reached.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'text/plain' }).end('next');
  }, {});
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A request with the method and target sent as written (Node's client puts `path` in the request line as is). */
  const send = (method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: { host: `localhost:${port}`, ...headers } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });

  it('answers the probes itself, never with a 5xx, and hands the rest to Next', async () => {
    reached.length = 0;
    for (const [method, path, status] of [
      ['TRACE', '/', 405],
      ['TRACE', '/storage/media/favicon.svg', 405],
      ['OPTIONS', '*', 400],
      ['GET', 'http://evil.example/cabinet', 400],
      ['GET', '/storage/media/%C0%AE%C0%AE/private', 400],
    ] as const) {
      const reply = await send(method, path);
      expect(reply.status, `${method} ${path}`).toBe(status);
      expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(reply.headers.location).toBeUndefined();
    }
    for (const method of ['TRACE', 'PROPFIND', 'SEARCH', 'QUERY']) {
      const reply = await send(method, '/api/health', { 'accept-language': 'en' });
      expect(reply.status, method).toBe(405);
      expect(reply.headers.allow).toBe('GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE');
      expect(JSON.parse(reply.body)).toEqual({ error: { code: 'method_not_allowed', message: en.Errors.method_not_allowed, requestId: reply.headers['x-request-id'] } });
    }
    expect(reached).toEqual([]);
    for (const [method, path] of [['GET', '/'], ['OPTIONS', '/api/health'], ['DELETE', '/api/health'], ['GET', '/s-login/%25']] as const) {
      expect((await send(method, path)).body, `${method} ${path}`).toBe('next');
    }
    expect(reached).toEqual(['GET /', 'OPTIONS /api/health', 'DELETE /api/health', 'GET /s-login/%25']);
  });
});

