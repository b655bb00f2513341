import 'server-only';
import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';

/** Top-level folders of the public area that older installs kept directly under STORAGE_DIR. */
const LEGACY_PUBLIC = ['media', 'images'];
const done = new Map<string, Promise<void>>();

/**
 * Installs from before the split kept public files in STORAGE_DIR/{media,images} next to
 * STORAGE_DIR/private. Moves them into STORAGE_DIR/public once per process (a rename on the same
 * disk, so it is instant and atomic); `private/` is already where the private area lives.
 */
export function migrateLegacyLayout(base: string): Promise<void> {
  let pending = done.get(base);
  if (!pending) {
    pending = (async () => {
      for (const name of LEGACY_PUBLIC) {
        const from = path.join(/*turbopackIgnore: true*/ base, name);
        const to = path.join(/*turbopackIgnore: true*/ base, 'public', name);
        if (!existsSync(from) || existsSync(to)) continue;
        await mkdir(path.dirname(to), { recursive: true });
        // Another instance may have moved it a moment ago: that is as good as moving it here.
        await rename(from, to).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT' && !existsSync(to)) throw error;
        });
      }
    })();
    done.set(base, pending);
    pending.catch(() => done.delete(base));
  }
  return pending;
}
