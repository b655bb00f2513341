import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, IMAGE_WIDTHS, imageUrl } from './image-sizes';
import { imageSrcSet } from './image-srcset';

const file = '/cars/0b8f6c3e-1d2a-4f5b-9c7d-2e3f4a5b6c7d.webp';

describe('imageSrcSet', () => {
  it('lists the chosen spec widths as /media/images/{size}{file} with their w descriptors', () => {
    expect(imageSrcSet(file, { widths: [300, 500, 700, 1000, 1500] })).toEqual({
      src: `/media/images/700${file}`,
      srcSet: [300, 500, 700, 1000, 1500].map((w) => `/media/images/${w}${file} ${w}w`).join(', '),
      sizes: '100vw',
    });
  });

  it('sorts and dedupes the widths, and passes sizes and fallback through', () => {
    const sources = imageSrcSet(file, { widths: [500, 300, 500], sizes: '(min-width: 1024px) 33vw, 100vw', fallback: 300 });
    expect(sources).toEqual({ src: `/media/images/300${file}`, srcSet: `/media/images/300${file} 300w, /media/images/500${file} 500w`, sizes: '(min-width: 1024px) 33vw, 100vw' });
  });

  it('offers every width from 100 px by default, each one a size the image route serves', () => {
    const { srcSet } = imageSrcSet(file);
    const urls = srcSet.split(', ').map((entry) => entry.split(' ')[0]!);
    expect(urls).toEqual(IMAGE_WIDTHS.filter((w) => w >= 100).map((w) => imageUrl(w, file)));
    for (const url of urls) expect(IMAGE_SIZES).toContain(url.split('/')[3]);
  });

  it('never claims more pixels than the stored picture has: one size at or past its width, labelled with it', () => {
    // An 800 px original: 1000 and 1500 would both be the same 800 px picture.
    expect(imageSrcSet(file, { widths: [300, 500, 700, 1000, 1500], width: 800 }).srcSet).toBe(
      `/media/images/300${file} 300w, /media/images/500${file} 500w, /media/images/700${file} 700w, /media/images/1000${file} 800w`,
    );
    expect(imageSrcSet(file, { widths: [300, 500], width: 500 }).srcSet).toBe(`/media/images/300${file} 300w, /media/images/500${file} 500w`);
    // Smaller than every width: one entry at its own width, which is also the fallback.
    expect(imageSrcSet(file, { widths: [300, 500], width: 120 })).toMatchObject({ src: `/media/images/300${file}`, srcSet: `/media/images/300${file} 120w` });
  });

  it('adds the original at its real width when asked and wider than every size offered', () => {
    expect(imageSrcSet(file, { widths: [1000, 1500], width: 2000, original: true }).srcSet).toBe(
      `/media/images/1000${file} 1000w, /media/images/1500${file} 1500w, /media/images/orig${file} 2000w`,
    );
    expect(imageSrcSet(file, { widths: [1000, 1500], width: 1200, original: true }).srcSet).toBe(`/media/images/1000${file} 1000w, /media/images/1500${file} 1200w`);
    expect(imageSrcSet(file, { widths: [1000], original: true }).srcSet).toBe(`/media/images/1000${file} 1000w`);
  });

  it('falls back to the smallest width when every one is above 700 px', () => {
    expect(imageSrcSet(file, { widths: [1000, 1500] }).src).toBe(`/media/images/1000${file}`);
    expect(() => imageSrcSet(file, { widths: [] })).toThrow();
  });
});
