import { carModerationQueueContract } from '@/lib/cars/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { listPendingCars } from '@/lib/server/cars/review-car';

// POST /api/admin/car/pending — the moderation queue
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(carModerationQueueContract, async ({ session, locale }) => ({ cars: await listPendingCars(session.user, locale) }));
