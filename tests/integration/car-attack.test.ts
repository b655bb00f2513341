import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { POST as moderationQueue } from '@/app/api/admin/car/pending/route';
import { POST as decide } from '@/app/api/admin/car/decision/route';
import { POST as create } from '@/app/api/profile/car/create/route';
import { POST as remove } from '@/app/api/profile/car/delete/route';
import { POST as uploadRoute } from '@/app/api/profile/car/photos/upload/route';
import { POST as submit } from '@/app/api/profile/car/submit/route';
import { POST as update } from '@/app/api/profile/car/update/route';
import type { TCarView } from '@/lib/cars/car-view';
import { CAR_CREATE_LIMIT } from '@/lib/server/cars/save-car';
import { getDb } from '@/lib/server/db/client';
import { carPhotos, cars } from '@/lib/server/db/schema';
import { api } from '@/tests/support/accounts';
import type { ErrorBody } from '@/tests/support/call-route';
import { addPhotoRows, completeCarForm, createVerifiedOwner } from '@/tests/support/cars';
import { createSignedInUser } from '@/tests/support/factories';

/**
 * An outside review of the car calls (issue 10), attacker's and careless client's view: each test
 * here failed before its fix. What already held is at the end, so it keeps holding.
 */
type CarBody = { data: { car: TCarView } };
type ListBody = { data: { cars: TCarView[] } };

const carRow = async (id: number) => (await (await getDb()).select().from(cars).where(eq(cars.id, id)))[0]!;

async function draft(token: string, overrides: Record<string, unknown> = {}) {
  const res = await api<CarBody>(create, await completeCarForm(overrides), { token });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.car;
}

/** A complete car with 4 photos, sent to moderation. */
async function pendingCar(owner: { token: string }, overrides: Record<string, unknown> = {}) {
  const car = await draft(owner.token, overrides);
  await addPhotoRows(car.id, 4);
  const sent = await api<CarBody>(submit, { car_id: car.id }, { token: owner.token });
  expect(sent.status, JSON.stringify(sent.json)).toBe(200);
  return sent.json.data.car;
}

function upload(token: string | undefined, carId: number, files: Buffer[]) {
  const form = new FormData();
  form.set('car_id', String(carId));
  files.forEach((data, index) => form.append('photos', new Blob([new Uint8Array(data)], { type: 'image/png' }), `p${index}.png`));
  return api<CarBody & ErrorBody>(uploadRoute, undefined, { token, rawBody: form });
}

describe('the image pipeline', () => {
  it('answers a picture that does not decode (a PNG cut short) as invalid_image at its place, not as a 500', async () => {
    const owner = await createVerifiedOwner();
    const car = await draft(owner.token);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b22222' } }).png().toBuffer();
    const good = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1e90ff' } }).png().toBuffer();
    // The header (and so the metadata) is intact; the image data is not.
    const res = await upload(owner.token, car.id, [good, png.subarray(0, png.length - 20)]);
    expect(res.status, JSON.stringify(res.json)).toBe(422);
    expect(res.json.error).toMatchObject({ code: 'invalid_image', fields: { 'photos.1': expect.any(String) } });
    expect(await (await getDb()).select().from(carPhotos).where(eq(carPhotos.carId, car.id))).toEqual([]);
  });
});

describe('uploads', () => {
  it('turns away a caller without a session before reading the body', async () => {
    const owner = await createVerifiedOwner();
    const car = await draft(owner.token);
    let pulled = 0;
    const total = 8 * 1024 * 1024;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (pulled >= total) return controller.close();
          pulled += 64 * 1024;
          controller.enqueue(new Uint8Array(64 * 1024).fill(0x41));
        },
      },
      { highWaterMark: 0 },
    );
    const res = await api<ErrorBody>(uploadRoute, undefined, { rawBody: body, headers: { 'content-type': `multipart/form-data; boundary=x${car.id}` } });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('unauthorized');
    // Megabytes of someone else's upload are not buffered to say "sign in".
    expect(pulled).toBeLessThanOrEqual(3 * 64 * 1024);
  });
});

