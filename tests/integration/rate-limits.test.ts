import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as registerUser } from '@/app/api/auth/register-user/route';
import { POST as resetRequest } from '@/app/api/auth/password/reset-request/route';
import { POST as signIn } from '@/app/api/auth/sign-in/route';
import { POST as confirmCode } from '@/app/api/verification/confirm-code/route';
import { POST as sendCode } from '@/app/api/verification/send-code/route';
import { PEER_IP_HEADER } from '@/lib/server/security/trusted-proxies';
import { api, registerRenter, signUpBody } from '@/tests/support/accounts';
import type { ErrorBody } from '@/tests/support/call-route';
import { unique } from '@/tests/support/factories';

let octet = 1;
/** A fresh caller address, as our server entry would report the connection's peer. */
const from = () => ({ [PEER_IP_HEADER]: `198.51.${Math.floor(octet / 250)}.${(octet++ % 250) + 1}` });
const wrong = (email: string, headers: Record<string, string>) => api<ErrorBody>(signIn, { email, password: 'Wrong#2026', lang: 'en' }, { headers });

beforeEach(() => vi.stubEnv('RATE_LIMIT_ADDRESS_MULTIPLIER', '1'));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('sign-in limits', () => {
  it('cannot be raced: 20 parallel wrong passwords from one address get 5 answers, the rest wait', async () => {
    const account = await registerRenter();
    const attacker = from();
    const answers = await Promise.all(Array.from({ length: 20 }, () => wrong(account.email, attacker)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('slows the guesser with a doubling pause but never locks the owner out from elsewhere', async () => {
    const account = await registerRenter();
    const attacker = from();
    const start = new Date('2026-12-01T10:00:00Z').getTime();
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    for (let i = 0; i < 5; i += 1) expect((await wrong(account.email, attacker)).status).toBe(401);
    const paused = await wrong(account.email, attacker);
    expect(paused.status).toBe(429);
    expect(paused.json.error.message).toBe('Too many attempts. Please try again in 1 min.');
    // Even the right password waits out the pause from that address…
    expect((await api(signIn, { email: account.email, password: account.password }, { headers: attacker })).status).toBe(429);
    // …while the owner, from their own address, signs in at once.
    expect((await api(signIn, { email: account.email, password: account.password }, { headers: from() })).status).toBe(200);
    // After the minute: 5 more tries, then a 2-minute pause.
    vi.setSystemTime(start + 61_000);
    for (let i = 0; i < 5; i += 1) expect((await wrong(account.email, attacker)).status).toBe(401);
    expect((await wrong(account.email, attacker)).json.error.message).toBe('Too many attempts. Please try again in 2 min.');
  });

  it('caps one account across many addresses, but never for the owner’s own addresses or a signed-in password check', async () => {
    const account = await registerRenter();
    const home = from();
    expect((await api(signIn, { email: account.email, password: account.password }, { headers: home })).status).toBe(200);
    for (let i = 0; i < 30; i += 1) expect((await wrong(account.email, from())).status).toBe(401);
    expect((await wrong(account.email, from())).status).toBe(429);
    // A new address has to wait (or reset the password)…
    expect((await api(signIn, { email: account.email, password: account.password }, { headers: from() })).status).toBe(429);
    // …the owner at home does not, and neither does a password change from a session.
    const again = await api<{ data: { access_token: string } }>(signIn, { email: account.email, password: account.password }, { headers: home });
    expect(again.status).toBe(200);
    const { POST: changePassword } = await import('@/app/api/auth/password/change/route');
    const changed = await api(changePassword, { current_password: account.password, password: 'Moved#2026x', password_confirmation: 'Moved#2026x' }, { token: again.json.data.access_token, headers: from() });
    expect(changed.status).toBe(200);
  });

  it('lets a password reset end an account-wide pause', async () => {
    const account = await registerRenter();
    for (let i = 0; i < 30; i += 1) await wrong(account.email, from());
    expect((await api(signIn, { email: account.email, password: account.password }, { headers: from() })).status).toBe(429);
    const { resetPassword } = await import('@/lib/server/accounts/passwords');
    const { lastEmail } = await import('@/tests/support/accounts');
    expect((await api(resetRequest, { email: account.email }, { headers: from() })).status).toBe(200);
    const token = ((await lastEmail(account.email))!.payload as { link: string }).link.split('/').pop()!;
    await resetPassword(token, 'Fresh#2026x');
    expect((await api(signIn, { email: account.email, password: 'Fresh#2026x' }, { headers: from() })).status).toBe(200);
  });

  it('caps one address trying many accounts; a success gives its try back', async () => {
    const address = from();
    const account = await registerRenter();
    for (let i = 0; i < 20; i += 1) expect((await api(signIn, { email: account.email, password: account.password }, { headers: address })).status).toBe(200);
    for (let i = 0; i < 50; i += 1) expect((await wrong(`probe-${unique()}@test.kermo.ua`, address)).status).toBe(401);
    expect((await wrong(`probe-${unique()}@test.kermo.ua`, address)).status).toBe(429);
  });

  it('ignores a forged X-Forwarded-For: a new header each time does not buy new tries', async () => {
    const account = await registerRenter();
    const peer = from();
    const forged = (i: number) => ({ ...peer, 'x-forwarded-for': `203.0.113.${i}` });
    for (let i = 0; i < 5; i += 1) expect((await wrong(account.email, forged(i))).status).toBe(401);
    expect((await wrong(account.email, forged(99))).status).toBe(429);
  });
});

describe('registration and reset limits', () => {
  it('allows 10 new accounts an hour from one address', async () => {
    const address = from();
    for (let i = 0; i < 10; i += 1) expect((await api(registerUser, signUpBody(), { headers: address })).status).toBe(200);
    expect((await api<ErrorBody>(registerUser, signUpBody(), { headers: address })).status).toBe(429);
    expect((await api(registerUser, signUpBody(), { headers: from() })).status).toBe(200);
  });

  it('limits reset e-mails per address even in parallel', async () => {
    const account = await registerRenter();
    const answers = await Promise.all(Array.from({ length: 8 }, () => api(resetRequest, { email: account.email }, { headers: from() })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
  });
});

describe('code limits', () => {
  it('counts parallel wrong guesses against the same 5 tries', async () => {
    const me = await registerRenter();
    expect((await api(sendCode, { channel: 'email' }, { token: me.access_token })).status).toBe(200);
    const { lastEmail } = await import('@/tests/support/accounts');
    const code = ((await lastEmail(me.email))!.payload as { code: string }).code;
    const guess = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 20 }, () => api<ErrorBody>(confirmCode, { channel: 'email', code: guess }, { token: me.access_token })));
    expect(answers.filter((answer) => answer.json.error.code === 'wrong_code')).toHaveLength(5);
    // The right code no longer works either: the tries are used up.
    expect((await api<ErrorBody>(confirmCode, { channel: 'email', code }, { token: me.access_token })).json.error.code).toBe('code_expired');
  });

  it('sends one code when asked twice at once (the cooldown cannot be raced)', async () => {
    const me = await registerRenter();
    const answers = await Promise.all(Array.from({ length: 6 }, () => api(sendCode, { channel: 'phone' }, { token: me.access_token })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });
});

describe('the counting mechanism', () => {
  it('refuses to count inside a transaction, where a refusal would roll its own count back', async () => {
    const { inTransaction } = await import('@/lib/server/db/client');
    const { consume } = await import('@/lib/server/security/rate-limit');
    await expect(inTransaction(() => consume({ bucket: 'test', max: 1, windowMs: 1000 }, unique()))).rejects.toThrow(/inside a transaction/);
  });
});
