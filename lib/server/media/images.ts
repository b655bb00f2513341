import 'server-only';
import { randomUUID } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '@/lib/errors/app-error';
import { type ImageSize, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '@/lib/media/image-sizes';
import { isCanonicalKey } from '@/lib/server/storage/keys';
import { ORIGINAL_WEBP_QUALITY, originalImageKey } from './image-refs';
import { PRIVATE_REF_PREFIX, privateStorage, publicStorage } from '@/lib/server/storage/storage';

// Spec §7 image sizes (/media/images/{size}{file}) and the size limit, shared with pages.
export { IMAGE_SIZES, type ImageSize, MAX_IMAGE_BYTES } from '@/lib/media/image-sizes';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);
const LONGEST_SIDE = 2000;

/** An encoded image and the size of the picture as stored (after turning upright and bounding). */
type EncodedImage = { data: Buffer; width: number; height: number };

/**
 * Checks and normalises an uploaded image: the type is read from the content (not the name), the
 * picture is turned upright, stripped of metadata (GPS, camera), bounded to 2000 px, re-encoded as WebP.
 */
async function encodeImage(data: Buffer): Promise<EncodedImage> {
  if (data.byteLength > MAX_IMAGE_BYTES) throw new AppError('payload_too_large');
  let header: Metadata;
  try {
    // Only the header is read here, so no pixel limit: the size is checked below, with its own answer.
    header = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('invalid_image', { fields: { file: { key: 'invalidImage' } } });
  }
  if (!header.format || !ACCEPTED.has(header.format)) throw new AppError('invalid_image', { fields: { file: { key: 'invalidImage' } } });
  // sharp's own pixel limit fails with an error that would read as "not an image"; a real photo
  // that is merely too big is told so, with the limit.
  if ((header.width ?? 0) * (header.height ?? 0) > MAX_IMAGE_PIXELS) {
    const params = { megapixels: MAX_IMAGE_PIXELS / 1_000_000 };
    throw new AppError('image_too_large', { params, fields: { file: { key: 'imageTooLarge', params } } });
  }
  try {
    const encoded = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: ORIGINAL_WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data: encoded.data, width: encoded.info.width, height: encoded.info.height };
  } catch (error) {
    // The header read well but the picture does not decode (a file cut short, corrupt data): the
    // upload's fault, answered like any other file that is not an image rather than as a 500.
    throw new AppError('invalid_image', { fields: { file: { key: 'invalidImage' } }, cause: error });
  }
}

/** A stored public image: its path for /media/images/{size}{file}, and the stored picture's size. */
export type StoredImage = { file: string; width: number; height: number };

/** A public image (a profile photo, a car photo), stored as its re-encoded original. */
export async function storeImage(data: Buffer, folder: 'avatars' | 'cars'): Promise<StoredImage> {
  const file = `/${folder}/${randomUUID()}.webp`;
  const image = await encodeImage(data);
  await publicStorage().put(originalImageKey(file), image.data, 'image/webp');
  return { file, width: image.width, height: image.height };
}

function privateKey(ref: string): string | null {
  const key = ref.startsWith(PRIVATE_REF_PREFIX) ? ref.slice(PRIVATE_REF_PREFIX.length) : null;
  return key && isCanonicalKey(key) ? key : null;
}

/**
 * A private document photo (driving licence): normalised the same way but kept in the private
 * storage area. Returns its reference (`private/<folder>/<uuid>.webp`, see resolveRef), the form
 * the database keeps.
 */
export async function storePrivateImage(data: Buffer, folder: string): Promise<string> {
  const key = `${folder}/${randomUUID()}.webp`;
  await privateStorage().put(key, (await encodeImage(data)).data, 'image/webp');
  return `${PRIVATE_REF_PREFIX}${key}`;
}

/** The bytes of a private image by its reference; null when missing or not a private reference. */
export async function readPrivateImage(ref: string): Promise<Buffer | null> {
  const key = privateKey(ref);
  return key ? ((await privateStorage().get(key))?.body ?? null) : null;
}

/**
 * An image at one of the spec sizes (width in px, never enlarged), made from the original on first
 * request and kept in storage after that; file names are unique per upload, so answers never change.
 * `file` is `/<canonical key>`; anything else is refused by the storage.
 */
export async function imageAtSize(size: ImageSize, file: string): Promise<Buffer | null> {
  const storage = publicStorage();
  const cached = await storage.get(`images/${size}${file}`);
  if (cached) return cached.body;
  if (size === 'orig') return null;
  const original = await storage.get(originalImageKey(file));
  if (!original) return null;
  const resized = await sharp(original.body).resize({ width: Number(size), withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  await storage.put(`images/${size}${file}`, resized, 'image/webp');
  return resized;
}
