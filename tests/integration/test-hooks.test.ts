import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as unknownApiPath from '@/app/api/[[...path]]/route';
import * as outboxRoute from '@/app/api/test-hooks/outbox/route';
import { GET as outboxHook } from '@/app/api/test-hooks/outbox/route';
import { HTTP_METHODS } from '@/lib/server/api/methods';
import { POST as sendCode } from '@/app/api/verification/send-code/route';
import { api, registerRenter } from '@/tests/support/accounts';
import { callRoute, type ErrorBody } from '@/tests/support/call-route';

/*
 * The test-only hooks are keyed on KERMO_TEST_HOOKS, which next.config.ts inlines at build time:
 * '1' only in the end-to-end build, '' in every other one (the code behind it is then dead and
 * compiled away). Vitest does not inline it, so here the variable plays the build flag.
 */
const saved = { hooks: process.env.KERMO_TEST_HOOKS, overrides: process.env.E2E_GUARD_OVERRIDES };
afterEach(() => {
  for (const [key, value] of [['KERMO_TEST_HOOKS', saved.hooks], ['E2E_GUARD_OVERRIDES', saved.overrides]] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  vi.resetModules();
});

const hook = (query: string) => callRoute<{ data: { template: string; code: string | null } } & ErrorBody>(outboxHook, { method: 'GET', path: `/api/test-hooks/outbox?${query}` });

describe('the end-to-end outbox hook', () => {
  it('does not exist without the build flag, whatever else is set', async () => {
    const person = await registerRenter();
    await api(sendCode, { channel: 'email' }, { token: person.access_token });
    delete process.env.KERMO_TEST_HOOKS;
    const off = await hook(`recipient=${encodeURIComponent(person.email)}&template=verifyEmail`);
    expect(off.status).toBe(404);
    expect(off.json.error.code).toBe('not_found');
    process.env.KERMO_TEST_HOOKS = 'true';
    expect((await hook(`recipient=${encodeURIComponent(person.email)}`)).status).toBe(404);
  });

  it('answers every method exactly as an unknown /api path does without the build flag', async () => {
    const call = (handler: (request: Request) => Promise<Response>, method: string, path: string) =>
      callRoute(handler, { method, path, headers: { 'x-request-id': 'probe', 'accept-language': 'en' }, ...(method === 'GET' || method === 'HEAD' ? {} : { body: {} }) });
    const shape = (reply: Awaited<ReturnType<typeof call>>) => ({ status: reply.status, headers: Object.fromEntries(reply.headers), json: reply.json });
    for (const flag of [undefined, '', 'true', '0']) {
      if (flag === undefined) delete process.env.KERMO_TEST_HOOKS;
      else process.env.KERMO_TEST_HOOKS = flag;
      for (const method of HTTP_METHODS) {
        const hook = await call(outboxRoute[method], method, '/api/test-hooks/outbox?recipient=a%40b.c');
        const unknown = await call(unknownApiPath[method], method, '/api/no-such-hook?recipient=a%40b.c');
        expect(shape(hook), `${method} with KERMO_TEST_HOOKS=${flag}`).toEqual(shape(unknown));
        expect(hook.status).toBe(404);
        expect(hook.headers.get('allow')).toBeNull();
      }
    }
    // With the flag the route is there: other methods are refused with its Allow list.
    process.env.KERMO_TEST_HOOKS = '1';
    expect((await call(outboxRoute.POST, 'POST', '/api/test-hooks/outbox')).status).toBe(405);
    const options = await call(outboxRoute.OPTIONS, 'OPTIONS', '/api/test-hooks/outbox');
    expect([options.status, options.headers.get('allow')]).toEqual([204, 'GET, HEAD, OPTIONS']);
  });

  it('gives the newest code in a test build', async () => {
    const person = await registerRenter();
    await api(sendCode, { channel: 'email' }, { token: person.access_token });
    process.env.KERMO_TEST_HOOKS = '1';
    const on = await hook(`recipient=${encodeURIComponent(person.email.toUpperCase())}&template=verifyEmail`);
    expect(on.status).toBe(200);
    expect(on.json.data).toMatchObject({ template: 'verifyEmail', code: expect.stringMatching(/^\d{6}$/) });
    expect((await hook('recipient=nobody%40test.kermo.ua')).status).toBe(404);
  });
});

describe('the guard override of the proxy (E2E_GUARD_OVERRIDES)', () => {
  const bookingPage = async () => {
    const { default: proxy } = await import('@/proxy');
    return proxy(new NextRequest('http://localhost:3000/booking/1', { headers: { 'accept-language': 'uk' } }));
  };

  it('is ignored without the build flag', async () => {
    delete process.env.KERMO_TEST_HOOKS;
    process.env.E2E_GUARD_OVERRIDES = 'booking-id=mystery';
    const response = await bookingPage();
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toContain('/sign?ref=');
  });

  it('applies in a test build', async () => {
    process.env.KERMO_TEST_HOOKS = '1';
    process.env.E2E_GUARD_OVERRIDES = 'booking-id=mystery';
    expect((await bookingPage()).status).toBe(500);
  });
});

describe('the build flag (next.config.ts)', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['true', ''],
    ['0', ''],
    ['1', '1'],
  ])('KERMO_TEST_HOOKS=%s builds with %j', async (value, inlined) => {
    if (value === undefined) delete process.env.KERMO_TEST_HOOKS;
    else process.env.KERMO_TEST_HOOKS = value;
    const { default: config } = await import('@/next.config');
    expect(config.env?.KERMO_TEST_HOOKS).toBe(inlined);
  });
});
