import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as signIn } from '@/app/api/auth/sign-in/route';
import { POST as deleteCancel } from '@/app/api/profile/delete-cancel/route';
import { POST as deleteRequest } from '@/app/api/profile/delete-request/route';
import { POST as getUser } from '@/app/api/profile/get-user/route';
import { processDueDeletions } from '@/lib/server/accounts/deletion';
import { getDb } from '@/lib/server/db/client';
import { outbox, users } from '@/lib/server/db/schema';
import { api, lastEmail, registerRenter } from '@/tests/support/accounts';
import type { ErrorBody } from '@/tests/support/call-route';

afterEach(() => vi.useRealTimers());

describe('account deletion', () => {
  it('is scheduled 2 business days ahead, skipping the weekend, and mailed', async () => {
    const account = await registerRenter();
    // Friday 27 Nov 2026, 15:00 in Kyiv.
    vi.useFakeTimers({ now: new Date('2026-11-27T13:00:00Z'), toFake: ['Date'] });
    const res = await api<{ data: { deletion_due_at: string } }>(deleteRequest, { lang: 'en' }, { token: account.access_token });
    expect(res.json.data.deletion_due_at).toBe('2026-12-01T13:00:00.000Z');
    expect(await lastEmail(account.email)).toMatchObject({ template: 'deletionScheduled', subject: 'Your account deletion request was received' });
    const twice = await api<ErrorBody>(deleteRequest, {}, { token: account.access_token });
    expect(twice.status).toBe(409);
  });

  it('completes only when due: anonymises, ends sessions, and sign-in says the user was deleted', async () => {
    const account = await registerRenter();
    const requested = new Date('2026-11-23T08:00:00Z');
    vi.useFakeTimers({ now: requested, toFake: ['Date'] });
    await api(deleteRequest, {}, { token: account.access_token });
    vi.useRealTimers();

    expect(await processDueDeletions(new Date('2026-11-24T08:00:00Z'))).toBe(0);
    expect((await api(getUser, {}, { token: account.access_token })).status).toBe(200);

    expect(await processDueDeletions(new Date('2026-11-25T08:00:01Z'))).toBeGreaterThanOrEqual(1);
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, account.user.id));
    expect(row).toMatchObject({ firstName: '', lastName: '', phone: null, passwordHash: null, avatarPath: null });
    expect(row!.email).not.toContain('olena');
    expect(row!.deletedAt).not.toBeNull();
    expect((await api(getUser, {}, { token: account.access_token })).status).toBe(401);
    const again = await api<ErrorBody>(signIn, { email: account.email, password: account.password, lang: 'en' });
    expect(again.status).toBe(403);
    expect(again.json.error.message).toBe('Sorry, the user was deleted');
    expect(await lastEmail(account.email)).toMatchObject({ template: 'deletionCompleted' });
    // Running the job again finds nothing to do.
    expect(await processDueDeletions(new Date('2026-11-26T00:00:00Z'))).toBe(0);
  });

  it('can be withdrawn before it is due', async () => {
    const account = await registerRenter();
    await api(deleteRequest, {}, { token: account.access_token });
    const res = await api<{ data: { user: { deletion_due_at: string | null } } }>(deleteCancel, {}, { token: account.access_token });
    expect(res.json.data.user.deletion_due_at).toBeNull();
    // Long after it would have been due (relative to now, so the test never goes stale).
    await processDueDeletions(new Date(Date.now() + 30 * 86_400_000));
    expect((await api(getUser, {}, { token: account.access_token })).status).toBe(200);
  });

  it('is done once even when two job runners race', async () => {
    const accounts = await Promise.all([registerRenter(), registerRenter(), registerRenter()]);
    for (const account of accounts) await api(deleteRequest, {}, { token: account.access_token });
    const later = new Date(Date.now() + 7 * 86_400_000);
    const before = await processDueDeletions(new Date(0));
    expect(before).toBe(0);
    const [a, b] = await Promise.all([processDueDeletions(later), processDueDeletions(later)]);
    const db = await getDb();
    const rows = await Promise.all(accounts.map((account) => db.select().from(users).where(eq(users.id, account.user.id))));
    expect(rows.every(([row]) => row?.deletedAt)).toBe(true);
    // Each account was completed by exactly one runner: one completion e-mail each, never two.
    expect(a + b).toBeGreaterThanOrEqual(3);
    for (const account of accounts) {
      const mails = await db.select().from(outbox).where(and(eq(outbox.recipient, account.email), eq(outbox.template, 'deletionCompleted')));
      expect(mails, account.email).toHaveLength(1);
    }
  });

  it('erases the person from every table and every stored file, keeping only the anonymous row', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const path = await import('node:path');
    const sharp = (await import('sharp')).default;
    const { sql } = await import('drizzle-orm');
    const { POST: registerHost } = await import('@/app/api/auth/register-host/route');
    const { POST: uploadAvatar } = await import('@/app/api/profile/avatar/route');
    const { POST: hostApply } = await import('@/app/api/verification/host/apply/route');
    const { POST: sendCode } = await import('@/app/api/verification/send-code/route');
    const { POST: requestEmailChange } = await import('@/app/api/profile/email-change/request/route');
    const { POST: report } = await import('@/app/api/reports/create/route');
    const { driverLicences, emailChanges, socialAccounts, verificationDecisions } = await import('@/lib/server/db/schema');
    const { imageAtSize, storePrivateImage } = await import('@/lib/server/media/images');
    const { runDueJobs } = await import('@/lib/server/jobs/run-due-jobs');
    const { appJobs } = await import('@/lib/server/jobs/app-jobs');
    const { signUpBody } = await import('@/tests/support/accounts');
    const { unique } = await import('@/tests/support/factories');

    const letters = 'абвгдежзиклмнопрстуфхцчшщ';
    const word = () => Array.from({ length: 7 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
    const firstName = `Зоряна${word()}`;
    const lastName = `Видаленко${word()}`;
    const body = signUpBody({ first_name: firstName, last_name: lastName, email: `erase-${unique()}@test.kermo.ua` });
    const host = await api<{ data: { user: { id: number }; access_token: string } }>(registerHost, body);
    expect(host.status).toBe(200);
    const id = host.json.data.user.id;
    const token = host.json.data.access_token;
    const phoneDigits = String(body.phone).slice(-9);

    // Every kind of personal data the app holds today.
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await sharp({ create: { width: 400, height: 400, channels: 3, background: '#345' } }).jpeg().toBuffer())], { type: 'image/jpeg' }), 'me.jpg');
    const avatar = await uploadAvatar(new Request('http://localhost:3000/api/profile/avatar', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } }));
    const avatarPath = ((await avatar.json()) as { data: { user: { photo: { path: string } } } }).data.user.photo.path;
    await imageAtSize('100', avatarPath);
    expect((await api(hostApply, { tax_number: '1234567899', birth_date: '1990-01-01' }, { token })).status).toBe(200);
    await api(sendCode, { channel: 'phone' }, { token });
    expect((await api(requestEmailChange, { new_email: `next-${unique()}@test.kermo.ua`, current_password: body.password }, { token })).status).toBe(200);
    const other = await registerRenter();
    expect((await api(report, { user_id: other.user.id, reason: 2, comment: `${lastName} wrote this` }, { token })).status).toBe(200);
    expect((await api(report, { user_id: id, reason: 1, comment: `about ${firstName}` }, { token: other.access_token })).status).toBe(200);
    const pixels = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#999' } }).jpeg().toBuffer();
    const photos = { front: await storePrivateImage(pixels, `licences/${id}`), back: await storePrivateImage(pixels, `licences/${id}`), selfie: await storePrivateImage(pixels, `licences/${id}`) };
    const db = await getDb();
    const licenceNumber = `ВХЕ ${Math.floor(100_000 + Math.random() * 800_000)}`;
    const [licence] = await db
      .insert(driverLicences)
      .values({ userId: id, country: 'UA', serialNumber: licenceNumber, firstName, lastName, birthDate: '1990-01-01', issuedOn: '2010-01-01', expiresOn: '2035-01-01', photos, status: 'rejected', rejectionReason: `blurry, ${lastName}` })
      .returning();
    await db.insert(verificationDecisions).values({ subject: 'licence', subjectId: licence!.id, userId: id, decision: 'rejected', reason: `${firstName}: blurry` });
    await db.insert(socialAccounts).values({ userId: id, provider: 'google', providerUserId: `g-${unique()}`, email: body.email as string });
    // What they wrote in a booking's conversation (after payment a number passes), a photo there, a notification.
    const { chatMessages, notifications } = await import('@/lib/server/db/schema');
    const { createPayingBooking } = await import('@/tests/support/payments');
    const { booking: talked } = await createPayingBooking();
    const chatPhoto = await storePrivateImage(pixels, `chat/${talked.id}`);
    await db.insert(chatMessages).values([
      { bookingId: talked.id, senderId: id, clientId: `erase-${unique()}`, body: `${lastName}, мій номер ${phoneDigits}` },
      { bookingId: talked.id, senderId: id, clientId: `erase-${unique()}`, body: '', photoKey: chatPhoto },
    ]);
    await db.insert(notifications).values({ userId: id, bookingId: talked.id, kind: 'confirmed' });

    const needles = [String(body.email).toLowerCase(), phoneDigits, firstName.toLowerCase(), lastName.toLowerCase(), licenceNumber.toLowerCase(), '1234567899'];
    async function findInDatabase(): Promise<string[]> {
      const tables = await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
      const found: string[] = [];
      for (const { table_name: table } of (tables as unknown as { rows: { table_name: string }[] }).rows) {
        const rows = await db.execute(sql.raw(`select lower(t::text) as row from "${table}" t`));
        for (const { row } of (rows as unknown as { rows: { row: string }[] }).rows) {
          for (const needle of needles) if (row.includes(needle)) found.push(`${table}: ${needle}`);
        }
      }
      return found;
    }
    function filesUnder(dir: string): string[] {
      return readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? filesUnder(full) : [full];
      });
    }
    const storageRoot = process.env.STORAGE_DIR!;
    const chatFile = chatPhoto.split('/').pop()!;
    const mine = () => filesUnder(storageRoot).filter((file) => file.includes(`/licences/${id}/`) || file.includes(avatarPath.slice(1)) || file.endsWith(chatFile));
    expect((await findInDatabase()).length).toBeGreaterThan(8);
    expect(mine().length).toBeGreaterThanOrEqual(6);

    // Deleted: the erasure, then the jobs it queued (files at once, the goodbye mail a day later).
    await api(deleteRequest, {}, { token });
    const due = new Date(Date.now() + 7 * 86_400_000);
    await processDueDeletions(due);
    expect(await lastEmail(body.email as string)).toMatchObject({ template: 'deletionCompleted' });
    await runDueJobs(appJobs, { now: due });
    expect(mine()).toEqual([]);
    expect((await findInDatabase()).filter((hit) => !hit.startsWith('outbox:'))).toEqual([]);
    await runDueJobs(appJobs, { now: new Date(due.getTime() + 86_400_000 + 60_000) });
    expect(await findInDatabase()).toEqual([]);
    for (const file of filesUnder(storageRoot)) {
      const bytes = readFileSync(file).toString('latin1').toLowerCase();
      expect(needles.filter((needle) => bytes.includes(needle)), file).toEqual([]);
    }
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ firstName: '', lastName: '', phone: null, avatarPath: null });
    expect(row!.deletedAt).not.toBeNull();
    expect(await db.select().from(emailChanges).where(eq(emailChanges.userId, id))).toEqual([]);
    expect(await db.select().from(chatMessages).where(eq(chatMessages.senderId, id))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, id))).toEqual([]);
    // The record of the decision stays, without its words.
    expect(await db.select({ reason: verificationDecisions.reason }).from(verificationDecisions).where(eq(verificationDecisions.userId, id))).toEqual([{ reason: null }]);
  });

  it('takes an owner’s cars out of the catalog and strips them of what names or locates the person', async () => {
    const { POST: createCar } = await import('@/app/api/profile/car/create/route');
    const { carPeriods, carPhotos, cars, cities } = await import('@/lib/server/db/schema');
    const { addPhotoRows, completeCarForm, createVerifiedOwner } = await import('@/tests/support/cars');
    type CarBody = { data: { car: { id: number; city_id: number } } };
    const owner = await createVerifiedOwner();
    const created = await api<CarBody>(createCar, await completeCarForm({ lat: 50.4012, lng: 30.6543, address: 'вул. Садова, 7, кв. 12' }), { token: owner.token });
    const car = created.json.data.car;
    const db = await getDb();
    await db.update(cars).set({ status: 'approved', active: true, submittedAt: new Date('2026-11-01T08:00:00Z') }).where(eq(cars.id, car.id));
    await addPhotoRows(car.id, 4);
    const draft = (await api<CarBody>(createCar, await completeCarForm(), { token: owner.token })).json.data.car;
    await addPhotoRows(draft.id, 2);
    await db.insert(carPeriods).values({ carId: car.id, kind: 'block', period: '[2027-01-10 00:00+00,2027-01-12 00:00+00)', note: 'їду до мами в Житомир' });
    await db.update(users).set({ deletionRequestedAt: new Date('2026-11-20T08:00:00Z'), deletionDueAt: new Date('2026-11-24T08:00:00Z') }).where(eq(users.id, owner.user.id));

    expect(await processDueDeletions(new Date('2026-11-24T08:00:01Z'))).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(cars).where(eq(cars.id, car.id));
    const [city] = await db.select().from(cities).where(eq(cities.id, car.city_id));
    expect(row).toMatchObject({ active: false, ownerFirstName: null, ownerLastName: null, certificateSerial: null, certificateNumber: null, address: null, lat: city!.lat, lng: city!.lng });
    expect(row!.deletedAt).not.toBeNull();
    expect(await db.select({ note: carPeriods.note }).from(carPeriods).where(eq(carPeriods.carId, car.id))).toEqual([{ note: null }]);
    // The listed car keeps its photos for past renters; the draft nobody saw loses them.
    expect(await db.select().from(carPhotos).where(eq(carPhotos.carId, car.id))).toHaveLength(4);
    expect(await db.select().from(carPhotos).where(eq(carPhotos.carId, draft.id))).toEqual([]);
  });
});
