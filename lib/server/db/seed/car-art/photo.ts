import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ORIGINAL_WEBP_QUALITY } from '@/lib/server/media/image-refs';
import { interiorSvg } from './interior';
import { type CarPicture, PHOTO_HEIGHT, PHOTO_WIDTH, exteriorSvg } from './render';

/** WebP as the image pipeline stores originals (lib/server/media/images.ts): no metadata, ≤ 2000 px. */
const WEBP = { quality: ORIGINAL_WEBP_QUALITY, effort: 1 } as const;

/** What a photo is drawn from: one SVG (the cabin), or the backdrop at half size and the car over it. */
export type PhotoSource = { svg: string } | { backdrop: string; car: string };

export function photoSource(picture: CarPicture, seed: number): PhotoSource {
  if (!('body' in picture)) return { svg: interiorSvg(picture.interior, PHOTO_WIDTH, PHOTO_HEIGHT, seed, picture.view === 'dashboard') };
  return exteriorSvg(picture, seed);
}

/** A name for the photo a source gives: the same drawing and encoder settings, the same bytes. */
export function sourceKey(source: PhotoSource): string {
  const hash = createHash('sha256').update(JSON.stringify(WEBP)).update(sharp.versions.vips ?? '');
  if ('svg' in source) hash.update(source.svg);
  else hash.update(source.backdrop).update('\n').update(source.car);
  return hash.digest('hex');
}

/**
 * The WebP photo (1600×1067) of a source, in one sharp pipeline: the backdrop with the car's
 * shadow is rasterized at half size and enlarged (out of focus, as behind a car in a real photo,
 * at a quarter of the cost), then the car is drawn over it at full resolution. About 0.2 s of CPU.
 */
export async function encodePhoto(source: PhotoSource): Promise<Buffer> {
  if ('svg' in source) return sharp(Buffer.from(source.svg)).webp(WEBP).toBuffer();
  return sharp(Buffer.from(source.backdrop))
    .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { kernel: 'linear' })
    .composite([{ input: Buffer.from(source.car) }])
    .webp(WEBP)
    .toBuffer();
}
