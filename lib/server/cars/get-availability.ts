import 'server-only';
import { type TAvailabilityView } from '@/lib/cars/availability';
import { KYIV_TIME_ZONE, wholeDays } from '@/lib/cars/periods';
import type { User } from '@/lib/server/db/schema';
import { readManagedCar } from './car-access';
import { holdingPeriods, periodView } from './car-periods';

/**
 * A car's calendar for the Kyiv days `from_date`–`to_date` (inclusive; the contract keeps the window
 * to AVAILABILITY_LIMITS.windowDays): its weekly hours, its minimum notice, and every period holding
 * it that overlaps those days — the owner's blocks with their notes, bookings only as busy time.
 */
export async function getAvailability(actor: User, carId: number, window: { from_date: string; to_date: string }): Promise<TAvailabilityView> {
  const car = await readManagedCar(actor, carId);
  const periods = await holdingPeriods(car.id, wholeDays(window.from_date, window.to_date));
  return {
    car_id: car.id,
    time_zone: KYIV_TIME_ZONE,
    from_date: window.from_date,
    to_date: window.to_date,
    schedule: car.schedule,
    min_notice_hours: car.minNoticeHours,
    instant_booking: car.instantBooking,
    periods: periods.map(periodView),
  };
}
