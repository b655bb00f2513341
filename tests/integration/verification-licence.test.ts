import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as decide } from '@/app/api/admin/verification/licence-decision/route';
import { POST as queue } from '@/app/api/admin/verification/licences/route';
import { GET as mediaFile } from '@/app/storage/media/[...path]/route';
import { GET as licencePhotoRoute } from '@/app/api/verification/licence/photo/[id]/[side]/route';
import { POST as save } from '@/app/api/verification/licence/save/route';
import { POST as submit } from '@/app/api/verification/licence/submit/route';
import { POST as getUser } from '@/app/api/profile/get-user/route';
import { kyivToday } from '@/lib/catalog/search-params';
import { addDays, addYears } from '@/lib/time/iso-date';
import { findUserById } from '@/lib/server/accounts/find-user';
import { assertCanBook, assertCanListCar } from '@/lib/server/verification/gates';
import { api, lastEmail, registerRenter } from '@/tests/support/accounts';
import type { ErrorBody } from '@/tests/support/call-route';
import { createSignedInUser, createUser } from '@/tests/support/factories';

const photo = async (color: string) => new Blob([new Uint8Array(await sharp({ create: { width: 800, height: 500, channels: 3, background: color } }).jpeg().toBuffer())], { type: 'image/jpeg' });

let serial = 100_000 + Math.floor(Math.random() * 800_000);
// Dates relative to today (years of margin), so the suite never goes stale.
const fields = (overrides: Record<string, string> = {}) => ({
  country: 'UA',
  serial_number: `ВХС ${(serial += 1)}`,
  first_name: 'Олег',
  last_name: 'Скрипка',
  birth_date: addYears(kyivToday(), -36),
  issued_on: addYears(kyivToday(), -14),
  expires_on: addYears(kyivToday(), 6),
  ...overrides,
});

afterEach(() => {
  vi.useRealTimers();
});

async function saveLicence(token: string, values: Record<string, string>, photos: Partial<Record<'front' | 'back' | 'selfie', Blob>>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  for (const [side, blob] of Object.entries(photos)) form.set(side, blob, `${side}.jpg`);
  const response = await save(new Request('http://localhost:3000/api/verification/licence/save', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } }));
  return { status: response.status, json: (await response.json()) as { data?: { licence: { id: number; status: string; serial_number: string; photos: Record<string, string> } } } & Partial<ErrorBody> };
}

