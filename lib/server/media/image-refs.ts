import 'server-only';
import { IMAGE_SIZES } from '@/lib/media/image-sizes';

/** Every stored object of one public image (the original and each size made from it). */
export function imageRefs(file: string): string[] {
  return IMAGE_SIZES.map((size) => `images/${size}${file}`);
}
