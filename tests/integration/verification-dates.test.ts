import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as registerHost } from '@/app/api/auth/register-host/route';
import { POST as save } from '@/app/api/verification/licence/save/route';
import { POST as submit } from '@/app/api/verification/licence/submit/route';
import { POST as hostApply } from '@/app/api/verification/host/apply/route';
import { getDb } from '@/lib/server/db/client';
import { driverLicences } from '@/lib/server/db/schema';
import { addDays, addYears, kyivToday } from '@/lib/time/iso-date';
import { api, registerRenter, type SessionBody, signUpBody } from '@/tests/support/accounts';
import type { ErrorBody } from '@/tests/support/call-route';

/** Every date a person gives is a real day in a range a person could have (lib/validation/dates.ts). */
afterEach(() => vi.useRealTimers());

const photo = async () => new Blob([new Uint8Array(await sharp({ create: { width: 64, height: 48, channels: 3, background: '#999' } }).jpeg().toBuffer())], { type: 'image/jpeg' });

async function saveLicence(token: string, values: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  form.set('front', await photo(), 'front.jpg');
  const response = await save(new Request('http://localhost:3000/api/verification/licence/save', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } }));
  return { status: response.status, json: (await response.json()) as Partial<ErrorBody> };
}

describe('dates in the host application and the licence', () => {
  it('refuse a host’s birth date no calendar has, and one of a child or of someone 121 years old', async () => {
    // Frozen at the real now, so "18 tomorrow" cannot turn into "18 today" at midnight.
    vi.useFakeTimers({ now: new Date(), toFake: ['Date'] });
    const today = kyivToday();
    const host = await api<SessionBody>(registerHost, signUpBody());
    const token = host.json.data.access_token;
    const apply = (birth: string) => api<ErrorBody>(hostApply, { tax_number: '1234567899', birth_date: birth, lang: 'en' }, { token });
    for (const impossible of ['1990-02-30', '9999-99-99']) expect((await apply(impossible)).json.error.fields).toEqual({ birth_date: 'This value has the wrong format' });
    for (const outside of [addDays(addYears(today, -18), 1), addYears(today, -121)]) {
      const res = await apply(outside);
      expect(res.status, outside).toBe(422);
      expect(res.json.error.fields).toEqual({ birth_date: 'Check the date of birth: the age must be between 18 and 120' });
    }
    expect((await apply(addYears(today, -18))).status).toBe(200);
  });

  it('refuse licence dates out of range with plain messages in the person’s language', async () => {
    const today = kyivToday();
    const renter = await registerRenter();
    const base = { country: 'UA', serial_number: `DTE ${Math.floor(100000 + Math.random() * 899999)}`, first_name: 'Олег', last_name: 'Скрипка', birth_date: addYears(today, -30), issued_on: addYears(today, -5), expires_on: addYears(today, 5) };
    const future = await saveLicence(renter.access_token, { ...base, issued_on: addDays(today, 1), expires_on: '9999-12-31' });
    expect(future.status).toBe(422);
    expect(future.json.error?.fields).toEqual({ issued_on: 'Дата не може бути пізнішою за сьогоднішню', expires_on: 'Неправильний формат' });
    const far = await saveLicence(renter.access_token, { ...base, expires_on: addYears(today, 60) });
    expect(far.json.error?.fields).toEqual({ expires_on: 'Перевірте рік: дата не може бути пізнішою, ніж через 50 років' });
    const swapped = await saveLicence(renter.access_token, { ...base, issued_on: addYears(today, -1), expires_on: addYears(today, -2), lang: 'en' });
    expect(swapped.json.error?.fields).toEqual({ expires_on: 'The expiry date must be later than the date of issue' });
  });

  it('check a draft’s dates again on submit: a draft saved before the rules cannot reach the queue', async () => {
    const today = kyivToday();
    const renter = await registerRenter();
    const db = await getDb();
    await db.insert(driverLicences).values({
      userId: renter.user.id, country: 'UA', serialNumber: `OLD${renter.user.id}9`, firstName: 'Олег', lastName: 'Скрипка',
      birthDate: addYears(today, -30), issuedOn: addYears(today, -5), expiresOn: addYears(today, 60),
      photos: { front: 'private/a.jpg', back: 'private/b.jpg', selfie: 'private/c.jpg' }, status: 'draft',
    });
    const res = await api<ErrorBody>(submit, { lang: 'en' }, { token: renter.access_token });
    expect(res.status).toBe(422);
    expect(res.json.error.fields).toEqual({ expires_on: 'Check the year: the date cannot be more than 50 years from now' });
  });
});
