import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as logout } from '@/app/api/auth/logout/route';
import { POST as signIn } from '@/app/api/auth/sign-in/route';
import { POST as getUser } from '@/app/api/profile/get-user/route';
import { getDb } from '@/lib/server/db/client';
import { accessTokens } from '@/lib/server/db/schema';
import { PEER_IP_HEADER } from '@/lib/server/security/trusted-proxies';
import { api, registerRenter, type SessionBody } from '@/tests/support/accounts';
import type { ErrorBody } from '@/tests/support/call-route';
import { unique } from '@/tests/support/factories';

const ip = () => ({ [PEER_IP_HEADER]: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });

describe('sign-in', () => {
  it('signs in with the e-mail in any case, sets the cookie and returns a working token', async () => {
    const account = await registerRenter();
    const res = await api<SessionBody>(signIn, { email: account.email.toUpperCase(), password: account.password }, { headers: ip() });
    expect(res.status).toBe(200);
    expect(res.json.data.redirect).toBe('/cabinet');
    expect(res.headers.get('set-cookie')).toMatch(/^accessToken=[\w-]+; Path=\/; Expires=.*; HttpOnly; SameSite=Lax$/);
    const me = await api<{ data: { user: { id: number } } }>(getUser, {}, { token: res.json.data.access_token });
    expect(me.json.data.user.id).toBe(account.user.id);
  });

  it('answers "incorrect login" and "wrong password" next to the right field', async () => {
    const account = await registerRenter();
    const unknown = await api<ErrorBody>(signIn, { email: `nobody-${unique()}@test.kermo.ua`, password: 'Whatever#1', lang: 'en' }, { headers: ip() });
    expect(unknown.status).toBe(401);
    expect(unknown.json.error).toMatchObject({ code: 'incorrect_login', message: 'incorrect login', fields: { email: 'incorrect login' } });
    const wrong = await api<ErrorBody>(signIn, { email: account.email, password: 'Wrong#2026', lang: 'en' }, { headers: ip() });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toMatchObject({ code: 'wrong_password', message: 'wrong password', fields: { password: 'wrong password' } });
  });

  it('goes back to a same-site ref and ignores anything that would leave the site', async () => {
    const account = await registerRenter();
    const go = async (ref: string) =>
      (await api<SessionBody>(signIn, { email: account.email, password: account.password, ref }, { headers: ip() })).json.data.redirect;
    expect(await go('/en/catalog/kyiv?start=2026-12-01')).toBe('/en/catalog/kyiv?start=2026-12-01');
    for (const evil of ['//evil.example', '/\\evil.example', '/../..//evil.example', 'https://evil.example/cabinet', 'javascript:alert(1)']) {
      expect(await go(evil), evil).toBe('/cabinet');
    }
  });
  // The limits themselves: tests/integration/rate-limits.test.ts.
});

describe('the token lifecycle', () => {
  it('logout revokes the token, clears both cookies and names the renter sign-in', async () => {
    const account = await registerRenter();
    const out = await api<{ data: { redirect: string } }>(logout, { lang: 'en' }, { token: account.access_token });
    expect(out.json.data.redirect).toBe('/en/sign');
    const cookies = out.headers.get('set-cookie') ?? '';
    expect(cookies).toMatch(/accessToken=;[^,]*Max-Age=0/);
    expect(cookies).toMatch(/aucs=;[^,]*Max-Age=0/);
    expect((await api(getUser, {}, { token: account.access_token })).status).toBe(401);
    // A second logout: 401, and the cookies are cleared all the same.
    const again = await api(logout, {}, { token: account.access_token });
    expect(again.status).toBe(401);
    expect(again.headers.get('set-cookie')).toMatch(/accessToken=;/);
  });

  it('names the host sign-in when a host logs out', async () => {
    const { POST: registerHost } = await import('@/app/api/auth/register-host/route');
    const { signUpBody } = await import('@/tests/support/accounts');
    const host = await api<SessionBody>(registerHost, signUpBody());
    expect((await api<{ data: { redirect: string } }>(logout, {}, { token: host.json.data.access_token })).json.data.redirect).toBe('/sign-host');
  });

  it('keeps sessions separate: signing out one device leaves the other signed in', async () => {
    const account = await registerRenter();
    const second = await api<SessionBody>(signIn, { email: account.email, password: account.password }, { headers: ip() });
    await api(logout, {}, { token: account.access_token });
    expect((await api(getUser, {}, { token: second.json.data.access_token })).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const account = await registerRenter();
    const db = await getDb();
    await db.update(accessTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(accessTokens.userId, account.user.id));
    expect((await api(getUser, {}, { token: account.access_token })).status).toBe(401);
  });
});

describe('a broken session cookie', () => {
  it('is no session (401 or the public answer), never a 500', async () => {
    for (const cookie of ['accessToken=%', 'accessToken=%E0%A4%A', 'accessToken=%zz; aucs=1']) {
      const headers = { cookie, origin: 'http://localhost:3000' };
      expect((await api(getUser, {}, { headers })).status, cookie).toBe(401);
      expect((await api(logout, {}, { headers })).status, cookie).toBe(401);
    }
  });
});
