import { carPhotosUploadContract } from '@/lib/cars/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { uploadCarPhotos } from '@/lib/server/cars/upload-car-photos';

// POST /api/profile/car/photos/upload — one or more photos (multipart parts named "photos"), through the image pipeline
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(carPhotosUploadContract, async ({ body, formData, session, locale }) => {
  const parts = (formData?.getAll('photos') ?? []).filter((part): part is File => part instanceof Blob && part.size > 0);
  const files = await Promise.all(parts.map(async (part) => Buffer.from(await part.arrayBuffer())));
  return { car: await uploadCarPhotos(session.user, body.car_id, files, locale) };
});
