import type { Period } from '@/lib/cars/periods';
import { calendarDays, MINUTES_PER_DAY, rentalMinutes } from './rental-length';
import type { PricingTerms } from './terms';

/** What a rental is billed as, before money: whole days (months come later) and hours. */
export type RentalUnits = { mode: 'time' | 'calendar'; days: number; hours: number };

/**
 * Calendar mode: the Kyiv dates touched, no hours. Time mode: whole days of the wall-clock length,
 * and what is left over in started hours at the hourly price — unless there is no hourly price or
 * those hours would cost the daily price or more, when the remainder is one more day.
 */
export function rentalUnits(terms: Pick<PricingTerms, 'isDailyPrice' | 'pricePerHourKop' | 'pricePerDayKop'>, period: Period): RentalUnits {
  if (terms.isDailyPrice) return { mode: 'calendar', days: calendarDays(period), hours: 0 };
  const minutes = rentalMinutes(period);
  const days = Math.floor(minutes / MINUTES_PER_DAY);
  const rest = minutes - days * MINUTES_PER_DAY;
  if (rest === 0) return { mode: 'time', days, hours: 0 };
  const hours = Math.ceil(rest / 60);
  const hour = terms.pricePerHourKop;
  if (hour === null || hours * hour >= terms.pricePerDayKop) return { mode: 'time', days: days + 1, hours: 0 };
  return { mode: 'time', days, hours };
}
