import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { LangField } from '@/lib/api/lang';
import { AppError } from '@/lib/errors/app-error';
import { ErrorEnvelope } from '@/lib/errors/envelope';
import { apiRoute } from '@/lib/server/api/route';
import { getDb } from '@/lib/server/db/client';
import { PEER_IP_HEADER } from '@/lib/server/security/trusted-proxies';
import { accessTokens } from '@/lib/server/db/schema';
import { callRoute, type ErrorBody } from '@/tests/support/call-route';
import { createSignedInUser } from '@/tests/support/factories';

const echo = (access: 'public' | 'optional' | 'user' | 'staff') =>
  apiRoute(
    defineContract({
      method: 'POST',
      path: '/api/test/echo',
      summary: 'test',
      tag: 'test',
      access,
      body: z.object({ name: z.string().min(2), count: z.number().int().max(29).optional(), lang: LangField }),
      response: z.object({ name: z.string(), userId: z.number().nullable() }),
    }),
    async ({ body, session }) => ({ name: body.name, userId: session?.user.id ?? null }),
  ).POST;

const failing = (error: unknown) =>
  apiRoute(
    defineContract({ method: 'POST', path: '/api/test/fail', summary: 'test', tag: 'test', access: 'public', response: z.null() }),
    async () => {
      throw error;
    },
  ).POST;

