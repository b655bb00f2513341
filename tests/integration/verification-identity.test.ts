import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as callback } from '@/app/api/identity/callback/route';
import { POST as share } from '@/app/api/identity/sandbox/share/route';
import { POST as start } from '@/app/api/verification/identity/start/route';
import { POST as status } from '@/app/api/verification/identity/status/route';
import { POST as getUser } from '@/app/api/profile/get-user/route';
import { api, registerRenter } from '@/tests/support/accounts';
import { callRoute } from '@/tests/support/call-route';

const before = process.env.IDENTITY_PROVIDER;
// The PostgreSQL run sets DATABASE_URL, which turns the sandbox off unless chosen explicitly.
beforeAll(() => {
  process.env.IDENTITY_PROVIDER = 'sandbox';
});
afterAll(() => {
  if (before === undefined) delete process.env.IDENTITY_PROVIDER;
  else process.env.IDENTITY_PROVIDER = before;
});

type Started = { data: { session_id: string; deeplink: string; qr_svg: string } };

async function begin() {
  const renter = await registerRenter();
  const started = await api<Started>(start, {}, { token: renter.access_token });
  expect(started.status).toBe(200);
  return { renter, session: started.json.data };
}

const statusOf = async (token: string, sessionId: string) =>
  (await api<{ data: { status: string; reason: string | null } }>(status, { session_id: sessionId }, { token })).json.data;

describe('licence shared from the identity app (sandbox provider)', () => {
  it('gives a deeplink and a QR code, and approves a matching share at once', async () => {
    const { renter, session } = await begin();
    expect(session.deeplink).toBe(`http://localhost:3000/api/identity/sandbox/app?session=${session.session_id}`);
    expect(session.qr_svg).toMatch(/^<svg[\s\S]+<\/svg>\s*$/);
    expect(await statusOf(renter.access_token, session.session_id)).toEqual({ status: 'waiting', reason: null });
    const shared = await callRoute<{ data: { status: string } }>(share, { body: { session_id: session.session_id } });
    expect(shared.json.data.status).toBe('approved');
    expect(await statusOf(renter.access_token, session.session_id)).toEqual({ status: 'approved', reason: null });
    const me = await api<{ data: { user: { is_driver_license_verified: number } } }>(getUser, {}, { token: renter.access_token });
    expect(me.json.data.user.is_driver_license_verified).toBe(1);
  });

  it('refuses a callback without the provider signature', async () => {
    const { renter, session } = await begin();
    const forged = JSON.stringify({ session_id: session.session_id, licence: { country: 'UA', serial_number: 'AAA111111', first_name: 'Олена', last_name: "Кам'янська", birth_date: '1990-01-01', issued_on: '2010-01-01', expires_on: '2035-01-01' } });
    const res = await callRoute(callback, { rawBody: forged, headers: { 'content-type': 'application/json', 'x-signature': 'f'.repeat(64) } });
    expect(res.status).toBe(403);
    expect(await statusOf(renter.access_token, session.session_id)).toMatchObject({ status: 'waiting' });
  });

  it('does not approve a licence in another name or of a driver too young', async () => {
    const { renter, session } = await begin();
    const other = await callRoute<{ data: { status: string } }>(share, { body: { session_id: session.session_id, licence: { first_name: 'Петро', last_name: 'Іншенко' } } });
    expect(other.json.data.status).toBe('mismatch');
    expect(await statusOf(renter.access_token, session.session_id)).toEqual({ status: 'mismatch', reason: 'name_mismatch' });
    const second = await begin();
    const young = await callRoute<{ data: { status: string } }>(share, { body: { session_id: second.session.session_id, licence: { birth_date: '2008-01-01', issued_on: '2025-01-01' } } });
    expect(young.json.data.status).toBe('mismatch');
    const me = await api<{ data: { user: { is_driver_license_verified: number } } }>(getUser, {}, { token: second.renter.access_token });
    expect(me.json.data.user.is_driver_license_verified).toBe(0);
  });

  it('accepts one share per session and none for an unknown one', async () => {
    const { session } = await begin();
    await callRoute(share, { body: { session_id: session.session_id } });
    expect((await callRoute(share, { body: { session_id: session.session_id } })).status).toBe(404);
    expect((await callRoute(share, { body: { session_id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
  });

  it('keeps each person to their own sessions', async () => {
    const { session } = await begin();
    const stranger = await registerRenter();
    expect((await api(status, { session_id: session.session_id }, { token: stranger.access_token })).status).toBe(404);
  });
});
