import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as moderationQueue } from '@/app/api/admin/car/pending/route';
import { POST as decide } from '@/app/api/admin/car/decision/route';
import { POST as activate } from '@/app/api/profile/car/activate/route';
import { POST as create } from '@/app/api/profile/car/create/route';
import { POST as deactivate } from '@/app/api/profile/car/deactivate/route';
import { POST as remove } from '@/app/api/profile/car/delete/route';
import { POST as getCar } from '@/app/api/profile/car/get/route';
import { POST as getUser } from '@/app/api/profile/get-user/route';
import { POST as list } from '@/app/api/profile/car/list/route';
import { POST as submit } from '@/app/api/profile/car/submit/route';
import { POST as update } from '@/app/api/profile/car/update/route';
import type { TCarView } from '@/lib/cars/car-view';
import { resolveCarSlug } from '@/lib/server/cars/car-slug';
import { getDb } from '@/lib/server/db/client';
import { dbFailure } from '@/lib/server/db/db-errors';
import { carEvents, carPeriods, carPhotos, cars, jobs, users } from '@/lib/server/db/schema';
import { api, lastEmail } from '@/tests/support/accounts';
import type { ErrorBody } from '@/tests/support/call-route';
import { addPhotoRows, carRefs, completeCarForm, createVerifiedOwner } from '@/tests/support/cars';
import { createSignedInUser } from '@/tests/support/factories';

type CarBody = { data: { car: TCarView } };
type ListBody = { data: { cars: TCarView[] } };

async function createDraft(token: string, form: Record<string, unknown>) {
  const res = await api<CarBody>(create, form, { token });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.car;
}

/** A car through the whole path: created complete, 4 photos, submitted, approved by an operator. */
async function approvedCar(owner: { token: string }, form?: Record<string, unknown>) {
  const car = await createDraft(owner.token, form ?? (await completeCarForm()));
  await addPhotoRows(car.id, 4);
  expect((await api(submit, { car_id: car.id }, { token: owner.token })).status).toBe(200);
  const operator = await createSignedInUser({ isStaff: true });
  const decided = await api<CarBody>(decide, { car_id: car.id, decision: 'approved' }, { token: operator.token });
  expect(decided.status).toBe(200);
  return decided.json.data.car;
}