const getPhoto = (path: string, token?: string) => {
  const [, , , , , id, side] = path.split('/');
  return licencePhotoRoute(new Request(`http://localhost:3000${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }), { params: Promise.resolve({ id: id!, side: side! }) });
};

async function readyLicence() {
  const renter = await registerRenter();
  const saved = await saveLicence(renter.access_token, fields(), { front: await photo('#ddd'), back: await photo('#ccc'), selfie: await photo('#bbb') });
  expect(saved.status).toBe(200);
  return { renter, licence: saved.json.data!.licence };
}

describe('driving licence', () => {
  it('saves with at least one photo, and submits only with all three', async () => {
    const renter = await registerRenter();
    const none = await saveLicence(renter.access_token, fields(), {});
    expect(none.status).toBe(422);
    expect(none.json.error?.fields).toEqual({ photos: 'Оберіть щонайменше 1' });
    const one = await saveLicence(renter.access_token, fields(), { front: await photo('#eee') });
    expect(one.json.data?.licence).toMatchObject({ status: 'draft', serial_number: expect.stringMatching(/^BXC\d+$/) });
    expect(Object.keys(one.json.data!.licence.photos)).toEqual(['front']);
    const early = await api<ErrorBody>(submit, { lang: 'en' }, { token: renter.access_token });
    expect(early.json.error.message).toBe('Add all three photos: the front, the back and you holding the licence.');
    await saveLicence(renter.access_token, fields({ serial_number: one.json.data!.licence.serial_number }), { back: await photo('#ddd'), selfie: await photo('#ccc') });
    const sent = await api<{ data: { licence: { status: string } } }>(submit, {}, { token: renter.access_token });
    expect(sent.json.data.licence.status).toBe('pending');
    const again = await saveLicence(renter.access_token, fields(), { front: await photo('#eee') });
    expect(again.status).toBe(409);
    expect(again.json.error?.code).toBe('licence_exists');
  });

  // Each one day past the rule's boundary, with the clock frozen so "today" cannot move mid-test.
  it.each([
    ['expired yesterday', (today: string) => ({ expires_on: addDays(today, -1) }), 'The licence has expired.'],
    ['21 tomorrow', (today: string) => ({ birth_date: addDays(addYears(today, -21), 1), issued_on: addYears(today, -2) }), 'You must be at least 21 to rent a car.'],
    ['licensed 2 years ago tomorrow', (today: string) => ({ issued_on: addDays(addYears(today, -2), 1) }), 'You need at least 2 years of driving experience.'],
  ])('refuses a licence %s on submit', async (_, override, message) => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    const renter = await registerRenter();
    await saveLicence(renter.access_token, fields(override(kyivToday())), { front: await photo('#aaaaaa'), back: await photo('#bbbbbb'), selfie: await photo('#cccccc') });
    const res = await api<ErrorBody>(submit, { lang: 'en' }, { token: renter.access_token });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe(message);
  });

  it('says "driver licence already registered" for a serial and number of another account', async () => {
    const first = await registerRenter();
    const values = fields();
    await saveLicence(first.access_token, values, { front: await photo('#aaaaaa') });
    const second = await registerRenter();
    const res = await saveLicence(second.access_token, { ...values, serial_number: values.serial_number.replace(' ', '').toLowerCase(), lang: 'en' }, { front: await photo('#aaaaaa') });
    expect(res.status).toBe(409);
    expect(res.json.error?.message).toBe('driver licence already registered');
    // The same number typed with Cyrillic look-alike letters is the same licence.
    const third = await registerRenter();
    const latin = `AXX ${(serial += 1)}`;
    expect((await saveLicence(first.access_token, { ...values, serial_number: latin }, { front: await photo('#aaaaaa') })).status).toBe(200);
    const cyrillic = await saveLicence(third.access_token, { ...values, serial_number: latin.replace('AXX', 'АХХ') }, { front: await photo('#aaaaaa') });
    expect(cyrillic.status).toBe(409);
  });

  it('keeps the photos private: the owner and operators only', async () => {
    const { renter, licence } = await readyLicence();
    const front = licence.photos.front!;
    expect(front).toMatch(/^\/api\/verification\/licence\/photo\/\d+\/front$/);
    expect((await getPhoto(front, renter.access_token)).status).toBe(200);
    expect((await getPhoto(front, renter.access_token)).headers.get('cache-control')).toBe('private, no-store');
    const stranger = await registerRenter();
    expect((await getPhoto(front, stranger.access_token)).status).toBe(404);
    expect((await getPhoto(front)).status).toBe(404);
    const operator = await createSignedInUser({ isStaff: true });
    expect((await getPhoto(front, operator.token)).status).toBe(200);
    // Nothing under the public file routes reaches private storage (tests/integration/storage-areas.test.ts tries every spelling).
    for (const path of ['..%2Fprivate%2Flicences', '%2E%2E/%2E%2E/private/licences', 'private/licences']) {
      expect((await mediaFile(new Request(`http://localhost:3000/storage/media/${path}`))).status).toBe(404);
    }
  });

  it('is approved by an operator: the renter becomes a verified driver, is told, and the decision is recorded', async () => {
    const { renter } = await readyLicence();
    await api(submit, {}, { token: renter.access_token });
    const operator = await createSignedInUser({ isStaff: true });
    expect((await api(queue, {}, { token: renter.access_token })).status).toBe(403);
    const pending = await api<{ data: { items: { id: number; user_id: number }[] } }>(queue, {}, { token: operator.token });
    const item = pending.json.data.items.find((entry) => entry.user_id === renter.user.id)!;
    const noReason = await api<ErrorBody>(decide, { licence_id: item.id, decision: 'rejected' }, { token: operator.token });
    expect(noReason.json.error.fields).toEqual({ reason: "Будь ласка, заповніть обов'язкове поле" });
    const approved = await api<{ data: { licence: { status: string } } }>(decide, { licence_id: item.id, decision: 'approved' }, { token: operator.token });
    expect(approved.json.data.licence.status).toBe('approved');
    const me = await api<{ data: { user: { is_driver_license_verified: number } } }>(getUser, {}, { token: renter.access_token });
    expect(me.json.data.user.is_driver_license_verified).toBe(1);
    expect(await lastEmail(renter.email)).toMatchObject({ template: 'licenceApproved' });
    // Decided once: a second decision finds nothing pending.
    expect((await api(decide, { licence_id: item.id, decision: 'rejected', reason: 'x' }, { token: operator.token })).status).toBe(404);
  });

  it('is rejected with a reason the renter sees, and can then be corrected', async () => {
    const { renter, licence } = await readyLicence();
    await api(submit, {}, { token: renter.access_token });
    const operator = await createSignedInUser({ isStaff: true });
    await api(decide, { licence_id: licence.id, decision: 'rejected', reason: 'Фото розмите' }, { token: operator.token });
    expect(await lastEmail(renter.email)).toMatchObject({ template: 'licenceRejected' });
    expect((await lastEmail(renter.email))!.bodyText).toContain('Фото розмите');
    const corrected = await saveLicence(renter.access_token, fields(), { front: await photo('#fff') });
    expect(corrected.json.data?.licence.status).toBe('draft');
  });
});

