import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as createCall } from '@/app/api/profile/booking/create/route';
import { loadBookingTabs } from '@/app/[locale]/(account)/_bookings/load-booking-tabs';
import { BookingDetails } from '@/app/[locale]/(account)/booking/[[...id]]/booking-details';
import { ACTIVITY_TABS, TRIP_TABS } from '@/lib/bookings/booking-tabs';
import type { User } from '@/lib/server/db/schema';
import { seedDatabase } from '@/lib/server/db/seed';
import { kyivDateTimeToInstant } from '@/lib/time/kyiv-clock';
import { asUser, createApprovedRenter, kyiv } from '@/tests/support/bookings';
import { createVerifiedOwner } from '@/tests/support/cars';
import { createListedCar, createTestCity } from '@/tests/support/catalog';
import { createUser } from '@/tests/support/factories';
import { digestOf } from '@/tests/support/registry-proxy';

// The booking page and the two lists, read on the server as their pages read them.

const viewer: { current: User | null } = { current: null };
vi.mock('@/lib/server/accounts/get-current-viewer', () => ({ getCurrentUser: async () => viewer.current, getCurrentViewer: async () => null }));
vi.mock('next-intl/server', () => ({ setRequestLocale: () => undefined, getTranslations: async () => (key: string) => key }));

const NOW = kyivDateTimeToInstant('2026-12-01T10:00');
beforeAll(async () => {
  await seedDatabase({ demoAccounts: false });
});
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  viewer.current = null;
});
afterEach(() => vi.useRealTimers());

async function requested() {
  const city = await createTestCity();
  const owner = await createVerifiedOwner();
  const car = await createListedCar(city.id, { ownerId: owner.user.id });
  const renter = await createApprovedRenter();
  const res = await asUser(createCall, renter.token, { car_id: car.id, start: kyiv('2026-12-10T10:00'), end: kyiv('2026-12-13T10:00'), accept_terms: true });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { owner: owner.user, renter: renter.user, booking: res.json.data.booking, car };
}

describe('the booking page', () => {
  it('opens for the renter, the owner and an operator, and is the 404 page for anyone else', async () => {
    const { owner, renter, booking } = await requested();
    const page = () => BookingDetails({ locale: 'uk', id: String(booking.id) });
    viewer.current = renter;
    await expect(page()).resolves.toBeTruthy();
    viewer.current = owner;
    await expect(page()).resolves.toBeTruthy();
    viewer.current = await createUser({ isStaff: true });
    await expect(page()).resolves.toBeTruthy();
    viewer.current = await createUser({ role: 1, isDriverLicenseVerified: true });
    expect(digestOf(await page().catch((error: unknown) => error))).toMatch(/^NEXT_HTTP_ERROR_FALLBACK;404/);
  });

  it('is the 404 page for an id that names nothing or is no number', async () => {
    viewer.current = await createUser({ role: 1 });
    for (const id of ['999999999', 'abc', '1.5']) {
      expect(digestOf(await BookingDetails({ locale: 'uk', id }).catch((error: unknown) => error)), id).toMatch(/^NEXT_HTTP_ERROR_FALLBACK;404/);
    }
  });
});

describe('my trips and my activity', () => {
  it('count each tab, and open at the first preferred tab that has bookings', async () => {
    const { owner, renter, booking } = await requested();
    const trips = await loadBookingTabs(renter, 'renter', TRIP_TABS, ['active', 'upcoming', 'past', 'cancelled'], {}, 'uk');
    expect(trips).toMatchObject({ tab: 'upcoming', counts: { upcoming: 1, active: 0, past: 0, cancelled: 0 }, pagination: { total: 1, current_page: 1 } });
    expect(trips.bookings.map((summary) => summary.id)).toEqual([booking.id]);
    const activity = await loadBookingTabs(owner, 'owner', ACTIVITY_TABS, ['requests', 'active', 'upcoming', 'history'], {}, 'uk');
    expect(activity).toMatchObject({ tab: 'requests', counts: { requests: 1, upcoming: 0, active: 0, history: 0 } });
    expect(activity.bookings[0]).toMatchObject({ id: booking.id, role: 'owner', deadline: { local: '2026-12-02T10:00' } });
    // A tab named in the URL is kept even when empty; a page past the last is simply empty.
    const history = await loadBookingTabs(owner, 'owner', ACTIVITY_TABS, ['requests', 'active', 'upcoming', 'history'], { tab: 'history', page: '3' }, 'uk');
    expect(history).toMatchObject({ tab: 'history', bookings: [], pagination: { total: 0, current_page: 3 } });
  });
});
