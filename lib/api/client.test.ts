import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { healthContract } from './system-contracts';
import { apiErrorMessage, callApi, readEnvelope } from './client';
import { endpoints } from './endpoints';
import { failureOf } from '@/tests/support/api-failure';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const translate = (code: string) => ({ internal: 'Щось пішло не так', unavailable: 'Сервіс недоступний', network: 'Немає зв’язку' })[code] ?? null;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('POSTs the body as JSON to the contract path and resolves with data, typed by the contract', async () => {
    const fetchMock = vi.fn(async () => json(200, { data: { redirect: '/sign' } }));
    vi.stubGlobal('fetch', fetchMock);
    const call = callApi(endpoints.logout, { lang: 'en' });
    expectTypeOf(call).resolves.toEqualTypeOf<{ redirect: string }>();
    await expect(call).resolves.toEqual({ redirect: '/sign' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(endpoints.logout.path);
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"lang":"en"}' });
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('takes a contract as well as its endpoint, and sends no body on GET', async () => {
    const fetchMock = vi.fn(async () => json(200, { data: { status: 'ok', database: { engine: 'pglite', latencyMs: 1 } } }));
    vi.stubGlobal('fetch', fetchMock);
    const health = await callApi(healthContract, undefined);
    expectTypeOf(health.database.engine).toEqualTypeOf<'pglite' | 'postgres'>();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/health');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it('rejects with the error envelope: status, code, localized message, field messages and request id', async () => {
    vi.stubGlobal('fetch', async () =>
      json(422, { error: { code: 'validation_failed', message: 'Перевірте поля.', fields: { email: 'Невірна адреса' }, requestId: 'req-1' } }),
    );
    const error = await failureOf(callApi(endpoints.signIn, { email: 'x', password: 'y' }));
    expect(error).toMatchObject({ status: 422, code: 'validation_failed', message: 'Перевірте поля.', fields: { email: 'Невірна адреса' }, requestId: 'req-1', localized: true });
    expect(apiErrorMessage(error, translate)).toBe('Перевірте поля.');
    expect(apiErrorMessage(error, translate, 'email')).toBe('Невірна адреса');
    expect(apiErrorMessage(error, translate, 'password')).toBe('Перевірте поля.');
  });

  it('turns a proxy’s non-JSON 502 into an "unavailable" error with our own message', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const error = await failureOf(callApi(endpoints.logout, {}));
    expect(error).toMatchObject({ status: 502, code: 'unavailable', localized: false, fields: {} });
    expect(apiErrorMessage(error, translate)).toBe('Сервіс недоступний');
  });

  it('does not take a 200 without the envelope for success', async () => {
    vi.stubGlobal('fetch', async () => new Response('<!doctype html><p>login wall</p>', { status: 200 }));
    const error = await failureOf(callApi(endpoints.logout, {}));
    expect(error).toMatchObject({ status: 200, code: 'internal', localized: false });
    expect(apiErrorMessage(error, translate)).toBe('Щось пішло не так');
  });

  it('turns a network failure into a "network" error with our own message', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(callApi(endpoints.logout, {}));
    expect(error).toMatchObject({ status: 0, code: 'network', localized: false });
    expect(apiErrorMessage(error, translate)).toBe('Немає зв’язку');
  });

  it('passes the AbortSignal on and reports an aborted call as "aborted"', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))),
    );
    const controller = new AbortController();
    const call = callApi(endpoints.identityStatus, { session_id: '00000000-0000-4000-8000-000000000000' }, { signal: controller.signal });
    controller.abort();
    expect(await failureOf(call)).toMatchObject({ status: 0, code: 'aborted' });
  });
});

describe('readEnvelope', () => {
  it('ignores malformed field messages and answers unknown shapes by status', () => {
    expect(() => readEnvelope(409, JSON.stringify({ error: { code: 'email_taken', message: 'Зайнята', fields: { email: 'Зайнята', bad: 5 } } }))).toThrow(
      expect.objectContaining({ code: 'email_taken', fields: { email: 'Зайнята' } }),
    );
    expect(() => readEnvelope(413, '')).toThrow(expect.objectContaining({ code: 'payload_too_large', localized: false }));
    expect(() => readEnvelope(429, '{"oops":true}')).toThrow(expect.objectContaining({ code: 'rate_limited' }));
    expect(() => readEnvelope(500, '{"error":"text"}')).toThrow(expect.objectContaining({ code: 'internal' }));
  });
});
