import { MAX_IMAGE_BYTES } from '@/lib/media/image-sizes';

/**
 * Photos sent in one upload call (multipart parts named `photos`). The wizard sends several at
 * once; a car holds at most CAR_LIMITS.photos.max (20) in all, so 20 take three calls.
 */
export const PHOTOS_PER_UPLOAD = 8;

/** The largest upload body: that many images at the pipeline's limit, plus room for the form itself. */
export const PHOTO_UPLOAD_MAX_BYTES = PHOTOS_PER_UPLOAD * MAX_IMAGE_BYTES + 64 * 1024;

/** The widths pages offer for a car photo (`imageSrcSet(photo.file, { widths: CAR_PHOTO_WIDTHS, width: photo.width })`). */
export const CAR_PHOTO_WIDTHS = [300, 500, 700, 1000, 1500] as const;
