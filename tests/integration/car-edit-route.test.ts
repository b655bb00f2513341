import { beforeAll, describe, expect, it } from 'vitest';
import { POST as decide } from '@/app/api/admin/car/decision/route';
import { POST as create } from '@/app/api/profile/car/create/route';
import { POST as submit } from '@/app/api/profile/car/submit/route';
import { POST as update } from '@/app/api/profile/car/update/route';
import type { TCarView } from '@/lib/cars/car-view';
import { seedDatabase } from '@/lib/server/db/seed';
import { api } from '@/tests/support/accounts';
import { addPhotoRows, carRefs, completeCarForm, createVerifiedOwner } from '@/tests/support/cars';
import { createSignedInUser } from '@/tests/support/factories';
import { requestPage } from '@/tests/support/registry-proxy';

type CarBody = { data: { car: TCarView } };
const NOT_FOUND = 'http://localhost:3000/uk/system/not-found';

let owner: Awaited<ReturnType<typeof createVerifiedOwner>>;
let car: TCarView;
let oldSlug: string;

beforeAll(async () => {
  await seedDatabase({ demoAccounts: false });
  owner = await createVerifiedOwner();
  const created = await api<CarBody>(create, await completeCarForm(), { token: owner.token });
  expect(created.status).toBe(200);
  await addPhotoRows(created.json.data.car.id, 4);
  expect((await api(submit, { car_id: created.json.data.car.id }, { token: owner.token })).status).toBe(200);
  const operator = await createSignedInUser({ isStaff: true });
  expect((await api(decide, { car_id: created.json.data.car.id, decision: 'approved' }, { token: operator.token })).status).toBe(200);
  // Renamed once listed: the old slug keeps answering.
  oldSlug = created.json.data.car.slug;
  const refs = await carRefs();
  const form = { ...(await completeCarForm()), vin: created.json.data.car.vin, registration_number: created.json.data.car.registration_number, model_id: refs.otherModelId };
  const renamed = await api<CarBody>(update, { ...form, car_id: created.json.data.car.id }, { token: owner.token });
  expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
  car = renamed.json.data.car;
  expect(car.slug).not.toBe(oldSlug);
});

describe('a car’s edit page through the proxy', () => {
  it('opens for the owner and for an operator', async () => {
    const mine = await requestPage(`/car-edit/${car.slug}`, owner.token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('x-middleware-rewrite')).not.toBe(NOT_FOUND);
    const operator = await createSignedInUser({ isStaff: true, role: 1 });
    const staff = await requestPage(`/car-edit/${car.slug}`, operator.token);
    expect(staff.status).toBe(200);
    expect(staff.headers.get('location')).toBeNull();
  });

  it('is the 404 page for another owner, a renter and a slug that names nothing', async () => {
    const other = await createVerifiedOwner();
    const renter = await createSignedInUser({ role: 1 });
    for (const [path, token] of [
      [`/car-edit/${car.slug}`, other.token],
      [`/car-edit/${car.slug}`, renter.token],
      [`/car-edit/${oldSlug}`, other.token],
      ['/car-edit/no-such-car-1', owner.token],
    ] as const) {
      const response = await requestPage(path, token);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('x-middleware-rewrite'), path).toBe(NOT_FOUND);
    }
  });

  it('moves an old slug to the current one for good, keeping the query', async () => {
    const response = await requestPage(`/car-edit/${oldSlug}?step=pricing`, owner.token);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`http://localhost:3000/car-edit/${car.slug}?step=pricing`);
  });

  it('sends a visitor to the host sign-in, and `/car-edit` alone on to the page', async () => {
    const visitor = await requestPage(`/car-edit/${car.slug}`);
    expect(visitor.status).toBe(307);
    expect(visitor.headers.get('location')).toBe(`http://localhost:3000/sign-host?ref=%2Fcar-edit%2F${car.slug}`);
    // Whether a slug names a car, or an old one leads to another, is nothing a visitor can learn.
    for (const slug of ['no-such-car-99999', oldSlug]) {
      const probe = await requestPage(`/car-edit/${slug}`);
      expect(probe.status, slug).toBe(307);
      expect(probe.headers.get('location'), slug).toBe(`http://localhost:3000/sign-host?ref=%2Fcar-edit%2F${slug}`);
    }
    const bare = await requestPage('/car-edit', owner.token);
    expect(bare.status).toBe(200);
    expect(bare.headers.get('x-middleware-rewrite')).not.toBe(NOT_FOUND);
  });
});