describe('the mileage floor', () => {
  it('cannot be escaped by clearing the mileage of a rejected car and typing a lower one', async () => {
    const owner = await createVerifiedOwner();
    const operator = await createSignedInUser({ isStaff: true });
    const form = await completeCarForm({ mileage: 100_000 });
    const car = await draft(owner.token, form);
    await addPhotoRows(car.id, 4);
    expect((await api(submit, { car_id: car.id }, { token: owner.token })).status).toBe(200);
    expect((await api(decide, { car_id: car.id, decision: 'rejected', reason: 'Фото розмиті' }, { token: operator.token })).status).toBe(200);

    const { mileage: _recorded, ...withoutMileage } = form;
    const cleared = await api<ErrorBody>(update, { ...withoutMileage, car_id: car.id, lang: 'en' }, { token: owner.token });
    expect(cleared.status).toBe(422);
    expect(cleared.json.error.fields).toEqual({ mileage: 'Please fill out the required field' });
    const lowered = await api<ErrorBody>(update, { ...form, mileage: 5, car_id: car.id }, { token: owner.token });
    expect(lowered.status).toBe(422);
    expect(lowered.json.error.fields).toHaveProperty('mileage');
    expect((await carRow(car.id)).mileage).toBe(100_000);
    // Other fields of a rejected car may still be left out (a partial form), and the mileage raised.
    const { comment_en: _en, ...partial } = form;
    expect((await api(update, { ...partial, mileage: 100_500, car_id: car.id }, { token: owner.token })).status).toBe(200);
  });
});

describe('public text of a car', () => {
  it('keeps contact details out of the address (public, and changed without moderation) as out of the comment', async () => {
    const owner = await createVerifiedOwner();
    const withPhone = await api<ErrorBody>(create, await completeCarForm({ address: 'вул. Хрещатик, 1, тел. 067 123 45 67', lang: 'en' }), { token: owner.token });
    expect(withPhone.status).toBe(422);
    expect(withPhone.json.error.fields).toEqual({ address: 'No links or contact details: phone numbers, e-mails, websites or messenger handles' });

    const car = await draft(owner.token);
    const operator = await createSignedInUser({ isStaff: true });
    await addPhotoRows(car.id, 4);
    await api(submit, { car_id: car.id }, { token: owner.token });
    await api(decide, { car_id: car.id, decision: 'approved' }, { token: operator.token });
    const form = await completeCarForm({ vin: car.vin, registration_number: car.registration_number, certificate_number: car.certificate_number });
    const edited = await api<ErrorBody>(update, { ...form, car_id: car.id, address: 'Київ, вул. Хрещатик 1, t.me/olena_rent' }, { token: owner.token });
    expect(edited.status).toBe(422);
    expect(edited.json.error.fields).toHaveProperty('address');
    expect((await carRow(car.id)).address).toBe('вул. Хрещатик, 1');
    // Real addresses, numbers and all, still pass.
    for (const address of ['04053, Київ, вул. Січових Стрільців, 60, кв. 157', 'просп. 50-річчя Перемоги 8', 'Kyiv Boryspil Airport (KBP), Terminal D, P1 parking']) {
      expect((await api(update, { ...form, car_id: car.id, address }, { token: owner.token })).status, address).toBe(200);
    }
  });

  it('refuses direction controls that show a reversed phone number or address the detector reads backwards', async () => {
    const owner = await createVerifiedOwner();
    // On screen: "Дзвоніть 067 123 45 67"; in memory the digits run backwards.
    for (const [field, value] of [
      ['comment_uk', 'Дзвоніть \u202E76 54 321 760\u202C'],
      ['comment_en', 'Write to \u202Emoc.liamg@anelo\u202C'],
      ['comment_uk', 'Тел.\u200F 67\u200F 45\u200F 123\u200F 067'],
      ['address', 'вул. Хрещатик 1 \u2067au.omrek\u2069'],
    ] as const) {
      const res = await api<ErrorBody>(create, { [field]: value }, { token: owner.token });
      expect(res.status, value).toBe(422);
      expect(Object.keys(res.json.error.fields ?? {})).toEqual([field]);
    }
    expect((await api(create, { comment_uk: 'Охайне авто, некурящий салон', address: 'вул. Хрещатик, 1' }, { token: owner.token })).status).toBe(200);
  });

  it('refuses a phone number read out in pairs and triples, and a Telegram name after "тг", in the comment', async () => {
    const owner = await createVerifiedOwner();
    for (const comment of ['Пишіть у вайбер: нуль шістдесят сім сто двадцять три сорок п’ять шістдесят сім', 'Бронювання тільки через тг olenarent', 'Пишіть @ olena_rent']) {
      const res = await api<ErrorBody>(create, { comment_uk: comment }, { token: owner.token });
      expect(res.status, comment).toBe(422);
      expect(Object.keys(res.json.error.fields ?? {})).toEqual(['comment_uk']);
    }
  });
});

