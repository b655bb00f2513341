import 'server-only';
import path from 'node:path';
import { diskStorage } from './disk-storage';
import { migrateLegacyLayout } from './legacy-layout';
import { s3ConfigFromEnv } from './s3-config';
import { s3Storage } from './s3-storage';

export type StoredObject = { body: Buffer; contentType: string; size: number; modifiedAt: Date };

/**
 * File storage behind one small interface (architecture §5): a folder on disk by default
 * (STORAGE_DIR, `.data/storage`), or an S3-compatible bucket when S3_BUCKET is set
 * (s3-storage.ts). Every key must be canonical (keys.ts): a non-canonical key is refused with
 * InvalidStorageKeyError before anything is read or written. Both adapters pass the same contract
 * test (tests/integration/storage-adapters.test.ts).
 */
export type Storage = {
  /**
   * Writes the object whole (a reader never sees half of it). The disk keeps no content type:
   * it is read back from the key's extension, so keys end in the extension of their type.
   */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Whether an object is stored under exactly this key (a folder is not an object). */
  exists(key: string): Promise<boolean>;
  /** Removes the object; nothing happens when it is already gone. */
  delete(key: string): Promise<void>;
  /** The keys of every object under `folder/`, at any depth, sorted; empty when there are none. */
  list(folder: string): Promise<string[]>;
  /** Removes every object under `folder/` (a person's licence photos, a car's photos); `folder` itself is not an object. */
  deleteFolder(folder: string): Promise<void>;
};

export type StorageArea = 'public' | 'private';

/** The folder holding both areas (`public/` and `private/`). */
export function storageDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.STORAGE_DIR || '.data/storage');
}

/**
 * The public area: site media and images, the only storage the public file routes are given.
 * Private documents are in another area with its own root, which no key of this one can reach.
 */
export function publicStorage(): Storage {
  return storageArea('public');
}

/** The private area: identity documents (licence photos), served only through authorized routes. */
export function privateStorage(): Storage {
  return storageArea('private');
}

/**
 * An area in the S3 bucket when S3_BUCKET is set (under the prefixes `public/` and `private/`),
 * else in its own folder under STORAGE_DIR. Read on each call, as cheap as it is: the S3 client is
 * one per process (s3-client.ts).
 */
function storageArea(area: StorageArea): Storage {
  const s3 = s3ConfigFromEnv();
  if (s3) return s3Storage(area, { config: s3 });
  const base = storageDir();
  // Only the public area had an older layout to move (legacy-layout.ts).
  return diskStorage(path.join(base, area), area === 'public' ? () => migrateLegacyLayout(base) : undefined);
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
