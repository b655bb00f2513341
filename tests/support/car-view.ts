import type { TCarView } from '@/lib/cars/car-view';

/**
 * The registration, owner, place and terms of a complete car, the same in every fixture: the car as
 * the pages see it (below), the form the integration tests send (cars.ts) and the end-to-end draft.
 */
export const CAR_DETAILS = {
  first_registration_date: '2021-03-15',
  first_registration_ua_date: '2021-03-15',
  manufacture_year: 2021,
  ownership: 'owner',
  owner_first_name: 'Тарас',
  owner_last_name: 'Шевченко',
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
  discounts: [
    { from_days: 3, to_days: 7, amount: 100 },
    { from_days: 8, to_days: 29, amount: 250 },
  ],
  deposit: { amount: 10000, currency: 'UAH' },
  comment_uk: 'Охайний автомобіль, некурящий салон.',
  comment_en: 'A tidy car, non-smoking.',
  is_daily_price: false,
} satisfies Partial<TCarView>;

const photo = (id: number, isMain = false) => ({ id, file: `/cars/photo-${id}.webp`, is_main: isMain, width: 1600, height: 1067 });

/** A complete approved car as the API and the pages see it (every field filled, 4 photos, the second main); override what a test is about. */
export function carViewFixture(overrides: Partial<TCarView> = {}): TCarView {
  return {
    id: 41,
    slug: 'toyota-camry-2021-41',
    status: 'approved',
    active: true,
    deleted: false,
    rejection_reason: null,
    owner_id: 7,
    title: 'Toyota Camry 2021',
    brand_id: 1,
    brand_name: 'Toyota',
    model_id: 2,
    model_name: 'Camry',
    year: 2021,
    vin: 'WVWZZZ1KZ8W123456',
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
    ...CAR_DETAILS,
    city_id: 1,
    city_name: 'Київ',
    photos: [photo(101), photo(102, true), photo(103), photo(104)],
    submitted_at: '2026-03-10T09:15:00.000Z',
    created_at: '2026-03-09T18:00:00.000Z',
    updated_at: '2026-03-11T10:00:00.000Z',
    ...overrides,
  };
}
