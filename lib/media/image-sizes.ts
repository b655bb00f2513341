/**
 * The public image pipeline's sizes (spec §7: `/media/images/{size}{file}`): a width in px, or the
 * stored original (`orig`, at most 2000 px on its longest side). Shared by the server (which makes
 * each size on first request) and pages (which build `srcset` from them: image-srcset.ts).
 */
export const IMAGE_SIZES = ['25', '50', '100', '200', '300', '400', '500', '700', '1000', '1500', 'orig'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** The sizes that are widths, as numbers. */
export type ImageWidth = 25 | 50 | 100 | 200 | 300 | 400 | 500 | 700 | 1000 | 1500;
export const IMAGE_WIDTHS: readonly ImageWidth[] = IMAGE_SIZES.filter((size) => size !== 'orig').map(Number) as ImageWidth[];

/**
 * The most pixels the pipeline decodes: a 50-megapixel phone or camera photo passes, a decompression
 * bomb (a small file that decodes to gigabytes) does not.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The largest image file the pipeline takes (before re-encoding). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The URL of a stored image (`file` is its path, `/cars/<uuid>.webp`) at one size. */
export function imageUrl(size: ImageSize | ImageWidth, file: string): string {
  return `/media/images/${size}${file}`;
}
