import 'server-only';
import { eq } from 'drizzle-orm';
import { type TWeeklySchedule, WEEKDAYS } from '@/lib/cars/schedule';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { cars, type User } from '@/lib/server/db/schema';
import { lockManagedCar } from './car-access';
import { recordCarEvent } from './car-events';

type Settings = { schedule: TWeeklySchedule; min_notice_hours: number; instant_booking: boolean };

// Day by day: jsonb hands keys back in its own order, so the stored text is no guide.
const sameSchedule = (a: TWeeklySchedule, b: TWeeklySchedule) => WEEKDAYS.every((day) => a[day]?.from === b[day]?.from && a[day]?.to === b[day]?.to);

/**
 * Sets a car's weekly pick-up and drop-off hours, its minimum notice (validated by ZWeeklySchedule
 * and ZMinNotice) and instant booking (left out: unchanged), owner or operator. They apply to
 * bookings made from now on; existing bookings and the car's moderation state are untouched.
 * Saving what is already set changes nothing.
 */
export async function setCarSchedule(actor: User, carId: number, input: Omit<Settings, 'instant_booking'> & { instant_booking?: boolean }): Promise<Settings> {
  return inTransaction(async () => {
    const car = await lockManagedCar(actor, carId);
    const settings: Settings = { ...input, instant_booking: input.instant_booking ?? car.instantBooking };
    if (sameSchedule(car.schedule, settings.schedule) && car.minNoticeHours === settings.min_notice_hours && car.instantBooking === settings.instant_booking) return settings;
    const db = await getDb();
    await db
      .update(cars)
      .set({ schedule: settings.schedule, minNoticeHours: settings.min_notice_hours, instantBooking: settings.instant_booking, updatedAt: new Date() })
      .where(eq(cars.id, car.id));
    await recordCarEvent(car.id, actor.id, 'schedule_changed', {
      details: { ...settings, previous: { schedule: car.schedule, min_notice_hours: car.minNoticeHours, instant_booking: car.instantBooking } },
    });
    return settings;
  });
}
