import { carPhotoMainContract } from '@/lib/cars/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { setMainCarPhoto } from '@/lib/server/cars/arrange-car-photos';

// POST /api/profile/car/photos/main — the catalog's picture
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(carPhotoMainContract, async ({ body, session, locale }) => ({
  car: await setMainCarPhoto(session.user, body.car_id, body.photo_id, locale),
}));