describe('the route wrapper', () => {
  it('wraps results in { data } with a request id', async () => {
    const res = await callRoute(echo('public'), { body: { name: 'Оля' }, headers: { 'x-request-id': 'req-1' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { name: 'Оля', userId: null } });
    expect(res.headers.get('x-request-id')).toBe('req-1');
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const res = await callRoute<ErrorBody>(echo('public'), { rawBody: '{"name": "x",', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(ErrorEnvelope.strict().parse(res.json).error.code).toBe('invalid_json');
    expect(res.json.error.message).toBe('Тіло запиту не є коректним JSON.');
    expect(res.json.error.requestId).toEqual(expect.any(String));
  });

  it('refuses bodies not declared as JSON with 415', async () => {
    const res = await callRoute<ErrorBody>(echo('public'), { rawBody: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
    expect(res.json.error.code).toBe('unsupported_media_type');
    const plain = await callRoute<ErrorBody>(echo('public'), { rawBody: '{"name":"xx"}', headers: { 'content-type': 'text/plain' } });
    expect(plain.status).toBe(415);
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const res = await callRoute<ErrorBody>(echo('public'), { body: { name: 'x'.repeat(1024 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe('payload_too_large');
  });

  it('reports every invalid field with a localized message (422)', async () => {
    const res = await callRoute<ErrorBody>(echo('public'), { body: { name: 'x', count: 'many' } });
    expect(res.status).toBe(422);
    expect(res.json.error).toMatchObject({
      code: 'validation_failed',
      message: 'Перевірте правильність заповнення полів.',
      fields: { name: 'Мінімальна довжина — 2 символи', count: 'Неправильний тип значення' },
    });
  });

  it('treats arrays, strings and null bodies as invalid, not as crashes', async () => {
    for (const rawBody of ['[]', '"text"', 'null', '42']) {
      const res = await callRoute<ErrorBody>(echo('public'), { rawBody, headers: { 'content-type': 'application/json' } });
      expect(res.status, rawBody).toBe(422);
      expect(res.json.error.fields).toHaveProperty('_');
    }
  });

  it('localizes by lang, then the locale cookie, then Accept-Language, else Ukrainian', async () => {
    const byLang = await callRoute<ErrorBody>(echo('public'), { body: { lang: 'en' } });
    expect(byLang.json.error.fields).toEqual({ name: 'Please fill out the required field' });
    const byCookie = await callRoute<ErrorBody>(echo('public'), { body: {}, headers: { cookie: 'NEXT_LOCALE=en' } });
    expect(byCookie.json.error.message).toBe('Please check the highlighted fields.');
    const byHeader = await callRoute<ErrorBody>(echo('public'), { body: {}, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(byHeader.json.error.message).toBe('Please check the highlighted fields.');
    const byDefault = await callRoute<ErrorBody>(echo('public'), { body: {}, headers: { 'accept-language': 'de' } });
    expect(byDefault.json.error.fields).toEqual({ name: "Будь ласка, заповніть обов'язкове поле" });
    const badLang = await callRoute<ErrorBody>(echo('public'), { body: { name: 'Оля', lang: 'fr' }, headers: { cookie: 'NEXT_LOCALE=en' } });
    expect(badLang.status).toBe(422);
    expect(badLang.json.error.fields).toEqual({ lang: 'Please select an option' });
  });

  it('maps domain errors through the error table', async () => {
    const res = await callRoute<ErrorBody>(failing(new AppError('rate_limited')), { body: { lang: 'en' } });
    expect(res.status).toBe(429);
    expect(res.json.error).toMatchObject({ code: 'rate_limited', message: 'Too many attempts. Please try again a little later.' });
  });

  it('hides unknown failures behind a generic 500', async () => {
    const res = await callRoute<ErrorBody>(failing(new Error('connection string postgres://secret')), {});
    expect(res.status).toBe(500);
    expect(res.json.error.code).toBe('internal');
    expect(JSON.stringify(res.json)).not.toContain('secret');
  });
});

describe('authentication in the wrapper', () => {
  it('requires a session for user endpoints (401) and accepts a Bearer token', async () => {
    const anonymous = await callRoute<ErrorBody>(echo('user'), { body: { name: 'Оля' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error.code).toBe('unauthorized');
    const { user, token } = await createSignedInUser();
    const signedIn = await callRoute(echo('user'), { body: { name: 'Оля' }, headers: { authorization: `Bearer ${token}` } });
    expect(signedIn.json).toEqual({ data: { name: 'Оля', userId: user.id } });
  });

  it('rejects unknown, expired, revoked tokens and deleted accounts', async () => {
    const db = await getDb();
    const wrong = await callRoute(echo('user'), { body: { name: 'Оля' }, headers: { authorization: 'Bearer not-a-token' } });
    expect(wrong.status).toBe(401);

    const expired = await createSignedInUser();
    await db.update(accessTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accessTokens.userId, expired.user.id));
    expect((await callRoute(echo('user'), { body: { name: 'Оля' }, headers: { authorization: `Bearer ${expired.token}` } })).status).toBe(401);

    const revoked = await createSignedInUser();
    await db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.userId, revoked.user.id));
    expect((await callRoute(echo('user'), { body: { name: 'Оля' }, headers: { authorization: `Bearer ${revoked.token}` } })).status).toBe(401);

    const deleted = await createSignedInUser({ deletedAt: new Date() });
    expect((await callRoute(echo('user'), { body: { name: 'Оля' }, headers: { authorization: `Bearer ${deleted.token}` } })).status).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const { user, token } = await createSignedInUser();
    const db = await getDb();
    const [row] = await db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);
  });

  it('lets only operators call staff endpoints', async () => {
    const renter = await createSignedInUser();
    const refused = await callRoute<ErrorBody>(echo('staff'), { body: { name: 'Оля' }, headers: { authorization: `Bearer ${renter.token}` } });
    expect(refused.status).toBe(403);
    const operator = await createSignedInUser({ isStaff: true });
    const allowed = await callRoute(echo('staff'), { body: { name: 'Оля' }, headers: { authorization: `Bearer ${operator.token}` } });
    expect(allowed.status).toBe(200);
  });

  it('reads the session on optional endpoints without requiring one', async () => {
    expect((await callRoute(echo('optional'), { body: { name: 'Оля' } })).json).toEqual({ data: { name: 'Оля', userId: null } });
    const { user, token } = await createSignedInUser();
    const res = await callRoute(echo('optional'), { body: { name: 'Оля' }, headers: { authorization: `Bearer ${token}` } });
    expect(res.json).toEqual({ data: { name: 'Оля', userId: user.id } });
  });
});

describe('the Origin check for cookie-authenticated calls', () => {
  it('accepts same-origin calls and refuses other sites (403 bad_origin)', async () => {
    const { user, token } = await createSignedInUser();
    const cookie = `accessToken=${token}`;
    const same = await callRoute(echo('user'), { body: { name: 'Оля' }, headers: { cookie, origin: 'http://localhost:3000' } });
    expect(same.json).toEqual({ data: { name: 'Оля', userId: user.id } });

    const foreign = await callRoute<ErrorBody>(echo('user'), { body: { name: 'Оля' }, headers: { cookie, origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.json.error.code).toBe('bad_origin');

    const missing = await callRoute<ErrorBody>(echo('user'), { body: { name: 'Оля' }, headers: { cookie } });
    expect(missing.status).toBe(403);
    const sameSite = await callRoute(echo('user'), { body: { name: 'Оля' }, headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(sameSite.status).toBe(200);
  });

  it('does not apply to Bearer tokens (apps and servers send no Origin)', async () => {
    const { token } = await createSignedInUser();
    const res = await callRoute(echo('user'), { body: { name: 'Оля' }, headers: { authorization: `Bearer ${token}`, origin: 'https://app.example' } });
    expect(res.status).toBe(200);
  });

  it('accepts the public origin behind a trusted proxy only (lib/server/api/origin.test.ts has the cases)', async () => {
    const { token } = await createSignedInUser();
    const cookie = `accessToken=${token}`;
    const headers = { cookie, origin: 'https://kermo.ua', 'x-forwarded-host': 'kermo.ua', 'x-forwarded-proto': 'https', [PEER_IP_HEADER]: '10.0.0.2' };
    expect((await callRoute(echo('user'), { body: { name: 'Оля' }, headers })).status).toBe(403);
    vi.stubEnv('TRUSTED_PROXIES', '10.0.0.0/8');
    try {
      expect((await callRoute(echo('user'), { body: { name: 'Оля' }, headers })).status).toBe(200);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
