import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as callback } from '@/app/api/identity/callback/route';
import { GET as sandboxApp } from '@/app/api/identity/sandbox/app/route';
import { POST as share } from '@/app/api/identity/sandbox/share/route';
import { POST as start } from '@/app/api/verification/identity/start/route';
import { POST as status } from '@/app/api/verification/identity/status/route';
import { POST as getUser } from '@/app/api/profile/get-user/route';
import { ACCESS_TOKEN_COOKIE } from '@/lib/auth/constants';
import { getDb } from '@/lib/server/db/client';
import { installationSecrets } from '@/lib/server/db/schema';
import { identityProvider } from '@/lib/server/identity/identity-sessions';
import { api, registerRenter } from '@/tests/support/accounts';
import { callRoute, type ErrorBody } from '@/tests/support/call-route';

const saved = { provider: process.env.IDENTITY_PROVIDER, secret: process.env.IDENTITY_SANDBOX_SECRET };
// The PostgreSQL run sets DATABASE_URL, which turns the sandbox off unless chosen explicitly.
beforeAll(() => {
  process.env.IDENTITY_PROVIDER = 'sandbox';
  delete process.env.IDENTITY_SANDBOX_SECRET;
});
afterAll(() => {
  for (const [key, value] of [['IDENTITY_PROVIDER', saved.provider], ['IDENTITY_SANDBOX_SECRET', saved.secret]] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});
afterEach(() => {
  vi.useRealTimers();
});

type Started = { data: { session_id: string; deeplink: string; qr_svg: string } };
type Shared = { data: { status: string } };

async function begin() {
  const renter = await registerRenter();
  const started = await api<Started>(start, {}, { token: renter.access_token });
  expect(started.status).toBe(200);
  return { renter, session: started.json.data };
}

const statusOf = async (token: string, sessionId: string) =>
  (await api<{ data: { status: string; reason: string | null } }>(status, { session_id: sessionId }, { token })).json.data;

const isDriver = async (token: string) =>
  (await api<{ data: { user: { is_driver_license_verified: number } } }>(getUser, {}, { token })).json.data.user.is_driver_license_verified;

/** The sandbox app's form post, as a browser sends it (cookie session, an Origin header). */
const formShare = (sessionId: string, headers: Record<string, string>) =>
  share(new Request('http://localhost:3000/api/identity/sandbox/share', { method: 'POST', body: new URLSearchParams({ session_id: sessionId }), headers }));

const licenceOf = (sessionId: string) =>
  JSON.stringify({ session_id: sessionId, licence: { country: 'UA', serial_number: 'AAA111111', first_name: 'Олена', last_name: "Кам'янська", birth_date: '1990-01-01', issued_on: '2010-01-01', expires_on: '2035-01-01' } });
const hmac = (key: string, body: string) => createHmac('sha256', key).update(body).digest('hex');
const signedCallback = (body: string, signature: string) => callRoute<Shared & ErrorBody>(callback, { rawBody: body, headers: { 'content-type': 'application/json', 'x-signature': signature } });

describe('licence shared from the identity app (sandbox provider)', () => {
  it('gives a deeplink and a QR code, and approves its owner\'s matching share at once', async () => {
    const { renter, session } = await begin();
    expect(session.deeplink).toBe(`http://localhost:3000/api/identity/sandbox/app?session=${session.session_id}`);
    expect(session.qr_svg).toMatch(/^<svg[\s\S]+<\/svg>\s*$/);
    expect(await statusOf(renter.access_token, session.session_id)).toEqual({ status: 'waiting', reason: null });
    const shared = await api<Shared>(share, { session_id: session.session_id }, { token: renter.access_token });
    expect(shared.json.data.status).toBe('approved');
    expect(await statusOf(renter.access_token, session.session_id)).toEqual({ status: 'approved', reason: null });
    expect(await isDriver(renter.access_token)).toBe(1);
  });

  it('shares from the sandbox app page as a same-origin form post of the signed-in owner', async () => {
    const { renter, session } = await begin();
    const cookie = `${ACCESS_TOKEN_COOKIE}=${renter.access_token}`;
    const page = await sandboxApp(new Request(session.deeplink, { headers: { cookie } }));
    expect(await page.text()).toContain(`name="session_id" value="${session.session_id}"`);
    const res = await formShare(session.session_id, { cookie, origin: 'http://localhost:3000' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('посвідченням поділилися');
    expect(await isDriver(renter.access_token)).toBe(1);
  });

  it('refuses a share without a session, or from another site, and leaves the session waiting', async () => {
    const { renter, session } = await begin();
    const cookie = `${ACCESS_TOKEN_COOKIE}=${renter.access_token}`;
    // Nobody signed in: the old sandbox approved this.
    expect((await callRoute<ErrorBody>(share, { body: { session_id: session.session_id } })).status).toBe(401);
    expect((await formShare(session.session_id, {})).status).toBe(401);
    // The owner's cookie carried by another site's form post, or with no Origin at all.
    expect((await formShare(session.session_id, { cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect((await formShare(session.session_id, { cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(await statusOf(renter.access_token, session.session_id)).toEqual({ status: 'waiting', reason: null });
    expect(await isDriver(renter.access_token)).toBe(0);
    // The app page offers no button to someone not signed in.
    const page = await (await sandboxApp(new Request(session.deeplink))).text();
    expect(page).not.toContain('<form');
  });

  it("refuses someone else's session id as if it did not exist", async () => {
    const { renter, session } = await begin();
    // Same name as the owner, so only the ownership check stands between them and an approval.
    const stranger = await registerRenter();
    const res = await api<ErrorBody>(share, { session_id: session.session_id }, { token: stranger.access_token });
    expect(res.status).toBe(404);
    const page = await sandboxApp(new Request(session.deeplink, { headers: { cookie: `${ACCESS_TOKEN_COOKIE}=${stranger.access_token}` } }));
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('<form');
    expect(await statusOf(renter.access_token, session.session_id)).toEqual({ status: 'waiting', reason: null });
    expect(await isDriver(renter.access_token)).toBe(0);
    expect(await isDriver(stranger.access_token)).toBe(0);
  });

  it('refuses a callback without the provider signature, or signed with the old built-in key', async () => {
    const { renter, session } = await begin();
    const body = licenceOf(session.session_id);
    expect((await signedCallback(body, 'f'.repeat(64))).status).toBe(403);
    // 'kermo-identity-sandbox' was the default key anyone could read in the source.
    expect((await signedCallback(body, hmac('kermo-identity-sandbox', body))).status).toBe(403);
    expect(await statusOf(renter.access_token, session.session_id)).toMatchObject({ status: 'waiting' });
  });

  it('signs with a random key of this installation, stored once for every replica, unless one is configured', async () => {
    const { renter, session } = await begin();
    const body = licenceOf(session.session_id);
    const signature = await identityProvider()!.sign(body);
    const db = await getDb();
    const rows = await db.select().from(installationSecrets).where(eq(installationSecrets.name, 'identity-sandbox-hmac'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value).toMatch(/^[0-9a-f]{64}$/);
    expect(signature).toBe(hmac(rows[0]!.value, body));
    // Asked again (another replica): the same key, not a second one.
    expect(await identityProvider()!.sign(body)).toBe(signature);
    expect(await db.select().from(installationSecrets).where(eq(installationSecrets.name, 'identity-sandbox-hmac'))).toHaveLength(1);

    process.env.IDENTITY_SANDBOX_SECRET = 'configured-by-the-operator';
    try {
      expect((await signedCallback(body, signature)).status).toBe(403);
      const accepted = await signedCallback(body, hmac('configured-by-the-operator', body));
      expect(accepted.json.data.status).toBe('approved');
      expect(await isDriver(renter.access_token)).toBe(1);
    } finally {
      delete process.env.IDENTITY_SANDBOX_SECRET;
    }
  });

  it('does not approve a licence in another name or of a driver too young', async () => {
    const { renter, session } = await begin();
    const other = await api<Shared>(share, { session_id: session.session_id, licence: { first_name: 'Петро', last_name: 'Іншенко' } }, { token: renter.access_token });
    expect(other.json.data.status).toBe('mismatch');
    expect(await statusOf(renter.access_token, session.session_id)).toEqual({ status: 'mismatch', reason: 'name_mismatch' });
    const second = await begin();
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    const year = new Date().getUTCFullYear();
    const young = await api<Shared>(share, { session_id: second.session.session_id, licence: { birth_date: `${year - 18}-01-01`, issued_on: `${year - 1}-01-01` } }, { token: second.renter.access_token });
    expect(young.json.data.status).toBe('mismatch');
    expect(await isDriver(second.renter.access_token)).toBe(0);
  });

  it('holds a licence that stays valid: years from now the sandbox still approves', async () => {
    // The old sandbox shared a licence expiring on 2032-06-01.
    vi.useFakeTimers({ now: new Date(Date.now() + 20 * 365 * 86_400_000), toFake: ['Date'] });
    const { renter, session } = await begin();
    const shared = await api<Shared>(share, { session_id: session.session_id }, { token: renter.access_token });
    expect(shared.json.data.status).toBe('approved');
    expect(await isDriver(renter.access_token)).toBe(1);
  });

  it('accepts one share per session and none for an unknown or malformed one', async () => {
    const { renter, session } = await begin();
    await api(share, { session_id: session.session_id }, { token: renter.access_token });
    expect((await api(share, { session_id: session.session_id }, { token: renter.access_token })).status).toBe(404);
    expect((await api(share, { session_id: '00000000-0000-4000-8000-000000000000' }, { token: renter.access_token })).status).toBe(404);
    expect((await api(share, { session_id: 'x\u0000y' }, { token: renter.access_token })).status).toBe(404);
    expect((await api(share, { session_id: 42 }, { token: renter.access_token })).status).toBe(404);
  });

  it('keeps each person to their own sessions', async () => {
    const { session } = await begin();
    const stranger = await registerRenter();
    expect((await api(status, { session_id: session.session_id }, { token: stranger.access_token })).status).toBe(404);
  });
});
