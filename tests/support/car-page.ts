import type { TCarPage } from '@/lib/catalog/car-contracts';

/** A listed car's page data as POST /api/catalog/car answers it (component and unit tests). */
export function carPageFixture(overrides: Partial<TCarPage> = {}): TCarPage {
  return {
    id: 1234,
    slug: 'toyota-camry-2021-1234',
    url: '/catalog/kyiv/toyota-camry-2021-1234',
    title: 'Toyota Camry 2021',
    brand: 'Toyota',
    model: 'Camry',
    year: 2021,
    city: { slug: 'kyiv', name: 'Київ' },
    specs: { gearbox: { key: 'automatic', name: 'Автоматична' }, fuel_type: { key: 'petrol', name: 'Бензин' }, engine_capacity: 2.5, fuel_consumption: 7.2, doors: 4, seats: 5, color: 'Білий', is_taxi: false },
    photos: [
      { file: '/cars/a.webp', width: 1600, height: 1067, is_main: true },
      { file: '/cars/b.webp', width: 1600, height: 1067, is_main: false },
    ],
    comment: { text: 'Чисте авто.', lang: 'uk' },
    location: { lat: 50.4512, lng: 30.5231 },
    schedule: { '0': { from: '08:00', to: '21:00' }, '1': { from: '08:00', to: '21:00' }, '2': { from: '08:00', to: '21:00' }, '3': { from: '08:00', to: '21:00' }, '4': { from: '08:00', to: '21:00' }, '5': { from: '10:00', to: '18:00' } },
    min_notice_hours: 2,
    rules: { min_term_days: 1, max_term_days: 30, free_km_per_day: 250, price_per_km: 500, deposit: { amount: 1_000_000, currency: 'UAH' }, delivery: { offered: true, free: false, price: 30_000 }, free_cancellation_hours: 24, instant_booking: false },
    prices: { per_hour: 15_000, per_day: 120_000, per_month: 2_800_000, discounts: [{ from_days: 3, to_days: 6, amount: 10_000 }], is_daily_price: false },
    rating: null,
    review_count: 0,
    reviews: [],
    availability: { from: '2026-12-01T08:00:00.000Z', to: '2027-06-02T08:00:00.000Z', busy: [] },
    owner: { id: 77, kind: 'host', name: 'Олена К.', photo: null, rating: null, trips: 0, response_time: null, joined_at: '2026-11-03T10:00:00.000Z', verified: true, url: '/host/77' },
    ...overrides,
  };
}
