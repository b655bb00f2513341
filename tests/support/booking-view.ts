import type { TBookingView } from '@/lib/bookings/contracts';

/**
 * A booking as `POST /api/profile/booking/get` answers it (component tests): a request for three
 * days, 10–13 December 2026 at 10:00 Kyiv time, 3 600 ₴ with 300 ₴ off, a 10 000 ₴ deposit, as its
 * renter sees it; override what a test is about.
 */
export function bookingViewFixture(overrides: Partial<TBookingView> = {}): TBookingView {
  return {
    id: 77,
    status: 1,
    role: 'renter',
    car: { id: 1234, title: 'Toyota Camry 2021', photo: '/media/images/400/cars/a.webp', city: 'Київ' },
    start: { at: '2026-12-10T08:00:00.000Z', local: '2026-12-10T10:00' },
    end: { at: '2026-12-13T08:00:00.000Z', local: '2026-12-13T10:00' },
    total: 330_000,
    deadline: { at: '2026-12-02T09:30:00.000Z', local: '2026-12-02T11:30' },
    other: { id: 7, kind: 'host', name: 'Олена К.', photo: null, rating: null, profile: '/host/7' },
    instant: false,
    mode: 'time',
    place: { pickup: null, delivery: null },
    message: null,
    lines: [
      { kind: 'days', quantity: 3, unit_price: 120_000, amount: 360_000 },
      { kind: 'discount', quantity: 3, unit_price: 10_000, amount: -30_000 },
    ],
    deposit: { amount: 1_000_000, currency: 'UAH' },
    owner_share: null,
    paid: 0,
    refunded: 0,
    fee: 0,
    mileage: { start: null, end: null, dispute: null },
    extras: { lines: [], total: 0, paid: 0, collecting: false, returned_at: null },
    late_return: null,
    deposit_hold: null,
    saved_cards: [],
    deadlines: { answer_by: { at: '2026-12-02T09:30:00.000Z', local: '2026-12-02T11:30' }, pay_by: null, free_cancellation_until: { at: '2026-12-09T08:00:00.000Z', local: '2026-12-09T10:00' } },
    cancellation: { free: true, fee: 0, refund: 0 },
    cancelled: null,
    contract: { document: null, signed: null, uploaded_at: null, rejection: null },
    change: null,
    review: { can_review: false, ask: false, mine: null, theirs: null },
    actions: ['edit_request', 'cancel'],
    timeline: [{ action: 'request', actor: 'renter', from: null, to: 1, reason: null, at: '2026-12-01T09:30:00.000Z' }],
    created_at: '2026-12-01T09:30:00.000Z',
    ...overrides,
  };
}
