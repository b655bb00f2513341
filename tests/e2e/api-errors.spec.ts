import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { signUpViaApi } from './helpers';

/** A request with the method and target sent as written (Playwright's client would refuse TRACE and normalise the target). */
function raw(baseURL: string, method: string, target: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, method, path: target, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

// Against the production server (`next start`): Next.js itself answers an unexported method with an
// empty 405 and an unknown path with the HTML 404 page, so this proves the route files' own answers
// are the ones served. The API needs no browser; one project is enough.
test.describe('the API answers every request in its JSON envelope', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 800, 'the API needs no second screen size');

  const envelope = { error: { code: expect.any(String), message: expect.any(String), requestId: expect.any(String) } };

  test('wrong methods get a 405 envelope with Allow; OPTIONS lists the allowed ones', async ({ request }) => {
    for (const [method, path, allow] of [
      ['GET', '/api/settings/all', 'OPTIONS, POST'],
      ['PUT', '/api/menu/get-by-ids', 'OPTIONS, POST'],
      ['DELETE', '/api/health', 'GET, HEAD, OPTIONS'],
      ['PATCH', '/api/auth/sign-in', 'OPTIONS, POST'],
      ['POST', '/api/openapi.json', 'GET, HEAD, OPTIONS'],
      ['DELETE', '/api/verification/licence/photo/1/front', 'GET, HEAD, OPTIONS'],
    ] as const) {
      const response = await request.fetch(path, { method, headers: { 'accept-language': 'en' } });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers()['content-type']).toContain('application/json');
      expect(response.headers().allow).toBe(allow);
      expect(await response.json()).toEqual({ error: { code: 'method_not_allowed', message: 'This request method is not supported.', requestId: expect.any(String) } });
    }
    const options = await request.fetch('/api/settings/all', { method: 'OPTIONS' });
    expect(options.status()).toBe(204);
    expect(options.headers().allow).toBe('OPTIONS, POST');
  });

  test('methods no route file serves get the 405 envelope from the server entry, never a 5xx or an empty 400', async ({ baseURL }) => {
    for (const method of ['TRACE', 'PROPFIND', 'SEARCH', 'QUERY']) {
      for (const path of ['/api/health', '/api/no/such/thing', '/api/test-hooks/outbox']) {
        const reply = await raw(baseURL!, method, path, { 'accept-language': 'en', 'x-request-id': 'edge-probe' });
        expect(reply.status, `${method} ${path}`).toBe(405);
        expect(reply.headers['content-type']).toContain('application/json');
        expect(reply.headers.allow).toBe('GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE');
        expect(JSON.parse(reply.body)).toEqual({ error: { code: 'method_not_allowed', message: 'This request method is not supported.', requestId: 'edge-probe' } });
      }
    }
    const ukrainian = await raw(baseURL!, 'TRACE', '/api/health');
    expect(ukrainian.headers['content-language']).toBe('uk');
    expect(JSON.parse(ukrainian.body).error).toEqual({ code: 'method_not_allowed', message: 'Цей метод запиту не підтримується.', requestId: ukrainian.headers['x-request-id'] });
    // A request target that is not a path is refused before Next sees it.
    expect((await raw(baseURL!, 'OPTIONS', '*')).status).toBe(400);
  });

  test('unknown /api paths get a 404 envelope, not the HTML page', async ({ request }) => {
    for (const [method, path] of [
      ['GET', '/api/no/such/thing'],
      ['GET', '/api'],
      ['POST', '/api/settings/none'],
      ['DELETE', '/api/health/extra'],
    ] as const) {
      const response = await request.fetch(path, { method });
      expect(response.status(), `${method} ${path}`).toBe(404);
      expect(response.headers()['content-type']).toContain('application/json');
      expect(await response.json()).toMatchObject({ ...envelope, error: { ...envelope.error, code: 'not_found' } });
    }
  });

  test('an upload is refused before its body is read when nobody is signed in; a broken multipart is a 400 envelope', async ({ request, baseURL }) => {
    const headers = { 'content-type': 'multipart/form-data; boundary=x', origin: new URL(baseURL!).origin };
    const anonymous = await request.post('/api/profile/avatar', { headers, data: 'garbage, not multipart' });
    expect(anonymous.status()).toBe(401);
    await signUpViaApi(request, 'user');
    const response = await request.post('/api/profile/avatar', { headers, data: 'garbage, not multipart' });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_body', requestId: expect.any(String) } });
  });

  test('a chunked body is cut off at the limit while it streams (413 before the client has finished)', async ({ baseURL }) => {
    const url = new URL('/api/settings/all', baseURL);
    const limit = 64 * 1024 * 1024;
    const reply = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let sent = 0;
      let done = false;
      const req = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } });
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          done = true;
          resolve({ status: res.statusCode ?? 0, body, sent });
          req.destroy();
        });
      });
      req.on('error', (error) => (done ? undefined : reject(error)));
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      // Keeps sending and never ends the body: only a server that stops reading at the limit answers.
      const pump = () => {
        while (!done && sent < limit) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
      };
      pump();
    });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toMatchObject({ error: { code: 'payload_too_large' } });
    expect(reply.sent).toBeLessThan(limit);
  });
});
