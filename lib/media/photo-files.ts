/**
 * What a photo picker lets through before anything is sent: the formats every browser shows and
 * the server re-encodes, and the server's size limit (MAX_IMAGE_BYTES in lib/server/media/images.ts).
 * The server still reads the real type from the content; this only saves a long upload that
 * would be refused.
 */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

const EXTENSIONS = /\.(jpe?g|png|webp|avif)$/i;

export type PhotoProblem = { key: 'wrongType' } | { key: 'tooLarge'; maxBytes: number };

export function photoProblem(file: Pick<File, 'name' | 'type' | 'size'>, rules: { types?: readonly string[]; maxBytes?: number } = {}): PhotoProblem | null {
  const types = rules.types ?? PHOTO_TYPES;
  const maxBytes = rules.maxBytes ?? MAX_PHOTO_BYTES;
  // Some systems give no type for a file; its name then decides.
  const typeOk = file.type ? types.includes(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk) return { key: 'wrongType' };
  if (file.size > maxBytes) return { key: 'tooLarge', maxBytes };
  return null;
}

/** Whole megabytes for "up to 10 MB" (the limits are whole), a file's own size with one decimal. */
export function megabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}
