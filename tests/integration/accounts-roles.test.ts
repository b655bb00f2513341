import { describe, expect, it } from 'vitest';
import { POST as changeRole } from '@/app/api/profile/user/change-role/route';
import { api, registerRenter } from '@/tests/support/accounts';
import type { ErrorBody } from '@/tests/support/call-route';
import { createSignedInUser } from '@/tests/support/factories';

type RoleBody = { data: { data: { user: { role: number; is_host: number; is_user: number } } } };

describe('role switching (spec §4)', () => {
  it('a renter with is_host 0 needs the host agreement; accepting it switches and records it', async () => {
    const renter = await registerRenter();
    const refused = await api<ErrorBody>(changeRole, {}, { token: renter.access_token });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('agreement_required');
    const accepted = await api<RoleBody>(changeRole, { accept_agreement: true }, { token: renter.access_token });
    expect(accepted.json.data.data.user).toMatchObject({ role: 2, is_host: 1, is_user: 1 });
  });

  it('a host with is_user 1 switches back to renting directly, and again to hosting', async () => {
    const { token } = await createSignedInUser({ role: 2, isHost: true, isUser: true });
    expect((await api<RoleBody>(changeRole, {}, { token })).json.data.data.user).toMatchObject({ role: 1 });
    expect((await api<RoleBody>(changeRole, {}, { token })).json.data.data.user).toMatchObject({ role: 2 });
  });

  it('a host with is_user 0 needs the user agreement first', async () => {
    const { token } = await createSignedInUser({ role: 2, isHost: true, isUser: false });
    expect((await api(changeRole, {}, { token })).status).toBe(409);
    expect((await api<RoleBody>(changeRole, { accept_agreement: true }, { token })).json.data.data.user).toMatchObject({ role: 1, is_user: 1 });
  });

  it('companies have no switch: "Legal entities cannot rent cars"', async () => {
    const { token } = await createSignedInUser({ role: 3, isHost: true, isUser: false });
    const res = await api<ErrorBody>(changeRole, { accept_agreement: true, lang: 'en' }, { token });
    expect(res.status).toBe(403);
    expect(res.json.error.message).toBe('Legal entities cannot rent cars');
  });

  it('needs a session', async () => {
    expect((await api(changeRole, {})).status).toBe(401);
  });
});
