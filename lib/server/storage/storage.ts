import 'server-only';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type StoredObject = { body: Buffer; contentType: string; size: number; modifiedAt: Date };

/**
 * File storage behind one small interface (architecture §5): a folder on disk by default
 * (STORAGE_DIR, `.data/storage`); an S3-compatible adapter implements the same two calls.
 */
export type Storage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
};

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
};

/** Keys are relative, slash-separated and may not climb out of the storage root. */
export function safeKey(key: string): string | null {
  const normalized = path.posix.normalize(key.replace(/^\/+/, ''));
  if (!normalized || normalized.startsWith('..') || normalized.includes('\0') || path.posix.isAbsolute(normalized)) return null;
  if (normalized.split('/').some((part) => part.startsWith('.'))) return null;
  return normalized;
}

function diskStorage(root: string): Storage {
  return {
    async put(key, body) {
      const safe = safeKey(key);
      if (!safe) throw new Error(`Invalid storage key: ${key}`);
      const file = path.join(/*turbopackIgnore: true*/ root, safe);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, body);
      await rename(temp, file);
    },
    async get(key) {
      const safe = safeKey(key);
      if (!safe) return null;
      const file = path.join(/*turbopackIgnore: true*/ root, safe);
      try {
        const [body, info] = await Promise.all([readFile(file), stat(file)]);
        return { body, contentType: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream', size: info.size, modifiedAt: info.mtime };
      } catch {
        return null;
      }
    },
  };
}

export function getStorage(): Storage {
  return diskStorage(path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.STORAGE_DIR || '.data/storage'));
}
