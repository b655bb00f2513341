import { describe, expect, it } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { GET as openapi } from '@/app/api/openapi.json/route';
import { allContracts } from '@/lib/api/all-contracts';
import { callRoute } from '@/tests/support/call-route';

describe('GET /api/health', () => {
  it('reports the database as ready', async () => {
    const res = await callRoute<{ data: { status: string; database: { engine: string; latencyMs: number } } }>(health, {
      method: 'GET',
      path: '/api/health',
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ status: 'ok', database: { engine: process.env.TEST_DB_ENGINE, latencyMs: expect.any(Number) } });
  });
});

/** Walks into loosely typed JSON (the OpenAPI document) by keys. */
function dig(value: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), value);
}

describe('GET /api/openapi.json', () => {
  it('describes every contract with its request schema and error envelope', async () => {
    const res = await callRoute(openapi, { method: 'GET', path: '/api/openapi.json' });
    expect(res.status).toBe(200);
    expect(dig(res.json, 'openapi')).toBe('3.1.0');
    for (const contract of allContracts) {
      expect(dig(res.json, 'paths', contract.path, contract.method.toLowerCase()), contract.path).toBeDefined();
    }
    const menu = dig(res.json, 'paths', '/api/menu/get-by-ids', 'post');
    const body = dig(menu, 'requestBody', 'content', 'application/json', 'schema', 'properties');
    expect(dig(body, 'ids')).toMatchObject({ type: 'array', minItems: 1, maxItems: 10 });
    expect(dig(body, 'lang', 'enum')).toEqual(['uk', 'en']);
    expect(dig(menu, 'responses', '422', 'content', 'application/json', 'schema', '$ref')).toBe('#/components/schemas/Error');
    expect(dig(res.json, 'components', 'schemas', 'Error', 'properties', 'error', 'required')).toEqual(
      expect.arrayContaining(['code', 'message']),
    );
  });

  it('names the public origin as its server, not the name the server was started on', async () => {
    const previous = process.env.APP_URL;
    process.env.APP_URL = 'https://kermo.example';
    try {
      const res = openapi();
      expect(dig(await res.json(), 'servers', '0', 'url')).toBe('https://kermo.example');
    } finally {
      if (previous === undefined) delete process.env.APP_URL;
      else process.env.APP_URL = previous;
    }
  });
});
