import { carPhotoDeleteContract } from '@/lib/cars/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { deleteCarPhoto } from '@/lib/server/cars/delete-car-photo';

// POST /api/profile/car/photos/delete — one photo, its files removed after the change commits
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(carPhotoDeleteContract, async ({ body, session, locale }) => ({
  car: await deleteCarPhoto(session.user, body.car_id, body.photo_id, locale),
}));