describe('a listing from draft to the catalog', () => {
  it('saves a partial draft, refuses an incomplete submission field by field, and sends a complete one to moderation', async () => {
    const owner = await createVerifiedOwner();
    const refs = await carRefs();
    const draft = await createDraft(owner.token, { brand_id: refs.brandId, model_id: refs.modelId, year: 2020 });
    expect(draft).toMatchObject({ status: 'draft', active: false, title: 'Toyota Camry 2020', slug: `toyota-camry-2020-${draft.id}`, vin: null, photos: [] });

    const incomplete = await api<ErrorBody>(submit, { car_id: draft.id, lang: 'en' }, { token: owner.token });
    expect(incomplete.status).toBe(422);
    expect(incomplete.json.error.fields).toMatchObject({ vin: expect.any(String), price_per_day: expect.any(String), photos: expect.any(String) });

    const form = await completeCarForm({ year: 2021 });
    const saved = await api<CarBody>(update, { ...form, car_id: draft.id }, { token: owner.token });
    expect(saved.status).toBe(200);
    expect(saved.json.data.car).toMatchObject({ price_per_day: 1800, delivery: { offered: true, free: false, price: 400 }, deposit: { amount: 10000, currency: 'UAH' } });
    const [row] = await (await getDb()).select().from(cars).where(eq(cars.id, draft.id));
    expect(row).toMatchObject({ pricePerDayKop: 180_000, deliveryPriceKop: 40_000, depositMinor: 1_000_000, discounts: [{ from_days: 3, to_days: 7, amount_kop: 10_000 }, { from_days: 8, to_days: 29, amount_kop: 25_000 }] });

    await addPhotoRows(draft.id, 3);
    const fewPhotos = await api<ErrorBody>(submit, { car_id: draft.id }, { token: owner.token });
    expect(fewPhotos.status).toBe(422);
    expect(Object.keys(fewPhotos.json.error.fields ?? {})).toEqual(['photos']);

    await addPhotoRows(draft.id, 1);
    // A draft's mileage may still be corrected downwards; only a submitted car's may not.
    const sent = await api<CarBody>(submit, { car_id: draft.id }, { token: owner.token });
    expect(sent.status).toBe(200);
    expect(sent.json.data.car).toMatchObject({ status: 'pending', active: false });
    expect((await api<ErrorBody>(submit, { car_id: draft.id }, { token: owner.token })).json.error.code).toBe('car_under_review');
  });

  it('needs a verified owner to submit or switch on, and says which step is missing', async () => {
    const owner = await createVerifiedOwner({ legalVerification: 1 });
    const car = await createDraft(owner.token, await completeCarForm());
    await addPhotoRows(car.id, 4);
    const refused = await api<ErrorBody>(submit, { car_id: car.id, lang: 'en' }, { token: owner.token });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('verification_required');

    const renter = await createSignedInUser();
    const notOwner = await api<ErrorBody>(create, await completeCarForm(), { token: renter.token });
    expect(notOwner.status).toBe(403);
    expect(notOwner.json.error.code).toBe('verification_required');
  });

  it('lets an operator approve (listed, owner mailed) or reject with a reason, once', async () => {
    const owner = await createVerifiedOwner({ locale: 'en' });
    const car = await createDraft(owner.token, await completeCarForm());
    await addPhotoRows(car.id, 5);
    await api(submit, { car_id: car.id }, { token: owner.token });
    const operator = await createSignedInUser({ isStaff: true });

    const queue = await api<ListBody>(moderationQueue, {}, { token: operator.token });
    expect(queue.json.data.cars.map((c) => c.id)).toContain(car.id);
    expect((await api(moderationQueue, {}, { token: owner.token })).status).toBe(403);

    const noReason = await api<ErrorBody>(decide, { car_id: car.id, decision: 'rejected' }, { token: operator.token });
    expect(noReason.status).toBe(422);
    const [first, second] = await Promise.all([
      api<CarBody>(decide, { car_id: car.id, decision: 'rejected', reason: 'Фото номерного знака нечитабельні' }, { token: operator.token }),
      api<CarBody>(decide, { car_id: car.id, decision: 'approved' }, { token: operator.token }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 404]);
    const mail = await lastEmail(owner.user.email);
    const decided = first.status === 200 ? first.json.data.car : second.json.data.car;
    if (decided.status === 'rejected') {
      expect(decided).toMatchObject({ rejection_reason: 'Фото номерного знака нечитабельні', active: false });
      expect(mail?.subject).toBe('Your car did not pass moderation');
      // Corrected and sent again.
      expect((await api<CarBody>(submit, { car_id: car.id }, { token: owner.token })).json.data.car.status).toBe('pending');
    } else {
      expect(decided).toMatchObject({ status: 'approved', active: true });
      expect(mail?.subject).toBe('Your car is approved');
    }
    const events = await (await getDb()).select().from(carEvents).where(eq(carEvents.carId, car.id));
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['created', 'submitted', decided.status]));
  });

  it('switches an approved car off and on (a double click is harmless), and never a car still pending', async () => {
    const owner = await createVerifiedOwner();
    const car = await approvedCar(owner);
    expect(car.active).toBe(true);
    const [off1, off2] = await Promise.all([api<CarBody>(deactivate, { car_id: car.id }, { token: owner.token }), api<CarBody>(deactivate, { car_id: car.id }, { token: owner.token })]);
    expect([off1.status, off2.status]).toEqual([200, 200]);
    expect(off1.json.data.car.active).toBe(false);
    // The account state lists the owner's cars (spec §3 "cars").
    const state = await api<{ data: { cars: { id: number; status: string; active: boolean; main_photo: string | null; price_per_day: number }[] } }>(getUser, {}, { token: owner.token });
    expect(state.json.data.cars).toContainEqual(expect.objectContaining({ id: car.id, status: 'approved', active: false, price_per_day: 1800, main_photo: expect.stringMatching(/^\/cars\//) }));
    expect((await api<CarBody>(activate, { car_id: car.id }, { token: owner.token })).json.data.car.active).toBe(true);

    const pending = await createDraft(owner.token, await completeCarForm());
    await addPhotoRows(pending.id, 4);
    await api(submit, { car_id: pending.id }, { token: owner.token });
    expect((await api<ErrorBody>(activate, { car_id: pending.id }, { token: owner.token })).json.error.code).toBe('car_under_review');

    // Verification withdrawn: the car can be switched off but not on again.
    await (await getDb()).update(users).set({ legalVerification: 3 }).where(eq(users.id, owner.user.id));
    await api(deactivate, { car_id: car.id }, { token: owner.token });
    expect((await api<ErrorBody>(activate, { car_id: car.id }, { token: owner.token })).json.error.code).toBe('verification_required');
  });

  it('sends an approved car back to moderation when what moderation checked changes, but not for prices', async () => {
    const owner = await createVerifiedOwner();
    const form = await completeCarForm();
    const car = await approvedCar(owner, form);
    const cheaper = await api<CarBody>(update, { ...form, car_id: car.id, price_per_day: 1500 }, { token: owner.token });
    expect(cheaper.json.data.car).toMatchObject({ status: 'approved', active: true, price_per_day: 1500 });

    const lower = await api<ErrorBody>(update, { ...form, car_id: car.id, mileage: 1000 }, { token: owner.token });
    expect(lower.status).toBe(422);
    expect(lower.json.error.fields).toHaveProperty('mileage');

    const incomplete = await api<ErrorBody>(update, { ...form, car_id: car.id, price_per_day: undefined }, { token: owner.token });
    expect(incomplete.status).toBe(422);

    const refs = await carRefs();
    const renamed = await api<CarBody>(update, { ...form, car_id: car.id, model_id: refs.otherModelId }, { token: owner.token });
    expect(renamed.json.data.car).toMatchObject({ status: 'pending', active: false, slug: `toyota-corolla-2021-${car.id}` });
    // The old slug answers with the new one (a 301 on the car page).
    expect(await resolveCarSlug(car.slug)).toEqual({ redirectTo: `toyota-corolla-2021-${car.id}` });
    const found = await resolveCarSlug(`toyota-corolla-2021-${car.id}`);
    expect(found && 'car' in found && found.car.id).toBe(car.id);
  });
});

describe('ownership', () => {
  it('never lets one owner read or change another’s car through any call', async () => {
    const owner = await createVerifiedOwner();
    const intruder = await createVerifiedOwner();
    const car = await approvedCar(owner);
    for (const [handler, body] of [
      [getCar, { car_id: car.id }],
      [update, { ...(await completeCarForm()), car_id: car.id }],
      [submit, { car_id: car.id }],
      [activate, { car_id: car.id }],
      [deactivate, { car_id: car.id }],
      [remove, { car_id: car.id }],
    ] as const) {
      const res = await api<ErrorBody>(handler, body, { token: intruder.token });
      expect(res.status).toBe(404);
    }
    const mine = await api<ListBody>(list, {}, { token: intruder.token });
    expect(mine.json.data.cars).toEqual([]);
    const [row] = await (await getDb()).select().from(cars).where(eq(cars.id, car.id));
    expect(row).toMatchObject({ active: true, deletedAt: null, ownerId: owner.user.id });
  });

  it('deletes softly: gone from the list, "Car deleted" afterwards, its VIN free again', async () => {
    const owner = await createVerifiedOwner();
    const form = await completeCarForm();
    const car = await approvedCar(owner, form);
    // A draft holds no VIN (nobody can park one on someone else's car); the clash comes at submission.
    const squatter = await createVerifiedOwner();
    const copy = await createDraft(squatter.token, await completeCarForm({ vin: form.vin }));
    await addPhotoRows(copy.id, 4);
    const taken = await api<ErrorBody>(submit, { car_id: copy.id }, { token: squatter.token });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toMatchObject({ code: 'vin_taken', fields: { vin: expect.any(String) } });

    expect((await api(remove, { car_id: car.id }, { token: owner.token })).status).toBe(200);
    expect((await api<ListBody>(list, {}, { token: owner.token })).json.data.cars.map((c) => c.id)).not.toContain(car.id);
    const gone = await api<ErrorBody>(getCar, { car_id: car.id, lang: 'en' }, { token: owner.token });
    expect(gone.status).toBe(410);
    expect(gone.json.error.message).toBe('Car deleted.');
    // Its VIN is free again; a submitted car keeps its photos after deletion.
    expect((await api(submit, { car_id: copy.id }, { token: squatter.token })).status).toBe(200);
    expect(await (await getDb()).select().from(carPhotos).where(eq(carPhotos.carId, car.id))).toHaveLength(4);
  });

  it('lets a rejected car be corrected like a draft: saved incomplete, holding no VIN meanwhile', async () => {
    const owner = await createVerifiedOwner();
    const form = await completeCarForm();
    const car = await createDraft(owner.token, form);
    await addPhotoRows(car.id, 4);
    await api(submit, { car_id: car.id }, { token: owner.token });
    const operator = await createSignedInUser({ isStaff: true });
    await api(decide, { car_id: car.id, decision: 'rejected', reason: 'Нечитабельний номер' }, { token: operator.token });
    const partial = await api<CarBody>(update, { ...form, car_id: car.id, price_per_day: undefined, lat: undefined, lng: undefined }, { token: owner.token });
    expect(partial.status, JSON.stringify(partial.json)).toBe(200);
    expect(partial.json.data.car).toMatchObject({ status: 'rejected', price_per_day: null, lat: null });
    // Meanwhile another listing of the same VIN can go to moderation.
    const other = await createVerifiedOwner();
    const copy = await createDraft(other.token, await completeCarForm({ vin: form.vin }));
    await addPhotoRows(copy.id, 4);
    expect((await api(submit, { car_id: copy.id }, { token: other.token })).status).toBe(200);
  });

  it('takes the photos of a car never submitted with it, files included', async () => {
    const owner = await createVerifiedOwner();
    const draft = await createDraft(owner.token, await completeCarForm());
    const photos = await addPhotoRows(draft.id, 2);
    expect((await api(remove, { car_id: draft.id }, { token: owner.token })).status).toBe(200);
    const db = await getDb();
    expect(await db.select().from(carPhotos).where(eq(carPhotos.carId, draft.id))).toEqual([]);
    const [job] = await db.select().from(jobs).where(sql`${jobs.payload}->'keys' ? ${`images/orig${photos[0]!.file}`}`);
    expect(job).toBeDefined();
  });

  it('approves a car of an owner whose verification lapsed meanwhile, but leaves it switched off', async () => {
    const owner = await createVerifiedOwner();
    const car = await createDraft(owner.token, await completeCarForm());
    await addPhotoRows(car.id, 4);
    await api(submit, { car_id: car.id }, { token: owner.token });
    await (await getDb()).update(users).set({ legalVerification: 3 }).where(eq(users.id, owner.user.id));
    const operator = await createSignedInUser({ isStaff: true });
    const decided = await api<CarBody>(decide, { car_id: car.id, decision: 'approved' }, { token: operator.token });
    expect(decided.json.data.car).toMatchObject({ status: 'approved', active: false });
  });
});

describe('availability periods', () => {
  it('refuses two overlapping periods that hold the same car in the database itself (code 125)', async () => {
    const owner = await createVerifiedOwner();
    const car = await createDraft(owner.token, await completeCarForm());
    const db = await getDb();
    await db.insert(carPeriods).values({ carId: car.id, kind: 'block', period: '[2026-12-01 10:00+00,2026-12-03 10:00+00)' });
    // Touching is not overlapping: periods are half-open.
    await db.insert(carPeriods).values({ carId: car.id, kind: 'block', period: '[2026-12-03 10:00+00,2026-12-04 10:00+00)' });
    const overlap = await db.insert(carPeriods).values({ carId: car.id, kind: 'booking', period: '[2026-12-02 00:00+00,2026-12-02 12:00+00)' }).catch((error: unknown) => error);
    expect(dbFailure(overlap)?.error.code).toBe('125');
    // A period that no longer holds the car (a cancelled booking) blocks nothing.
    await db.insert(carPeriods).values({ carId: car.id, kind: 'booking', holds: false, period: '[2026-12-02 00:00+00,2026-12-02 12:00+00)' });
    const closed = await db.insert(carPeriods).values({ carId: car.id, kind: 'block', period: '[2026-12-05 10:00+00,2026-12-05 10:00+00]' }).catch((error: unknown) => error);
    expect(dbFailure(closed)?.error.code).toBe('validation_failed');
    const held = await db.select({ id: carPeriods.id }).from(carPeriods).where(eq(carPeriods.carId, car.id));
    expect(held).toHaveLength(3);
  });
});
