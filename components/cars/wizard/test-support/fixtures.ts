import type { CarReferences } from '@/lib/cars/car-options';
import type { TCarView } from '@/lib/cars/car-view';

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

/** A complete draft (every field of every step, 4 photos with a main one), as the API returns it. */
export function completeCar(overrides: Partial<TCarView> = {}): TCarView {
  return {
    id: 7,
    slug: 'toyota-camry-2021-7',
    status: 'draft',
    active: false,
    deleted: false,
    rejection_reason: null,
    owner_id: 3,
    title: 'Toyota Camry 2021',
    brand_id: 1,
    brand_name: 'Toyota',
    model_id: 11,
    model_name: 'Camry',
    year: 2021,
    vin: 'WVWZZZ1KZAW123456',
    mileage: 42000,
    gearbox: 'automatic',
    fuel_type: 'hybrid',
    engine_capacity: 2.5,
    fuel_consumption: 5.4,
    doors: 4,
    seats: 5,
    is_taxi: false,
    color: 'Білий',
    registration_number: 'AA1234KX',
    certificate_serial: 'CXE',
    certificate_number: '123456',
    first_registration_date: '2021-03-15',
    first_registration_ua_date: '2021-03-15',
    manufacture_year: 2021,
    ownership: 'owner',
    owner_first_name: 'Тарас',
    owner_last_name: 'Шевченко',
    city_id: 1,
    city_name: 'Kyiv',
    address: 'вул. Хрещатик, 1',
    lat: 50.4501,
    lng: 30.5234,
    min_term_days: 1,
    max_term_days: 30,
    free_mileage_per_day: 250,
    price_per_km: 5,
    price_per_hour: 300,
    price_per_day: 1800,
    price_per_month: 40000,
    delivery: { offered: true, free: false, price: 400 },
    discounts: [{ from_days: 3, to_days: 7, amount: 100 }],
    deposit: { amount: 10000, currency: 'UAH' },
    comment_uk: 'Охайний автомобіль.',
    comment_en: 'A tidy car.',
    is_daily_price: false,
    photos: [photo(101, true), photo(102), photo(103), photo(104)],
    submitted_at: null,
    created_at: '2026-05-01T10:00:00.000Z',
    updated_at: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export const photoOf = photo;

/** A reply of the API as `fetch` gives it. */
export const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
