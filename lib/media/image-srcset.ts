import { IMAGE_WIDTHS, type ImageWidth, imageUrl } from './image-sizes';

/** What an `<img>` needs to let the browser pick the right size: `src`, `srcSet`, `sizes`. */
export type ImageSources = { src: string; srcSet: string; sizes: string };

export type SrcSetOptions = {
  /** The spec widths to offer (default: every width from 100 px). */
  widths?: readonly ImageWidth[];
  /**
   * The stored picture's width (`car_photos.width`), when known. The pipeline never enlarges, so a
   * size at or above it is the same picture: one of them is offered, labelled with the real width.
   */
  width?: number;
  /** Also offer the stored original (up to 2000 px) at its real width, when it is wider than every size offered (needs `width`). */
  original?: boolean;
  /** How wide the image is shown, for the browser's choice (the `sizes` attribute); default `100vw`. */
  sizes?: string;
  /** The size for `src` (the picture of browsers that ignore `srcset`); default the largest offered up to 700 px. */
  fallback?: ImageWidth;
};

const DEFAULT_WIDTHS = IMAGE_WIDTHS.filter((width) => width >= 100);
const FALLBACK_MAX = 700;

/**
 * `src`/`srcSet`/`sizes` for a stored image (`/cars/<uuid>.webp`) from the spec sizes served at
 * `/media/images/{size}{file}`: `imageSrcSet(file, { widths: [300, 500, 700], sizes: '(min-width: 1024px) 33vw, 100vw' })`
 * → `srcSet` "/media/images/300/cars/x.webp 300w, /media/images/500/cars/x.webp 500w, …".
 */
export function imageSrcSet(file: string, options: SrcSetOptions = {}): ImageSources {
  const widths = [...new Set(options.widths ?? DEFAULT_WIDTHS)].sort((a, b) => a - b);
  if (!widths.length) throw new Error('imageSrcSet needs at least one width');
  const real = options.width && options.width > 0 ? Math.round(options.width) : undefined;
  const candidates: { url: string; size: ImageWidth | 'orig'; w: number }[] = [];
  for (const width of widths) {
    if (real !== undefined && width >= real) {
      // The first size at or past the picture's width serves it whole; larger ones would repeat it.
      candidates.push({ url: imageUrl(width, file), size: width, w: real });
      break;
    }
    candidates.push({ url: imageUrl(width, file), size: width, w: width });
  }
  const widest = candidates[candidates.length - 1]!;
  if (options.original && real !== undefined && real > widest.w) candidates.push({ url: imageUrl('orig', file), size: 'orig', w: real });
  const offered = candidates.filter((candidate) => candidate.size !== 'orig');
  const fallback = options.fallback ?? [...offered].reverse().find((candidate) => candidate.w <= FALLBACK_MAX)?.size ?? offered[0]!.size;
  return {
    src: imageUrl(fallback, file),
    srcSet: candidates.map((candidate) => `${candidate.url} ${candidate.w}w`).join(', '),
    sizes: options.sizes ?? '100vw',
  };
}
