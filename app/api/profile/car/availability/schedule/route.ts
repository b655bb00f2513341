import { carAvailabilityScheduleContract } from '@/lib/cars/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { setCarSchedule } from '@/lib/server/cars/set-car-schedule';

// POST /api/profile/car/availability/schedule — weekly pick-up and drop-off hours and minimum notice
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(carAvailabilityScheduleContract, async ({ body, session }) =>
  setCarSchedule(session.user, body.car_id, { schedule: body.schedule, min_notice_hours: body.min_notice_hours, instant_booking: body.instant_booking }),
);
