import { carPhotosReorderContract } from '@/lib/cars/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { reorderCarPhotos } from '@/lib/server/cars/arrange-car-photos';

// POST /api/profile/car/photos/reorder — the photos' display order
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(carPhotosReorderContract, async ({ body, session, locale }) => ({
  car: await reorderCarPhotos(session.user, body.car_id, body.photo_ids, locale),
}));
