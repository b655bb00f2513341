import { and, desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as confirmCode } from '@/app/api/verification/confirm-code/route';
import { POST as sendCode } from '@/app/api/verification/send-code/route';
import { getDb } from '@/lib/server/db/client';
import { outbox } from '@/lib/server/db/schema';
import { api, registerRenter } from '@/tests/support/accounts';
import type { ErrorBody } from '@/tests/support/call-route';

afterEach(() => vi.useRealTimers());

/** The code in the newest e-mail or SMS to a user (the outbox is the delivery in tests). */
async function lastCode(userId: number, channel: 'email' | 'sms') {
  const db = await getDb();
  const [row] = await db.select().from(outbox).where(and(eq(outbox.userId, userId), eq(outbox.channel, channel))).orderBy(desc(outbox.id)).limit(1);
  return (row!.payload as { code: string }).code;
}

describe('e-mail confirmation', () => {
  it('mails a 6-digit code in the person’s language that confirms the address', async () => {
    const me = await registerRenter();
    const sent = await api<{ data: { resend_after: number } }>(sendCode, { channel: 'email', lang: 'en' }, { token: me.access_token });
    expect(sent.status).toBe(200);
    const code = await lastCode(me.user.id, 'email');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await api<ErrorBody>(confirmCode, { channel: 'email', code: code === '000000' ? '111111' : '000000', lang: 'en' }, { token: me.access_token });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error).toMatchObject({ message: 'Wrong code', fields: { code: 'Wrong code' } });
    const ok = await api<{ data: { user: { email_verified: number } } }>(confirmCode, { channel: 'email', code }, { token: me.access_token });
    expect(ok.json.data.user.email_verified).toBe(1);
    expect((await api<ErrorBody>(sendCode, { channel: 'email' }, { token: me.access_token })).json.error.code).toBe('already_verified');
  });

  it('allows 5 e-mails an hour: "Exceeded the limit of email attempts"', async () => {
    const me = await registerRenter();
    const start = Date.now();
    for (let i = 0; i < 5; i += 1) {
      vi.useFakeTimers({ now: start + i * 60_000, toFake: ['Date'] });
      expect((await api(sendCode, { channel: 'email' }, { token: me.access_token })).status).toBe(200);
    }
    vi.useFakeTimers({ now: start + 6 * 60_000, toFake: ['Date'] });
    const sixth = await api<ErrorBody>(sendCode, { channel: 'email', lang: 'en' }, { token: me.access_token });
    expect(sixth.status).toBe(429);
    expect(sixth.json.error.message).toBe('Exceeded the limit of email attempts');
  });

  it('needs a session and a well-formed code', async () => {
    expect((await api(sendCode, { channel: 'email' })).status).toBe(401);
    const me = await registerRenter();
    expect((await api<ErrorBody>(confirmCode, { channel: 'phone', code: '12345' }, { token: me.access_token })).json.error.fields).toEqual({ code: 'Неправильний код' });
  });
});

describe('phone confirmation', () => {
  it('texts a 4-digit code (outbox) with a one-minute resend cooldown', async () => {
    const me = await registerRenter();
    const start = Date.now();
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    expect((await api(sendCode, { channel: 'phone' }, { token: me.access_token })).status).toBe(200);
    const again = await api<ErrorBody>(sendCode, { channel: 'phone', lang: 'en' }, { token: me.access_token });
    expect(again.status).toBe(429);
    expect(again.json.error.message).toBe('You can request a new code in 60 s.');
    vi.useFakeTimers({ now: start + 61_000, toFake: ['Date'] });
    expect((await api(sendCode, { channel: 'phone' }, { token: me.access_token })).status).toBe(200);
    const code = await lastCode(me.user.id, 'sms');
    expect(code).toMatch(/^\d{4}$/);
    const ok = await api<{ data: { user: { phone_verified: number } } }>(confirmCode, { channel: 'phone', code }, { token: me.access_token });
    expect(ok.json.data.user.phone_verified).toBe(1);
  });

  it('stops accepting a code after 5 wrong tries, and refuses an expired one', async () => {
    const me = await registerRenter();
    await api(sendCode, { channel: 'phone' }, { token: me.access_token });
    const code = await lastCode(me.user.id, 'sms');
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i += 1) expect((await api(confirmCode, { channel: 'phone', code: wrong }, { token: me.access_token })).status).toBe(422);
    expect((await api<ErrorBody>(confirmCode, { channel: 'phone', code }, { token: me.access_token })).json.error.code).toBe('code_expired');

    const other = await registerRenter();
    const start = Date.now();
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    await api(sendCode, { channel: 'phone' }, { token: other.access_token });
    const late = await lastCode(other.user.id, 'sms');
    vi.useFakeTimers({ now: start + 11 * 60_000, toFake: ['Date'] });
    expect((await api<ErrorBody>(confirmCode, { channel: 'phone', code: late }, { token: other.access_token })).json.error.code).toBe('code_expired');
  });
});
