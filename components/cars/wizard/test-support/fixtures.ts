import type { CarReferences } from '@/lib/cars/car-options';
import type { TCarView } from '@/lib/cars/car-view';
import { carViewFixture } from '@/tests/support/car-view';

/** Reference lists for component tests: one make with two models, two cities, the dictionary's keys. */
export const references: CarReferences = {
  brands: [
    { id: 1, name: 'Toyota', models: [{ id: 11, name: 'Camry' }, { id: 12, name: 'Corolla' }] },
    { id: 2, name: 'Skoda', models: [{ id: 21, name: 'Octavia' }] },
  ],
  cities: [
    { id: 1, name: 'Kyiv', region: 'Kyiv', lat: 50.4501, lng: 30.5234 },
    { id: 2, name: 'Lviv', region: 'Lviv', lat: 49.8397, lng: 24.0297 },
  ],
  fuelTypes: [
    { key: 'petrol', name: 'Petrol' },
    { key: 'hybrid', name: 'Hybrid' },
    { key: 'electric', name: 'Electric' },
  ],
  gearboxes: [
    { key: 'manual', name: 'Manual' },
    { key: 'automatic', name: 'Automatic' },
  ],
};

const photo = (id: number, is_main = false) => ({ id, file: `/cars/photo-${id}.webp`, is_main, width: 1600, height: 1067 });

/**
 * A complete draft (every field of every step, 4 photos with a main one), as the API returns it: the
 * shared car fixture as a fresh draft, with the wizard's reference ids.
 */
export function completeCar(overrides: Partial<TCarView> = {}): TCarView {
  return carViewFixture({
    id: 7,
    slug: 'toyota-camry-2021-7',
    status: 'draft',
    active: false,
    owner_id: 3,
    model_id: 11,
    vin: 'WVWZZZ1KZAW123456',
    city_name: 'Kyiv',
    discounts: [{ from_days: 3, to_days: 7, amount: 100 }],
    comment_uk: 'Охайний автомобіль.',
    comment_en: 'A tidy car.',
    photos: [photo(101, true), photo(102), photo(103), photo(104)],
    submitted_at: null,
    created_at: '2026-05-01T10:00:00.000Z',
    updated_at: '2026-05-01T10:00:00.000Z',
    ...overrides,
  });
}

export const photoOf = photo;

/** A reply of the API as `fetch` gives it. */
export const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
