import 'server-only';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertCanonicalKey, isCanonicalKey } from './keys';
import { sharedS3Client } from './s3-client';
import type { S3Config } from './s3-config';
import type { Storage, StorageArea } from './storage';

/**
 * What a CDN in front of the bucket may do with an object. Images are named per upload (a new
 * picture gets a new UUID, a size is derived from its original once), so they never change;
 * other public media keep fixed names (`media/favicon.svg`) and are cached as briefly as the
 * /storage/media route caches them. Private objects are never cached anywhere.
 */
export function cacheControlFor(area: StorageArea, key: string): string {
  if (area === 'private') return 'private, no-store';
  return key.startsWith('images/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

export type S3StorageOptions = {
  config: S3Config;
  /** A client of one's own (tests watch its requests); by default the process's shared one. */
  client?: S3Client;
  /** Keys per ListObjectsV2 page (S3's maximum, 1000, by default); small in tests of paging. */
  pageSize?: number;
};

function status(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/**
 * A missing object: GetObject's NoSuchKey (a missing bucket, NoSuchBucket, is a fault and is thrown);
 * HeadObject answers a bare 404 with no body to tell which.
 */
function isMissing(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || (status(error) === 404 && name !== 'NoSuchBucket');
}

/**
 * One storage area in an S3 bucket: the objects of area `public` are under `public/`, those of
 * `private` under `private/`. Keys are canonical (keys.ts, checked before any request), so no key
 * of one area can spell a name in the other. Same semantics as the disk adapter; `list` and
 * `deleteFolder` see only keys under `folder/`.
 */
export function s3Storage(area: StorageArea, options: S3StorageOptions): Storage {
  const { bucket } = options.config;
  const prefix = `${area}/`;
  const pageSize = Math.min(1000, Math.max(1, Math.floor(options.pageSize ?? 1000)));
  /** The SDK and the client, loaded on first use (s3-client.ts) and cached after that. */
  const connect = async () => {
    const [sdk, s3] = await Promise.all([import('@aws-sdk/client-s3'), options.client ?? sharedS3Client(options.config)]);
    return { sdk, s3 };
  };
  const objectKey = (key: string) => `${prefix}${assertCanonicalKey(key)}`;

  /** The bucket's names of every object whose name starts with `under`, a page at a time. */
  async function* pages(under: string): AsyncGenerator<string[]> {
    const { sdk, s3 } = await connect();
    let token: string | undefined;
    do {
      const page = await s3.send(new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: under, MaxKeys: pageSize, ContinuationToken: token }));
      yield (page.Contents ?? []).flatMap(({ Key }) => (Key?.startsWith(under) ? [Key] : []));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    async put(key, body, contentType) {
      const name = objectKey(key);
      const { sdk, s3 } = await connect();
      await s3.send(
        new sdk.PutObjectCommand({ Bucket: bucket, Key: name, Body: body, ContentType: contentType, CacheControl: cacheControlFor(area, key) }),
      );
    },
    async get(key) {
      const name = objectKey(key);
      const { sdk, s3 } = await connect();
      try {
        const object = await s3.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: name }));
        const body = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
        return {
          body,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: body.byteLength,
          modifiedAt: object.LastModified ?? new Date(),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      const name = objectKey(key);
      const { sdk, s3 } = await connect();
      try {
        await s3.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: name }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      const name = objectKey(key);
      const { sdk, s3 } = await connect();
      // S3 answers 204 whether or not the object was there.
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: name }));
    },
    async list(folder) {
      const under = `${objectKey(folder)}/`;
      const keys: string[] = [];
      for await (const names of pages(under)) {
        // Objects written by other tools may have names no key can spell: not listed, as on disk.
        keys.push(...names.map((name) => name.slice(prefix.length)).filter(isCanonicalKey));
      }
      return keys;
    },
    async deleteFolder(folder) {
      // Everything under the folder goes, odd names too (a person's documents leave completely).
      // Each page (≤ 1000 names, DeleteObjects' limit) is deleted before the next is asked for;
      // the continuation token stands for the last name listed, so deleting behind it loses nothing.
      const under = `${objectKey(folder)}/`;
      const { sdk, s3 } = await connect();
      for await (const names of pages(under)) {
        if (!names.length) continue;
        const result = await s3.send(new sdk.DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: names.map((Key) => ({ Key })), Quiet: true } }));
        const failed = result.Errors ?? [];
        if (failed.length) {
          throw new Error(`S3 refused to delete ${failed.length} object(s) under ${under}: ${failed[0]?.Code ?? ''} ${failed[0]?.Message ?? ''}`.trim());
        }
      }
    },
  };
}
