import type { TBookingSummary } from '@/lib/bookings/contracts';
import type { TWeeklySchedule } from '@/lib/cars/schedule';

/**
 * What the booking islands need of the car to offer new dates: its pick-up and return hours,
 * delivery, and the days a rental may start (Kyiv today to the search's last day).
 */
export type PeriodTerms = {
  schedule: TWeeklySchedule;
  delivery: { offered: boolean; free: boolean; price: number | null };
  today: string;
  lastDay: string;
};

/**
 * The text limits of the booking calls (BOOKING_LIMITS in lib/bookings/contracts.ts), handed down
 * by the server page: the contracts module carries zod, which islands must not import.
 */
export type BookingLimits = {
  message: number;
  address: { min: number; max: number };
  reason: { min: number; max: number };
};

/** One list screen's data (my trips, my activity): the tab shown, every tab's count, and its page of bookings. */
export type BookingTabsData<T extends string> = {
  tab: T;
  counts: Record<T, number>;
  bookings: TBookingSummary[];
  pagination: { total: number; per_page: number; current_page: number };
};
