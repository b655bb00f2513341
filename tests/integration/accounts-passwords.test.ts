import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as changePassword } from '@/app/api/auth/password/change/route';
import { POST as resetPassword } from '@/app/api/auth/password/reset/route';
import { POST as resetRequest } from '@/app/api/auth/password/reset-request/route';
import { POST as signIn } from '@/app/api/auth/sign-in/route';
import { POST as getUser } from '@/app/api/profile/get-user/route';
import { getDb } from '@/lib/server/db/client';
import { passwordResetTokens } from '@/lib/server/db/schema';
import { api, lastEmail, registerRenter } from '@/tests/support/accounts';
import type { ErrorBody } from '@/tests/support/call-route';

const tokenFrom = (link: string) => link.split('/').pop()!;

describe('passwords', () => {
  it('changes the password only with the right current one', async () => {
    const account = await registerRenter();
    const wrong = await api<ErrorBody>(changePassword, { current_password: 'Nope#2026', password: 'Newer#2026', password_confirmation: 'Newer#2026' }, { token: account.access_token });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error.fields).toEqual({ current_password: 'Неправильний пароль' });
    const ok = await api(changePassword, { current_password: account.password, password: 'Newer#2026', password_confirmation: 'Newer#2026' }, { token: account.access_token });
    expect(ok.status).toBe(200);
    expect((await api(signIn, { email: account.email, password: 'Newer#2026' })).status).toBe(200);
    expect((await api(changePassword, { current_password: 'x', password: 'Newer#2026', password_confirmation: 'Newer#2026' })).status).toBe(401);
  });

  it('says "Sorry, but this user was not registered" for an unknown address', async () => {
    const res = await api<ErrorBody>(resetRequest, { email: 'ghost@test.kermo.ua', lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe('Sorry, but this user was not registered');
  });

  it('mails a link in the person’s language that resets once, and ends every session', async () => {
    const account = await registerRenter();
    expect((await api(resetRequest, { email: account.email, lang: 'en' })).status).toBe(200);
    const mail = await lastEmail(account.email);
    expect(mail).toMatchObject({ template: 'passwordReset', subject: 'Reset your Kermo password' });
    const link = (mail!.payload as { link: string }).link;
    expect(link).toMatch(/^http:\/\/localhost:\d+\/en\/password-reset\/token\/[0-9a-f]{64}$/);
    expect(mail!.bodyText).toContain(link);

    const body = { token: tokenFrom(link), password: 'Fresh#2026', password_confirmation: 'Fresh#2026' };
    expect((await api(resetPassword, body)).status).toBe(200);
    expect((await api(getUser, {}, { token: account.access_token })).status).toBe(401);
    expect((await api(signIn, { email: account.email, password: 'Fresh#2026' })).status).toBe(200);
    const reused = await api<ErrorBody>(resetPassword, body);
    expect(reused.status).toBe(410);
    expect(reused.json.error.code).toBe('reset_token_invalid');
  });

  it('refuses an expired link', async () => {
    const account = await registerRenter();
    await api(resetRequest, { email: account.email });
    const link = ((await lastEmail(account.email))!.payload as { link: string }).link;
    const db = await getDb();
    await db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(passwordResetTokens.userId, account.user.id));
    const res = await api<ErrorBody>(resetPassword, { token: tokenFrom(link), password: 'Fresh#2026', password_confirmation: 'Fresh#2026' });
    expect(res.status).toBe(410);
  });

  it('limits reset e-mails to 3 an hour per address', async () => {
    const account = await registerRenter();
    for (let i = 0; i < 3; i += 1) expect((await api(resetRequest, { email: account.email })).status).toBe(200);
    expect((await api(resetRequest, { email: account.email })).status).toBe(429);
  });
});
