import { describe, expect, it } from 'vitest';
import { POST as create } from '@/app/api/profile/car/create/route';
import { POST as submit } from '@/app/api/profile/car/submit/route';
import type { TCarView } from '@/lib/cars/car-view';
import { carModerationQueue } from '@/lib/server/admin/car-moderation-queue';
import { consoleCounts } from '@/lib/server/admin/console-counts';
import { getDb } from '@/lib/server/db/client';
import { jobs } from '@/lib/server/db/schema';
import { api } from '@/tests/support/accounts';
import { addPhotoRows, completeCarForm, createVerifiedOwner } from '@/tests/support/cars';
import { createUser } from '@/tests/support/factories';

/** A complete car with 4 photos, sent to moderation by its verified owner. */
async function pendingCar(owner: { token: string }) {
  const created = await api<{ data: { car: TCarView } }>(create, await completeCarForm(), { token: owner.token });
  expect(created.status).toBe(200);
  await addPhotoRows(created.json.data.car.id, 4);
  const sent = await api<{ data: { car: TCarView } }>(submit, { car_id: created.json.data.car.id }, { token: owner.token });
  expect(sent.status).toBe(200);
  return sent.json.data.car;
}

describe('the operators’ console', () => {
  it('counts what waits in each section, with the oldest car’s submission time', async () => {
    const operator = await createUser({ isStaff: true });
    const before = await consoleCounts(operator);
    const owner = await createVerifiedOwner();
    const first = await pendingCar(owner);
    await pendingCar(owner);
    await (await getDb()).insert(jobs).values({ name: 'test.failing', key: `k-${first.id}`, status: 'failed', runAt: new Date(), lastError: 'boom' });

    const after = await consoleCounts(operator);
    expect(after.cars - before.cars).toBe(2);
    expect(after.failedJobs - before.failedJobs).toBe(1);
    expect(after.carsSince).toBe(before.carsSince ?? first.submitted_at);
    expect(after).toMatchObject({ licences: before.licences, applications: before.applications });
  });

  it('is for operators only', async () => {
    const host = await createUser({ role: 2, isHost: true });
    await expect(consoleCounts(host)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(carModerationQueue(host, 'uk')).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('lists each pending car with its owner as the verification queue describes applicants, and the owner’s verification now', async () => {
    const operator = await createUser({ isStaff: true });
    const owner = await createVerifiedOwner({ firstName: 'Ірина', lastName: 'Коваль' });
    const car = await pendingCar(owner);
    const entry = (await carModerationQueue(operator, 'en')).find((candidate) => candidate.car.id === car.id);
    expect(entry).toBeDefined();
    expect(entry!.car).toMatchObject({ status: 'pending', city_name: 'Kyiv', photos: expect.arrayContaining([expect.objectContaining({ is_main: true })]) });
    expect(entry!.owner).toMatchObject({ id: owner.user.id, first_name: 'Ірина', last_name: 'Коваль', email: owner.user.email, email_verified: true, role: 2 });
    expect(entry!.ownerVerification).toBe(2);
  });
});