describe('gates for bookings and listings', () => {
  it('lets only approved, non-company, present drivers book, with the spec messages', async () => {
    const driver = await createUser({ isDriverLicenseVerified: true });
    expect(() => assertCanBook(driver)).not.toThrow();
    expect(() => assertCanBook({ ...driver, isDriverLicenseVerified: false })).toThrow(expect.objectContaining({ code: 'not_verified_driver' }));
    expect(() => assertCanBook({ ...driver, role: 3 })).toThrow(expect.objectContaining({ code: 'legal_cannot_rent' }));
    expect(() => assertCanBook({ ...driver, deletedAt: new Date() })).toThrow(expect.objectContaining({ code: 'user_deleted' }));
  });

  it('lets only verified hosts and companies list cars: "Please complete verification to add or activate a car"', async () => {
    const host = (await findUserById((await createUser({ role: 2, isHost: true, legalVerification: 2 })).id))!;
    expect(() => assertCanListCar(host)).not.toThrow();
    expect(() => assertCanListCar({ ...host, role: 3 })).not.toThrow();
    for (const legalVerification of [0, 1, 3]) expect(() => assertCanListCar({ ...host, legalVerification })).toThrow(expect.objectContaining({ code: 'verification_required' }));
    expect(() => assertCanListCar({ ...host, role: 1 })).toThrow(expect.objectContaining({ code: 'verification_required' }));
  });

  it('keeps only the photos in use: replaced and failed uploads are removed, and saves are limited', async () => {
    const { readdirSync, existsSync } = await import('node:fs');
    const path = await import('node:path');
    const { runDueJobs } = await import('@/lib/server/jobs/run-due-jobs');
    const { appJobs } = await import('@/lib/server/jobs/app-jobs');
    const renter = await registerRenter();
    const folder = path.join(process.env.STORAGE_DIR!, 'private', 'licences', String(renter.user.id));
    const files = () => (existsSync(folder) ? readdirSync(folder).sort() : []);
    const all = async () => ({ front: await photo('#111'), back: await photo('#222'), selfie: await photo('#333') });
    const values = fields();
    for (let i = 0; i < 3; i += 1) expect((await saveLicence(renter.access_token, values, await all())).status).toBe(200);
    // Parallel saves: whatever wins, the losers' uploads must not stay behind.
    await Promise.all(Array.from({ length: 4 }, async () => saveLicence(renter.access_token, values, await all())));
    await runDueJobs(appJobs, { now: new Date(Date.now() + 60_000) });
    const { getDb } = await import('@/lib/server/db/client');
    const { driverLicences } = await import('@/lib/server/db/schema');
    const { eq } = await import('drizzle-orm');
    const [row] = await (await getDb()).select().from(driverLicences).where(eq(driverLicences.userId, renter.user.id));
    const inUse = Object.values(row!.photos).map((ref) => path.basename(ref!)).sort();
    expect(files()).toEqual(inUse);

    // 20 saves an hour per account (7 used above).
    const answers = [];
    for (let i = 0; i < 16; i += 1) answers.push((await saveLicence(renter.access_token, values, { front: await photo('#444') })).status);
    expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0);
  });
});
