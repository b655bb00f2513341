import 'server-only';
import { IMAGE_SIZES } from '@/lib/media/image-sizes';

/** Where a public image's original is kept (`file` as in /media/images/{size}{file}). */
export const originalImageKey = (file: string) => `images/orig${file}`;

/** WebP quality of stored originals: the upload pipeline and the seeded demo photos alike. */
export const ORIGINAL_WEBP_QUALITY = 82;

/** Every stored object of one public image (the original and each size made from it). */
export function imageRefs(file: string): string[] {
  return IMAGE_SIZES.map((size) => `images/${size}${file}`);
}
