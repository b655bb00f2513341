import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@/lib/server/media/images';
import { MAX_PHOTO_BYTES, megabytes, photoProblem } from '@/lib/media/photo-files';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('photoProblem', () => {
  it('lets JPEG, PNG, WebP and AVIF through up to the server’s limit', () => {
    expect(MAX_PHOTO_BYTES).toBe(MAX_IMAGE_BYTES);
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif']) expect(photoProblem(file('a', type))).toBeNull();
    expect(photoProblem(file('a.jpg', 'image/jpeg', MAX_PHOTO_BYTES))).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(photoProblem(file('scan.pdf', 'application/pdf'))).toEqual({ key: 'wrongType' });
    expect(photoProblem(file('photo.heic', 'image/heic'))).toEqual({ key: 'wrongType' });
    expect(photoProblem(file('big.jpg', 'image/jpeg', MAX_PHOTO_BYTES + 1))).toEqual({ key: 'tooLarge', maxBytes: MAX_PHOTO_BYTES });
    expect(photoProblem(file('a.png', 'image/png', 2000), { maxBytes: 1000 })).toEqual({ key: 'tooLarge', maxBytes: 1000 });
  });

  it('goes by the name when the system gives no type', () => {
    expect(photoProblem(file('IMG_1.JPG', ''))).toBeNull();
    expect(photoProblem(file('notes.txt', ''))).toEqual({ key: 'wrongType' });
  });

  it('gives sizes in megabytes with one decimal', () => {
    expect(megabytes(MAX_PHOTO_BYTES)).toBe(10);
    expect(megabytes(2.46 * 1024 * 1024)).toBe(2.5);
  });
});
