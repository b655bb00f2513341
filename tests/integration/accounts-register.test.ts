import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as registerHost } from '@/app/api/auth/register-host/route';
import { POST as registerLegal } from '@/app/api/auth/register-legal/route';
import { POST as registerUser } from '@/app/api/auth/register-user/route';
import { POST as checkEmail } from '@/app/api/auth/check-email/route';
import { POST as getUser } from '@/app/api/profile/get-user/route';
import { ZAccountState } from '@/lib/accounts/api-user';
import { getDb } from '@/lib/server/db/client';
import { companies, users } from '@/lib/server/db/schema';
import { api, lastEmail, registerRenter, type SessionBody, signUpBody } from '@/tests/support/accounts';
import type { ErrorBody } from '@/tests/support/call-route';

describe('registration', () => {
  it('creates a renter, signs them in with an HttpOnly cookie and a token, and sends the welcome e-mail', async () => {
    const body = signUpBody({ email: 'Olena.Case@Test.Kermo.UA', phone: '+38 (067) 555-12-34' });
    const res = await api<SessionBody>(registerUser, { ...body, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.json.data.user).toMatchObject({ email: 'olena.case@test.kermo.ua', role: 1, is_user: 1, is_host: 0 });
    expect(res.json.data.redirect).toBe('/en/cabinet');
    expect(res.headers.get('set-cookie')).toMatch(/accessToken=[^;]+;.*HttpOnly; SameSite=Lax/);
    const me = await api(getUser, {}, { token: res.json.data.access_token });
    const state = ZAccountState.strict().parse((me.json as { data: unknown }).data);
    expect(state).toMatchObject({ user: { phone: '+380675551234', full_name: "Олена Кам'янська" }, cars: null, balance: 0, reviews: { rating: null } });
    const mail = await lastEmail('olena.case@test.kermo.ua');
    expect(mail).toMatchObject({ template: 'welcome', locale: 'en', subject: 'Welcome to Kermo' });
  });

  it('creates hosts (is_host 1, is_user 0) and companies (role 3 with the company name)', async () => {
    const host = await api<SessionBody>(registerHost, signUpBody());
    expect(host.json.data.user).toMatchObject({ role: 2, is_host: 1, is_user: 0 });
    expect(host.json.data.redirect).toBe('/cabinet');
    const legal = await api<SessionBody>(registerLegal, signUpBody({ company_name: 'ТОВ «Автопарк Схід»' }));
    expect(legal.status).toBe(200);
    expect(legal.json.data.user).toMatchObject({ role: 3, full_name: 'ТОВ «Автопарк Схід»', company_name: 'ТОВ «Автопарк Схід»' });
    const db = await getDb();
    expect(await db.select().from(companies).where(eq(companies.userId, legal.json.data.user.id))).toHaveLength(1);
    const ukMail = await lastEmail(legal.json.data.user.email);
    expect(ukMail?.subject).toBe('Ласкаво просимо до Kermo');
  });

  it('requires the company name for companies', async () => {
    const res = await api<ErrorBody>(registerLegal, signUpBody());
    expect(res.status).toBe(422);
    expect(res.json.error.fields).toEqual({ company_name: "Будь ласка, заповніть обов'язкове поле" });
  });

  it.each([
    ['short', 'Ab#1', 'password', 'Мінімальна довжина — 8 символів'],
    ['no digit', 'Secret#Pass', 'password', 'Пароль має містити щонайменше одну цифру'],
    ['no symbol', 'Secret2026', 'password', 'Пароль має містити щонайменше один символ: ! @ # $ % ^ & * . _ + -'],
    ['no lower case', 'SECRET#2026', 'password', 'Пароль має містити щонайменше одну малу латинську літеру'],
    ['no upper case', 'secret#2026', 'password', 'Пароль має містити щонайменше одну велику латинську літеру'],
    ['Cyrillic letters', 'Пароль#2026a', 'password', 'Пароль може містити лише латинські літери, цифри та символи ! @ # $ % ^ & * . _ + -'],
    ['a symbol outside the list', 'Secret#2026?', 'password', 'Пароль може містити лише латинські літери, цифри та символи ! @ # $ % ^ & * . _ + -'],
  ])('refuses a password that is %s', async (_, password, field, message) => {
    const res = await api<ErrorBody>(registerUser, signUpBody({ password, password_confirmation: password }));
    expect(res.status).toBe(422);
    expect(res.json.error.fields?.[field]).toBe(message);
  });

  it('accepts every allowed symbol', async () => {
    for (const symbol of '!@#$%^&*._+-') {
      const password = `Abcdefg1${symbol}`;
      const res = await api(registerUser, signUpBody({ password, password_confirmation: password }));
      expect(res.status, symbol).toBe(200);
    }
  });

  it.each([
    [{ password_confirmation: 'Other#2026' }, 'password_confirmation', 'Паролі не збігаються'],
    [{ first_name: 'О' }, 'first_name', 'Щонайменше 2 літери'],
    [{ first_name: 'Ол3на' }, 'first_name', 'Лише літери, апостроф і дефіс'],
    [{ last_name: 'Ivanov!' }, 'last_name', 'Лише літери, апостроф і дефіс'],
    [{ last_name: "'-" }, 'last_name', 'Щонайменше 2 літери'],
    [{ first_name: '' }, 'first_name', "Будь ласка, заповніть обов'язкове поле"],
    [{ email: 'not-an-email' }, 'email', 'Введіть дійсну адресу електронної пошти'],
    [{ phone: '12345' }, 'phone', 'Введіть український номер, наприклад 067 123 45 67'],
    [{ accept_terms: false }, 'accept_terms', 'Потрібно погодитися з умовами'],
    [{ accept_terms: undefined }, 'accept_terms', 'Потрібно погодитися з умовами'],
  ])('refuses %j', async (override, field, message) => {
    const res = await api<ErrorBody>(registerUser, signUpBody(override));
    expect(res.status).toBe(422);
    expect(res.json.error.fields?.[field]).toBe(message);
  });

  it('accepts names with apostrophes and hyphens in Ukrainian and Latin', async () => {
    for (const [first, last] of [["Дар'я", 'Ковальчук-Гнатюк'], ['Anna-Maria', "O'Neil"], ['Ґалина', 'Їжакевичʼ']]) {
      const res = await api(registerUser, signUpBody({ first_name: first, last_name: last }));
      expect(res.status, `${first} ${last}`).toBe(200);
    }
  });

  it('says "email must be unique" and "phone must be unique", whatever the spelling', async () => {
    const first = await registerRenter();
    const sameEmail = await api<ErrorBody>(registerUser, { ...signUpBody({ email: first.email.toUpperCase() }), lang: 'en' });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.json.error).toMatchObject({ code: 'email_taken', message: 'email must be unique', fields: { email: 'email must be unique' } });
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, first.user.id));
    const samePhone = await api<ErrorBody>(registerUser, { ...signUpBody({ phone: row!.phone!.replace('+38', '') }), lang: 'en' });
    expect(samePhone.status).toBe(409);
    expect(samePhone.json.error).toMatchObject({ code: 'phone_taken', message: 'phone must be unique' });
  });

  it('lets only one of two simultaneous sign-ups with one e-mail through', async () => {
    const body = signUpBody();
    const results = await Promise.all([api(registerUser, body), api(registerUser, { ...body, phone: '0501234567' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('tells the e-mail-first entry whether an address is registered', async () => {
    const { email } = await registerRenter();
    expect((await api<{ data: { exists: boolean } }>(checkEmail, { email })).json.data.exists).toBe(true);
    expect((await api<{ data: { exists: boolean } }>(checkEmail, { email: 'nobody-here@test.kermo.ua' })).json.data.exists).toBe(false);
  });
});
