import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertCanonicalKey } from './keys';
import type { Storage } from './storage';

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

/**
 * One storage area in a folder on disk. Keys are checked to be canonical before they touch the
 * file system, so every path stays under `root`. `ready` runs once before the first operation
 * (the layout migration of older installs).
 */
export function diskStorage(root: string, ready: () => Promise<void> = async () => {}): Storage {
  const fileOf = (key: string) => path.join(/*turbopackIgnore: true*/ root, ...assertCanonicalKey(key).split('/'));
  return {
    async put(key, body) {
      const file = fileOf(key);
      await ready();
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file. `~` is outside the key alphabet,
      // so no key can ever name a temporary file.
      const temp = `${file}~${process.pid}-${randomBytes(4).toString('hex')}`;
      await writeFile(temp, body);
      await rename(temp, file);
    },
    async get(key) {
      const file = fileOf(key);
      await ready();
      try {
        const [body, info] = await Promise.all([readFile(file), stat(file)]);
        return { body, contentType: TYPES[path.extname(file)] ?? 'application/octet-stream', size: info.size, modifiedAt: info.mtime };
      } catch {
        return null;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await ready();
      await rm(file, { force: true });
    },
    async deleteFolder(key) {
      const folder = fileOf(key);
      await ready();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
