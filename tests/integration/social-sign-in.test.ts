import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as callback } from '@/app/api/auth/social/[provider]/callback/route';
import { GET as start } from '@/app/api/auth/social/[provider]/start/route';
import { POST as completeLogin } from '@/app/api/auth/social/complete-login/route';
import { POST as completeRegister } from '@/app/api/auth/social/complete-register/route';
import { POST as getUser } from '@/app/api/profile/get-user/route';
import { api, registerRenter, type SessionBody, signUpBody } from '@/tests/support/accounts';
import type { ErrorBody } from '@/tests/support/call-route';
import { unique } from '@/tests/support/factories';
// @ts-expect-error -- plain ESM test helper without type declarations
import { startFakeOAuthServer } from '@/tests/support/fake-oauth-server.mjs';

type Fake = { env: Record<string, string>; setUser: (user: Record<string, unknown>) => Promise<Response>; close: () => Promise<void> };
let fake: Fake;

beforeAll(async () => {
  fake = await startFakeOAuthServer();
  Object.assign(process.env, fake.env);
});
afterAll(async () => {
  for (const key of Object.keys(fake.env)) delete process.env[key];
  await fake.close();
});

const params = (provider: string) => ({ params: Promise.resolve({ provider }) });

/** Walks the browser's part: start → provider consent → callback. Returns where we end up. */
async function oauthRoundTrip(options: { intent?: 'login' | 'bind'; token?: string; tamper?: 'state' | 'verifier' } = {}) {
  const started = await start(new Request(`http://localhost:3000/api/auth/social/google/start?intent=${options.intent ?? 'login'}&lang=uk`), params('google'));
  expect(started.status).toBe(303);
  let flowCookie = started.headers.get('set-cookie')!.match(/kermo_oauth=([^;]+)/)![1]!;
  if (options.tamper === 'verifier') {
    const flow = JSON.parse(Buffer.from(flowCookie, 'base64url').toString());
    flowCookie = Buffer.from(JSON.stringify({ ...flow, verifier: 'x'.repeat(43) })).toString('base64url');
  }
  const consent = await fetch(started.headers.get('location')!, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  if (options.tamper === 'state') back.searchParams.set('state', 'forged');
  const headers: Record<string, string> = { cookie: `kermo_oauth=${flowCookie}` };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const done = await callback(new Request(back, { headers }), params('google'));
  return new URL(done.headers.get('location')!).pathname + new URL(done.headers.get('location')!).search;
}

describe('sign-in with Google (OAuth 2.0 code + state + PKCE against a local server)', () => {
  it('sends the browser to the provider with state and an S256 challenge', async () => {
    const started = await start(new Request('http://localhost:3000/api/auth/social/google/start?intent=login'), params('google'));
    const consent = new URL(started.headers.get('location')!);
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(consent.searchParams.get('state')).toMatch(/.{20,}/);
    expect(consent.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/social/google/callback');
    expect(started.headers.get('set-cookie')).toMatch(/kermo_oauth=.+; Path=\/api\/auth\/social; .*HttpOnly/i);
  });

  it('registers a new person through /s-register, then signs them in through /s-login', async () => {
    const sub = `g-${unique()}`;
    const email = `g-${unique()}@gmail.test`;
    await fake.setUser({ sub, email, given_name: 'Соломія', family_name: 'Крушельницька' });
    const first = await oauthRoundTrip();
    expect(first).toMatch(/^\/s-register\/google\/[0-9a-f]{64}$/);
    const token = first.split('/').pop()!;
    const body = { ...signUpBody({ first_name: 'Соломія', last_name: 'Крушельницька', email }), token };
    const registered = await api<SessionBody>(completeRegister, body);
    expect(registered.status).toBe(200);
    expect(registered.json.data.user).toMatchObject({ email, role: 1, social: { google: true, facebook: false } });
    // The token works once.
    expect((await api(completeRegister, { ...body, email: `other-${unique()}@test.kermo.ua`, phone: '0991112233' })).status).toBe(400);

    const second = await oauthRoundTrip();
    expect(second).toMatch(/^\/s-login\/[0-9a-f]{64}$/);
    const login = await api<SessionBody>(completeLogin, { token: second.split('/').pop() });
    expect(login.json.data.user.id).toBe(registered.json.data.user.id);
    expect((await api(getUser, {}, { token: login.json.data.access_token })).status).toBe(200);
    expect((await api<ErrorBody>(completeLogin, { token: second.split('/').pop() })).status).toBe(400);
  });

  it('links the identity to the signed-in account, and never to a second one', async () => {
    const me = await registerRenter();
    await fake.setUser({ sub: `g-${unique()}`, email: `bind-${unique()}@gmail.test`, given_name: 'Bind', family_name: 'Me' });
    expect(await oauthRoundTrip({ intent: 'bind', token: me.access_token })).toBe(`/s-binding/google/${me.user.id}?status=linked`);
    const mine = await api<{ data: { user: { social: { google: boolean } } } }>(getUser, {}, { token: me.access_token });
    expect(mine.json.data.user.social.google).toBe(true);
    const other = await registerRenter();
    expect(await oauthRoundTrip({ intent: 'bind', token: other.access_token })).toBe(`/s-binding/google/${other.user.id}?status=taken`);
  });

  it('refuses a forged state and a wrong PKCE verifier', async () => {
    await fake.setUser({ sub: `g-${unique()}`, email: `x-${unique()}@gmail.test` });
    expect(await oauthRoundTrip({ tamper: 'state' })).toBe('/sign?social=failed');
    expect(await oauthRoundTrip({ tamper: 'verifier' })).toBe('/sign?social=failed');
  });

  it('is cleanly unavailable for a provider that is not configured', async () => {
    const started = await start(new Request('http://localhost:3000/api/auth/social/facebook/start?lang=en'), params('facebook'));
    expect(new URL(started.headers.get('location')!).pathname + new URL(started.headers.get('location')!).search).toBe('/en/sign?social=unavailable');
    const unknown = await start(new Request('http://localhost:3000/api/auth/social/myspace/start'), params('myspace'));
    expect(started.status).toBe(303);
    expect(unknown.headers.get('location')).toContain('social=unavailable');
  });

  it('sends the browser back to the public origin, never to the name the server was started on', async () => {
    const previous = process.env.APP_URL;
    process.env.APP_URL = 'https://kermo.example';
    try {
      // HOST=0.0.0.0 (a container): Next addresses every request to http://0.0.0.0:3000.
      const unavailable = await start(new Request('http://0.0.0.0:3000/api/auth/social/facebook/start'), params('facebook'));
      expect(unavailable.headers.get('location')).toBe('https://kermo.example/sign?social=unavailable');
      const started = await start(new Request('http://0.0.0.0:3000/api/auth/social/google/start'), params('google'));
      expect(started.headers.get('set-cookie')).toMatch(/; Secure/);
      const back = await callback(new Request('http://0.0.0.0:3000/api/auth/social/google/callback?state=x&code=y'), params('google'));
      expect(back.headers.get('location')).toBe('https://kermo.example/sign?social=failed');
    } finally {
      if (previous === undefined) delete process.env.APP_URL;
      else process.env.APP_URL = previous;
    }
  });
});

describe('linking a login needs a fresh sign-in (a stolen session cannot add a way in)', () => {
  it('refuses to link on a session older than 15 minutes and links nothing', async () => {
    const { eq } = await import('drizzle-orm');
    const { getDb } = await import('@/lib/server/db/client');
    const { accessTokens, socialAccounts } = await import('@/lib/server/db/schema');
    const me = await registerRenter();
    const db = await getDb();
    await db.update(accessTokens).set({ createdAt: new Date(Date.now() - 16 * 60_000) }).where(eq(accessTokens.userId, me.user.id));
    await fake.setUser({ sub: `g-${unique()}`, email: `late-${unique()}@gmail.test`, given_name: 'Late', family_name: 'Bind' });
    expect(await oauthRoundTrip({ intent: 'bind', token: me.access_token })).toBe(`/s-binding/google/${me.user.id}?status=reauth`);
    expect(await db.select().from(socialAccounts).where(eq(socialAccounts.userId, me.user.id))).toHaveLength(0);
  });
});
