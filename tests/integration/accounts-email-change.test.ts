import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as changePassword } from '@/app/api/auth/password/change/route';
import { POST as signIn } from '@/app/api/auth/sign-in/route';
import { POST as confirmChange } from '@/app/api/profile/email-change/confirm/route';
import { POST as requestChange } from '@/app/api/profile/email-change/request/route';
import { POST as getUser } from '@/app/api/profile/get-user/route';
import { POST as updateProfile } from '@/app/api/profile/update/route';
import { getDb } from '@/lib/server/db/client';
import { outbox } from '@/lib/server/db/schema';
import { api, lastEmail, registerRenter, type SessionBody } from '@/tests/support/accounts';
import type { ErrorBody } from '@/tests/support/call-route';
import { unique } from '@/tests/support/factories';

const newAddress = () => `moved-${unique()}@test.kermo.ua`;

async function codeSentTo(email: string) {
  const db = await getDb();
  const [row] = await db.select().from(outbox).where(and(eq(outbox.recipient, email), eq(outbox.template, 'emailChangeCode'))).orderBy(desc(outbox.id)).limit(1);
  return (row!.payload as { code: string }).code;
}

describe('changing the e-mail', () => {
  it('is not possible through the profile form with a session alone', async () => {
    const me = await registerRenter();
    const res = await api<ErrorBody>(
      updateProfile,
      { first_name: 'Олена', last_name: 'Коваль', email: newAddress(), phone: '0671112233', languages: [], lang: 'en' },
      { token: me.access_token },
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.error.fields ?? {})).toEqual(['email']);
    const user = await api<{ data: { user: { email: string } } }>(getUser, {}, { token: me.access_token });
    expect(user.json.data.user.email).toBe(me.email);
  });

  it('needs the current password, then a code from the new address; the old address is told twice', async () => {
    const me = await registerRenter();
    const target = newAddress();
    const wrong = await api<ErrorBody>(requestChange, { new_email: target, current_password: 'Nope#2026', lang: 'en' }, { token: me.access_token });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error.fields).toEqual({ current_password: 'wrong password' });

    const asked = await api<{ data: { new_email: string; minutes: number } }>(requestChange, { new_email: target, current_password: me.password }, { token: me.access_token });
    expect(asked.status).toBe(200);
    expect(asked.json.data).toMatchObject({ new_email: target, minutes: 30 });
    expect(await lastEmail(me.email)).toMatchObject({ template: 'emailChangeRequested' });
    // Nothing has changed yet: the old address still signs in.
    expect((await api(signIn, { email: me.email, password: me.password })).status).toBe(200);

    const code = await codeSentTo(target);
    const bad = await api<ErrorBody>(confirmChange, { code: code === '000000' ? '111111' : '000000' }, { token: me.access_token });
    expect(bad.json.error.code).toBe('wrong_code');
    const done = await api<{ data: { user: { email: string; email_verified: number } } }>(confirmChange, { code }, { token: me.access_token });
    expect(done.status).toBe(200);
    expect(done.json.data.user).toMatchObject({ email: target, email_verified: 1 });
    expect(await lastEmail(me.email)).toMatchObject({ template: 'emailChanged' });
    expect((await api(signIn, { email: target, password: me.password })).status).toBe(200);
    expect((await api(signIn, { email: me.email, password: me.password })).status).toBe(401);
    // The code is single-use.
    expect((await api<ErrorBody>(confirmChange, { code }, { token: me.access_token })).json.error.code).toBe('code_expired');
  });

  it('refuses an address another account uses, and its own current address', async () => {
    const me = await registerRenter();
    const other = await registerRenter();
    const taken = await api<ErrorBody>(requestChange, { new_email: other.email, current_password: me.password }, { token: me.access_token });
    expect(taken.status).toBe(409);
    expect(Object.keys(taken.json.error.fields ?? {})).toEqual(['new_email']);
    const same = await api<ErrorBody>(requestChange, { new_email: me.email.toUpperCase(), current_password: me.password }, { token: me.access_token });
    expect(same.status).toBe(422);
  });

  it('tells an account without a password (made with Google) how to get one first', async () => {
    const { createSignedInUser } = await import('@/tests/support/factories');
    const social = await createSignedInUser({ passwordHash: null });
    const res = await api<ErrorBody>(requestChange, { new_email: newAddress(), current_password: 'anything', lang: 'en' }, { token: social.token });
    expect(res.status).toBe(422);
    expect(res.json.error.fields).toEqual({ current_password: 'Your account has no password yet: set one with “Forgot password?”, then change the e-mail' });
  });

  it('gives the code 5 tries, even when guessed in parallel', async () => {
    const me = await registerRenter();
    const target = newAddress();
    await api(requestChange, { new_email: target, current_password: me.password }, { token: me.access_token });
    const code = await codeSentTo(target);
    const guess = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 12 }, () => api<ErrorBody>(confirmChange, { code: guess }, { token: me.access_token })));
    expect(answers.filter((answer) => answer.json.error.code === 'wrong_code')).toHaveLength(5);
    expect((await api<ErrorBody>(confirmChange, { code }, { token: me.access_token })).json.error.code).toBe('code_expired');
  });
});

describe('changing the password', () => {
  it('ends every other session, keeps this one, and tells the owner', async () => {
    const me = await registerRenter();
    const laptop = await api<SessionBody>(signIn, { email: me.email, password: me.password });
    const phone = await api<SessionBody>(signIn, { email: me.email, password: me.password });
    const ok = await api(changePassword, { current_password: me.password, password: 'Newer#2026', password_confirmation: 'Newer#2026' }, { token: laptop.json.data.access_token });
    expect(ok.status).toBe(200);
    expect((await api(getUser, {}, { token: laptop.json.data.access_token })).status).toBe(200);
    expect((await api(getUser, {}, { token: phone.json.data.access_token })).status).toBe(401);
    expect((await api(getUser, {}, { token: me.access_token })).status).toBe(401);
    expect(await lastEmail(me.email)).toMatchObject({ template: 'passwordChanged' });
  });

  it('of two changes at once, exactly one succeeds; the other finds the password already changed', async () => {
    const me = await registerRenter();
    const first = await api<SessionBody>(signIn, { email: me.email, password: me.password });
    const second = await api<SessionBody>(signIn, { email: me.email, password: me.password });
    const change = (token: string, password: string) =>
      api<ErrorBody>(changePassword, { current_password: me.password, password, password_confirmation: password }, { token });
    const answers = await Promise.all([change(first.json.data.access_token, 'First#2026x'), change(second.json.data.access_token, 'Second#2026x')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const winner = answers[0]!.status === 200 ? 'First#2026x' : 'Second#2026x';
    expect((await api(signIn, { email: me.email, password: winner })).status).toBe(200);
  });
});
