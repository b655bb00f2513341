import type { TBookingSummary, TBookingView } from '@/lib/bookings/contracts';
import type { TCarPrice, TPriceLine } from '@/lib/catalog/car-contracts';
import { formatDateTime } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/locales';

/** "10.12.2026, 10:00 – 13.12.2026, 10:00" (Kyiv time; en dd/mm/yyyy). */
export function periodText(booking: Pick<TBookingSummary, 'start' | 'end'>, locale: Locale): string {
  return `${formatDateTime(booking.start.at, locale)} – ${formatDateTime(booking.end.at, locale)}`;
}

/**
 * The booking's own price as the catalog's breakdown shows a quote (the same lines: months, days,
 * discount, hours, delivery), so the booking page reads like the car page did when it was booked.
 */
export function bookingPrice(view: Pick<TBookingView, 'lines' | 'total' | 'deposit'>, mode: TCarPrice['mode']): TCarPrice {
  return { lines: view.lines as TPriceLine[], total: view.total, deposit: view.deposit, days: 0, hours: 0, mode };
}

/** The same for a proposed change (its own lines and total, the booking's deposit). */
export function changePrice(change: NonNullable<TBookingView['change']>, deposit: TBookingView['deposit'], mode: TCarPrice['mode']): TCarPrice {
  return { lines: change.lines as TPriceLine[], total: change.total, deposit, days: 0, hours: 0, mode };
}
