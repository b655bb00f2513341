import { beforeAll, describe, expect, it } from 'vitest';
import { POST as reportList } from '@/app/api/admin/reports/list/route';
import { POST as getUser } from '@/app/api/profile/get-user/route';
import { POST as publicProfile } from '@/app/api/profile/public/route';
import { POST as settings } from '@/app/api/profile/settings/route';
import { POST as update } from '@/app/api/profile/update/route';
import { POST as createReport } from '@/app/api/reports/create/route';
import { seedDatabase } from '@/lib/server/db/seed';
import { api, registerRenter } from '@/tests/support/accounts';
import type { ErrorBody } from '@/tests/support/call-route';
import { createSignedInUser } from '@/tests/support/factories';

beforeAll(async () => {
  await seedDatabase({ demoAccounts: false });
});

type UserBody = { data: { user: Record<string, unknown> } };

const profile = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Марія',
  last_name: 'Петренко',
  phone: `050${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
  city_id: null,
  languages: [
    { code: 'uk', level: 'native' },
    { code: 'en', level: 'fluent' },
  ],
  ...overrides,
});

describe('profile', () => {
  it('updates name, phone, city and languages of the signed-in person only', async () => {
    const me = await registerRenter();
    const other = await registerRenter();
    const body = profile({ city_id: 1 });
    const res = await api<UserBody>(update, body, { token: me.access_token });
    expect(res.status).toBe(200);
    expect(res.json.data.user).toMatchObject({ name: 'Марія', email: me.email, phone: `+38${body.phone}`, city: { id: 1, name: 'Київ' }, languages: body.languages });
    const theirs = await api<UserBody>(getUser, {}, { token: other.access_token });
    expect(theirs.json.data.user.email).toBe(other.email);
  });

  it('keeps the phone unique, and never changes the e-mail (that needs the password and a code)', async () => {
    const me = await registerRenter();
    const other = await registerRenter();
    const theirs = (await api<{ data: { user: { phone: string } } }>(getUser, {}, { token: other.access_token })).json.data.user.phone;
    const taken = await api<ErrorBody>(update, profile({ phone: theirs }), { token: me.access_token });
    expect(taken.status).toBe(409);
    expect(Object.keys(taken.json.error.fields ?? {})).toEqual(['phone']);
    const moved = await api<ErrorBody>(update, profile({ email: other.email.toUpperCase() }), { token: me.access_token });
    expect(moved.status).toBe(422);
    expect(Object.keys(moved.json.error.fields ?? {})).toEqual(['email']);
    // Sending one's own e-mail back unchanged is fine (the mobile apps send the whole profile).
    expect((await api(update, profile({ email: me.email.toUpperCase() }), { token: me.access_token })).status).toBe(200);
  });

  it('refuses an unknown city and a language listed twice', async () => {
    const me = await registerRenter();
    const city = await api<ErrorBody>(update, profile({ city_id: 99_999 }), { token: me.access_token });
    expect(city.json.error.fields).toEqual({ city_id: 'Будь ласка, оберіть один із варіантів' });
    const twice = await api<ErrorBody>(update, profile({ languages: [{ code: 'uk', level: 'native' }, { code: 'uk', level: 'basic' }] }), { token: me.access_token });
    expect(twice.json.error.fields).toEqual({ languages: 'Кожну мову можна додати лише раз' });
  });

  it('stores the newsletter choice and both notification opt-outs', async () => {
    const me = await registerRenter();
    const res = await api<UserBody>(settings, { newsletter: true, notify_phone_opt_out: true, notify_email_opt_out: false }, { token: me.access_token });
    expect(res.json.data.user).toMatchObject({ newsletter: 1, notify_phone_opt_out: 1, notify_email_opt_out: 0 });
    expect((await api(settings, { newsletter: 'yes' }, { token: me.access_token })).status).toBe(422);
  });
});

describe('public profiles', () => {
  it('show nothing private and only under the right kind', async () => {
    const renter = await registerRenter();
    const res = await api<{ data: Record<string, unknown> }>(publicProfile, { id: renter.user.id });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ kind: 'user', full_name: "Олена К.", trips_count: 0, rating: null, reviews: [] });
    const text = JSON.stringify(res.json.data);
    expect(text).not.toContain(renter.email);
    expect(text).not.toMatch(/phone|email|password/i);
    expect((await api(publicProfile, { id: 987_654 })).status).toBe(404);
  });
});

describe('reports', () => {
  it('need a reason and allow one open report per reporter and target', async () => {
    const reporter = await registerRenter();
    const target = await registerRenter();
    const noReason = await api<ErrorBody>(createReport, { user_id: target.user.id }, { token: reporter.access_token });
    expect(noReason.status).toBe(422);
    expect(noReason.json.error.fields).toEqual({ reason: 'Будь ласка, оберіть один із варіантів' });
    expect((await api(createReport, { user_id: target.user.id, reason: 4 }, { token: reporter.access_token })).status).toBe(422);
    const first = await api(createReport, { user_id: target.user.id, reason: 3, comment: 'Просить оплату поза платформою' }, { token: reporter.access_token });
    expect(first.status).toBe(200);
    const second = await api<ErrorBody>(createReport, { user_id: target.user.id, reason: 2 }, { token: reporter.access_token });
    expect(second.status).toBe(409);
    expect((await api(createReport, { user_id: reporter.user.id, reason: 1 }, { token: reporter.access_token })).status).toBe(422);
    expect((await api(createReport, { user_id: target.user.id, reason: 1, comment: 'x'.repeat(256) }, { token: reporter.access_token })).status).toBe(422);
  });

  it('and the outbox are listed for operators only', async () => {
    const { POST: outboxList } = await import('@/app/api/admin/outbox/list/route');
    const someone = await registerRenter();
    expect((await api(outboxList, { recipient: someone.email }, { token: someone.access_token })).status).toBe(403);
    const staff = await createSignedInUser({ isStaff: true });
    const mails = await api<{ data: { items: { template: string }[] } }>(outboxList, { recipient: someone.email.toUpperCase() }, { token: staff.token });
    expect(mails.json.data.items.map((item) => item.template)).toEqual(['welcome']);
  });

  it('are listed for operators only', async () => {
    const reporter = await registerRenter();
    const target = await registerRenter();
    await api(createReport, { user_id: target.user.id, reason: 1 }, { token: reporter.access_token });
    expect((await api(reportList, {}, { token: reporter.access_token })).status).toBe(403);
    expect((await api(reportList, {})).status).toBe(401);
    const operator = await createSignedInUser({ isStaff: true });
    const list = await api<{ data: { items: { target_id: number; reason: number }[] } }>(reportList, {}, { token: operator.token });
    expect(list.json.data.items).toContainEqual(expect.objectContaining({ target_id: target.user.id, reason: 1 }));
  });
});

describe('a verified name', () => {
  it('cannot be changed in the profile once a licence or an owner check confirmed it', async () => {
    const { eq } = await import('drizzle-orm');
    const { getDb } = await import('@/lib/server/db/client');
    const { users } = await import('@/lib/server/db/schema');
    const db = await getDb();
    for (const verified of [{ isDriverLicenseVerified: true }, { role: 2, isHost: true, legalVerification: 2 }]) {
      const me = await registerRenter();
      await db.update(users).set(verified).where(eq(users.id, me.user.id));
      const renamed = await api<ErrorBody>(update, profile({ first_name: 'Іван', last_name: 'Франко' }), { token: me.access_token });
      expect(renamed.status, JSON.stringify(verified)).toBe(422);
      expect(Object.keys(renamed.json.error.fields ?? {}).sort()).toEqual(['first_name', 'last_name']);
      // Everything else still saves.
      const [row] = await db.select().from(users).where(eq(users.id, me.user.id));
      expect((await api(update, profile({ first_name: row!.firstName, last_name: row!.lastName, city_id: 1 }), { token: me.access_token })).status).toBe(200);
    }
  });
});
