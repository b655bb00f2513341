import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertCanonicalKey, isCanonicalKey } from './keys';
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

/** Paths of the files under `dir` at any depth, relative to it with `/` between segments; none when it is no folder. */
async function filesUnder(dir: string, under = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries) {
    const name = `${under}${entry.name}`;
    if (entry.isDirectory()) files.push(...(await filesUnder(path.join(/*turbopackIgnore: true*/ dir, entry.name), `${name}/`)));
    else if (entry.isFile()) files.push(name);
  }
  return files;
}

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
    async exists(key) {
      const file = fileOf(key);
      await ready();
      return (await stat(file).catch(() => null))?.isFile() ?? false;
    },
    async delete(key) {
      const file = fileOf(key);
      await ready();
      await rm(file, { force: true });
    },
    async list(folder) {
      const dir = fileOf(folder);
      await ready();
      // Temporary files of writes in progress (`~`) and anything else no key can spell are not objects.
      return (await filesUnder(dir))
        .map((file) => `${folder}/${file}`)
        .filter(isCanonicalKey)
        .sort();
    },
    async deleteFolder(folder) {
      const dir = fileOf(folder);
      await ready();
      // Only what is under `folder/`, as in a bucket: an object named `folder` itself stays.
      if ((await stat(dir).catch(() => null))?.isDirectory()) await rm(dir, { recursive: true, force: true });
    },
  };
}
