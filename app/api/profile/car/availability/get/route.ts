import { carAvailabilityGetContract } from '@/lib/cars/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { getAvailability } from '@/lib/server/cars/get-availability';

// POST /api/profile/car/availability/get — an own car's calendar for a window of Kyiv days
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(carAvailabilityGetContract, async ({ body, session }) => getAvailability(session.user, body.car_id, body));