describe('moderation decides on what the operator saw', () => {
  it('refuses a decision when the owner changed the car after the operator loaded it (car_changed), and takes it once looked at again', async () => {
    const owner = await createVerifiedOwner();
    const operator = await createSignedInUser({ isStaff: true });
    const form = await completeCarForm();
    const car = await pendingCar(owner, form);
    const seen = (await api<ListBody>(moderationQueue, {}, { token: operator.token })).json.data.cars.find((c) => c.id === car.id)!;

    // Meanwhile the owner swaps the comment (a pending car takes edits and stays pending).
    const swapped = await api<CarBody>(update, { ...form, car_id: car.id, comment_uk: 'Інший текст, якого модератор не бачив' }, { token: owner.token });
    expect(swapped.json.data.car.status).toBe('pending');

    const stale = await api<ErrorBody>(decide, { car_id: car.id, decision: 'approved', updated_at: seen.updated_at, lang: 'en' }, { token: operator.token });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({ code: 'car_changed', message: 'The owner changed the car while you were reviewing it. Look at it again before deciding.' });
    expect(await carRow(car.id)).toMatchObject({ status: 'pending', active: false, reviewedBy: null });

    const again = (await api<ListBody>(moderationQueue, {}, { token: operator.token })).json.data.cars.find((c) => c.id === car.id)!;
    expect(again.comment_uk).toBe('Інший текст, якого модератор не бачив');
    const decided = await api<CarBody>(decide, { car_id: car.id, decision: 'approved', updated_at: again.updated_at }, { token: operator.token });
    expect(decided.status).toBe(200);
    expect(decided.json.data.car).toMatchObject({ status: 'approved', active: true });
  });
});

describe('what already held', () => {
  it('ignores state and ownership fields in a body (mass assignment)', async () => {
    const owner = await createVerifiedOwner();
    const other = await createVerifiedOwner();
    const res = await api<CarBody>(
      create,
      { ...(await completeCarForm()), owner_id: other.user.id, status: 'approved', active: true, slug: 'x', deleted_at: '2020-01-01', reviewed_by: 1, submitted_at: '2020-01-01' },
      { token: owner.token },
    );
    expect(res.status).toBe(200);
    expect(await carRow(res.json.data.car.id)).toMatchObject({ ownerId: owner.user.id, status: 'draft', active: false, deletedAt: null, reviewedBy: null, submittedAt: null, slug: `toyota-camry-2021-${res.json.data.car.id}` });
  });

  it('answers ids past int32, floats and exponents as 422, never 500', async () => {
    const owner = await createVerifiedOwner();
    for (const carId of [2_147_483_648, 1.5, '1e3', -1, 0]) {
      const res = await api<ErrorBody>(submit, { car_id: carId }, { token: owner.token });
      expect(res.status, String(carId)).toBe(422);
    }
  });

  it('keeps to the creation limit however many requests race', async () => {
    const owner = await createVerifiedOwner();
    const results = await Promise.all(Array.from({ length: CAR_CREATE_LIMIT.max + 5 }, () => api(create, {}, { token: owner.token })));
    expect(results.filter((res) => res.status === 200)).toHaveLength(CAR_CREATE_LIMIT.max);
    expect(results.filter((res) => res.status === 429)).toHaveLength(5);
  });

  it('never approves a car deleted at the same moment', async () => {
    const owner = await createVerifiedOwner();
    const operator = await createSignedInUser({ isStaff: true });
    const car = await pendingCar(owner);
    const [decided, deleted] = await Promise.all([
      api(decide, { car_id: car.id, decision: 'approved' }, { token: operator.token }),
      api(remove, { car_id: car.id }, { token: owner.token }),
    ]);
    expect(deleted.status).toBe(200);
    const row = await carRow(car.id);
    expect(row.deletedAt).not.toBeNull();
    expect(row.active).toBe(false);
    // Either the approval came first (then the deletion switched it off) or it found nothing to decide.
    expect([200, 404]).toContain(decided.status);
  });
});
