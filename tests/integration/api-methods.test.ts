import { describe, expect, it } from 'vitest';
import { allContracts } from '@/lib/api/all-contracts';
import { HTTP_METHODS } from '@/lib/server/api/methods';
import { type ErrorBody } from '@/tests/support/call-route';
import { apiRouteFiles, loadRouteModule, routeModuleFor } from '@/tests/support/route-modules';

const send = async (handler: ((request: Request, context?: unknown) => Promise<Response> | Response) | undefined, method: string, path: string, headers: Record<string, string> = {}) => {
  expect(handler, `${method} ${path} is not exported`).toBeTypeOf('function');
  const response = await handler!(new Request(`http://localhost:3000${path}`, { method, headers }), { params: Promise.resolve({}) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: (text ? JSON.parse(text) : null) as ErrorBody };
};

describe('HTTP methods on every API route', () => {
  it('every route file exports every method Next.js dispatches, so none falls back to an empty 405', async () => {
    for (const file of apiRouteFiles()) {
      const route = await loadRouteModule(file);
      for (const method of HTTP_METHODS) expect(route[method], `${file} does not export ${method}`).toBeTypeOf('function');
    }
  });

  it('answers a wrong method on a contract route with the 405 envelope and Allow, localized', async () => {
    for (const contract of allContracts) {
      const route = await routeModuleFor(contract.path);
      const allowed = contract.method === 'GET' ? ['GET', 'HEAD', 'OPTIONS'] : [contract.method, 'OPTIONS'];
      for (const method of HTTP_METHODS.filter((m) => !allowed.includes(m))) {
        const res = await send(route[method], method, contract.path, { 'accept-language': 'en' });
        expect(res.status, `${method} ${contract.path}`).toBe(405);
        expect(res.headers.get('allow')).toBe(HTTP_METHODS.filter((m) => allowed.includes(m)).join(', '));
        if (method !== 'HEAD') expect(res.json.error).toEqual({ code: 'method_not_allowed', message: 'This request method is not supported.', requestId: expect.any(String) });
      }
      const options = await send(route.OPTIONS, 'OPTIONS', contract.path);
      expect(options.status).toBe(204);
      expect(options.headers.get('allow')).toBe(HTTP_METHODS.filter((m) => allowed.includes(m)).join(', '));
    }
  });

  it('answers wrong methods on the hand-written routes (files, redirects, callbacks) the same way', async () => {
    // Test hooks answer as unknown paths outside a test build (tests/integration/test-hooks.test.ts).
    for (const file of apiRouteFiles().filter((f) => !f.includes('[[...path]]') && !f.includes('/test-hooks/'))) {
      const route = await loadRouteModule(file);
      for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
        const res = await send(route[method], method, '/api/x');
        expect(res.status, `${method} ${file}`).toBe(405);
        expect(res.json.error.code).toBe('method_not_allowed');
        expect(res.headers.get('allow'), file).toBeTruthy();
      }
    }
  });

  it('answers unknown /api paths with the 404 envelope, whatever the method', async () => {
    const catchAll = await loadRouteModule('app/api/[[...path]]/route.ts');
    for (const method of HTTP_METHODS) {
      const res = await send(catchAll[method], method, '/api/no/such/thing', { cookie: 'NEXT_LOCALE=en' });
      expect(res.status, method).toBe(404);
      if (method !== 'HEAD') expect(res.json.error).toEqual({ code: 'not_found', message: 'Nothing was found.', requestId: expect.any(String) });
    }
  });
});
