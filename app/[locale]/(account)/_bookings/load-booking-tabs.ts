import 'server-only';
import type { BookingTabsData } from '@/components/bookings/booking-props';
import { defaultTab, tabOf } from '@/lib/bookings/booking-tabs';
import type { BookingStatus } from '@/lib/bookings/status';
import type { Locale } from '@/lib/i18n/locales';
import type { User } from '@/lib/server/db/schema';
import { listBookings } from '@/lib/server/bookings/list-bookings';

const pageOf = (value: unknown): number => {
  const page = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : 1;
  return Math.max(1, page);
};

/**
 * One list screen's data: how many bookings each tab holds (each tab is a status set of
 * lib/bookings/booking-tabs.ts, asked with the list call's own query), the tab the URL names —
 * else the first of `preference` that has any — and the page of it asked for.
 */
export async function loadBookingTabs<T extends string>(
  user: User,
  as: 'renter' | 'owner',
  tabs: Record<T, readonly BookingStatus[]>,
  preference: readonly T[],
  query: Record<string, string | string[] | undefined>,
  locale: Locale,
): Promise<BookingTabsData<T>> {
  const names = Object.keys(tabs) as T[];
  const firstPages = await Promise.all(names.map((name) => listBookings(user, { as, status: [...tabs[name]], page: 1 }, locale)));
  const counts = Object.fromEntries(names.map((name, index) => [name, firstPages[index]!.pagination.total])) as Record<T, number>;
  const tab = tabOf(tabs, query.tab) ?? defaultTab(counts, preference);
  const page = pageOf(query.page);
  const shown = page === 1 ? firstPages[names.indexOf(tab)]! : await listBookings(user, { as, status: [...tabs[tab]], page }, locale);
  return { tab, counts, bookings: shown.bookings, pagination: shown.pagination };
}
