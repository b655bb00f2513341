import 'server-only';
import path from 'node:path';
import { diskStorage } from './disk-storage';
import { migrateLegacyLayout } from './legacy-layout';

export type StoredObject = { body: Buffer; contentType: string; size: number; modifiedAt: Date };

/**
 * File storage behind one small interface (architecture §5): a folder on disk by default
 * (STORAGE_DIR, `.data/storage`); an S3-compatible adapter implements the same calls. Every key
 * must be canonical (keys.ts): a non-canonical key is refused with InvalidStorageKeyError.
 */
export type Storage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Removes every object under `key/` (a person's licence photos). */
  deleteFolder(key: string): Promise<void>;
};

/** The folder holding both areas (`public/` and `private/`). */
export function storageDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.STORAGE_DIR || '.data/storage');
}

/**
 * The public area: site media and images, the only storage the public file routes are given.
 * Private documents are in another area with its own root, which no key of this one can reach.
 */
export function publicStorage(): Storage {
  const base = storageDir();
  return diskStorage(path.join(base, 'public'), () => migrateLegacyLayout(base));
}

/** The private area: identity documents (licence photos), served only through authorized routes. */
export function privateStorage(): Storage {
  return diskStorage(path.join(storageDir(), 'private'));
}

/**
 * Server-side references to stored objects (database columns, job payloads): `private/<key>` names
 * a key in the private area, anything else a key in the public one. Only for code that already
 * holds a reference; public routes never resolve references, they are given the public area alone.
 */
export const PRIVATE_REF_PREFIX = 'private/';

export function resolveRef(ref: string): { storage: Storage; key: string } {
  return ref.startsWith(PRIVATE_REF_PREFIX)
    ? { storage: privateStorage(), key: ref.slice(PRIVATE_REF_PREFIX.length) }
    : { storage: publicStorage(), key: ref };
}

/** Deletes the object a reference names (nothing when it is already gone). */
export async function deleteStored(ref: string): Promise<void> {
  const { storage, key } = resolveRef(ref);
  await storage.delete(key);
}

/** Deletes every object under the folder a reference names (`private/licences/42`). */
export async function deleteStoredFolder(ref: string): Promise<void> {
  const { storage, key } = resolveRef(ref.replace(/\/+$/, ''));
  await storage.deleteFolder(key);
}
