import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as imageRoute } from '@/app/media/images/[size]/[...file]/route';
import { readPrivateImage, storeImage, storePrivateImage } from '@/lib/server/media/images';
import { diskStorage } from '@/lib/server/storage/disk-storage';
import { InvalidStorageKeyError } from '@/lib/server/storage/keys';
import { closeSharedS3Client, createS3Client } from '@/lib/server/storage/s3-client';
import type { S3Config } from '@/lib/server/storage/s3-config';
import { s3Storage } from '@/lib/server/storage/s3-storage';
import { deleteStoredFolder, privateStorage, publicStorage, type Storage, type StorageArea, storageDir } from '@/lib/server/storage/storage';
import { type LocalS3, S3RVER_CREDENTIALS, startLocalS3 } from '@/tests/support/s3-server';

type Sent = { command: string; headers: Record<string, string> };

let server: LocalS3;
let config: S3Config;
/** The S3 adapters' own client, with a record of every call it makes. */
let client: S3Client;
const sent: Sent[] = [];
let diskRoot: string;

beforeAll(async () => {
  server = await startLocalS3();
  config = { bucket: server.bucket, region: 'us-east-1', endpoint: server.endpoint, forcePathStyle: true, credentials: S3RVER_CREDENTIALS };
  client = await createS3Client(config);
  // One entry per call (a retried attempt is not another call: s3rver's batch delete sometimes
  // fails once racing itself over empty folders, and the SDK retries it), with the headers of
  // the request as signed.
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const entry: Sent = { command: context.commandName ?? '', headers: {} };
      sent.push(entry);
      (context as { sent?: Sent }).sent = entry;
      return next(args);
    },
    { step: 'initialize', name: 'recordCalls' },
  );
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const entry = (context as { sent?: Sent }).sent;
      const headers = (args.request as { headers: Record<string, string> }).headers;
      if (entry) entry.headers = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
      return next(args);
    },
    { step: 'finalizeRequest', priority: 'low', name: 'recordHeaders' },
  );
  diskRoot = mkdtempSync(path.join(tmpdir(), 'kermo-disk-adapter-'));
});

afterAll(async () => {
  client?.destroy();
  closeSharedS3Client();
  await server?.stop();
  if (diskRoot) rmSync(diskRoot, { recursive: true, force: true });
});

/** What the bucket holds under a name prefix, as the bucket names it. */
async function bucketNames(prefix: string): Promise<string[]> {
  const page = await client.send(new ListObjectsV2Command({ Bucket: server.bucket, Prefix: prefix }));
  return (page.Contents ?? []).map(({ Key }) => Key ?? '');
}

type Adapter = { name: string; area(area: StorageArea): Storage };
const adapters: Adapter[] = [
  { name: 'disk', area: (area) => diskStorage(path.join(diskRoot, area)) },
  // A page of two keys, so listing and folder deletes go through several pages.
  { name: 's3', area: (area) => s3Storage(area, { config, client, pageSize: 2 }) },
];

const NOT_CANONICAL = ['../x.webp', 'a/../b.webp', '..', '.', '%2e%2e/x.webp', 'a/%2e%2e/b', 'a%2fb', 'A/b.webp', 'a/B.WEBP', 'a//b', '/a', 'a/', '', 'a\\b', 'a\0b', '.hidden', 'a/.b', 'é.webp', 'a b', `${'a'.repeat(129)}`];

describe.each(adapters)('the $name adapter', ({ name, area }) => {
  const pub = () => area('public');
  const priv = () => area('private');

  it('gives back what was put: the bytes, the content type, the size', async () => {
    const bytes = Buffer.concat([Buffer.alloc(16), randomBytes(70_000), Buffer.from([0xff, 0x00, 0xfe])]);
    await pub().put('round/trip/photo.webp', bytes, 'image/webp');
    await pub().put('round/trip/doc.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    const photo = await pub().get('round/trip/photo.webp');
    expect(photo?.body.equals(bytes)).toBe(true);
    expect(photo?.contentType).toBe('image/webp');
    expect(photo?.size).toBe(bytes.byteLength);
    expect(photo?.modifiedAt).toBeInstanceOf(Date);
    expect(Math.abs(Date.now() - photo!.modifiedAt.getTime())).toBeLessThan(60_000);
    expect((await pub().get('round/trip/doc.pdf'))?.contentType).toBe('application/pdf');
    // A second put replaces the object whole.
    await pub().put('round/trip/photo.webp', Buffer.from('second'), 'image/webp');
    expect((await pub().get('round/trip/photo.webp'))?.body.toString()).toBe('second');
  });

  it('answers null for what is not there, a folder included', async () => {
    expect(await pub().get('missing/nothing.webp')).toBeNull();
    await pub().put('folder/inside.webp', Buffer.from('x'), 'image/webp');
    expect(await pub().get('folder')).toBeNull();
  });

  it('tells whether an object exists; a folder is not an object', async () => {
    await pub().put('exists/yes.webp', Buffer.from('x'), 'image/webp');
    expect(await pub().exists('exists/yes.webp')).toBe(true);
    expect(await pub().exists('exists/no.webp')).toBe(false);
    expect(await pub().exists('exists')).toBe(false);
    expect(await pub().exists('exists/yes.webp/deeper')).toBe(false);
  });

  it('deletes an object, and deleting it again (or something never stored) is harmless', async () => {
    await pub().put('del/one.webp', Buffer.from('x'), 'image/webp');
    await pub().put('del/two.webp', Buffer.from('y'), 'image/webp');
    await pub().delete('del/one.webp');
    expect(await pub().get('del/one.webp')).toBeNull();
    expect(await pub().exists('del/one.webp')).toBe(false);
    await expect(pub().delete('del/one.webp')).resolves.toBeUndefined();
    await expect(pub().delete('never/stored.webp')).resolves.toBeUndefined();
    expect((await pub().get('del/two.webp'))?.body.toString()).toBe('y');
  });

  it('lists the keys under a folder at any depth, sorted, and nothing beside it', async () => {
    const inside = ['cars/7/a.webp', 'cars/7/b.webp', 'cars/7/c.webp', 'cars/7/orig/d.webp', 'cars/7/orig/sub/e.webp'];
    const beside = ['cars/70/x.webp', 'cars/7.webp', 'cars-7/x.webp', 'cars/6/x.webp'];
    for (const key of [...inside].reverse().concat(beside)) await pub().put(key, Buffer.from(key), 'image/webp');
    await priv().put('cars/7/private.webp', Buffer.from('p'), 'image/webp');
    expect(await pub().list('cars/7')).toEqual(inside);
    expect(await pub().list('cars/7/orig')).toEqual(['cars/7/orig/d.webp', 'cars/7/orig/sub/e.webp']);
    expect(await pub().list('cars/8')).toEqual([]);
    expect(await pub().list('cars/7/a.webp')).toEqual([]);
    expect(await priv().list('cars/7')).toEqual(['cars/7/private.webp']);
  });

  it('deletes everything under a folder and nothing outside it', async () => {
    const inside = Array.from({ length: 7 }, (_, index) => `fleet/3/photo-${index}.webp`).concat('fleet/3/orig/deep/x.webp');
    const beside = ['fleet/30/keep.webp', 'fleet/3.webp', 'fleet-3/keep.webp', 'fleet/2/keep.webp'];
    for (const key of [...inside, ...beside]) await pub().put(key, Buffer.from(key), 'image/webp');
    await priv().put('fleet/3/private.webp', Buffer.from('p'), 'image/webp');
    const before = sent.length;
    await pub().deleteFolder('fleet/3');
    expect(await pub().list('fleet/3')).toEqual([]);
    for (const key of inside) expect(await pub().exists(key), key).toBe(false);
    for (const key of beside) expect(await pub().exists(key), key).toBe(true);
    expect(await priv().exists('fleet/3/private.webp')).toBe(true);
    if (name === 's3') {
      // 8 keys in pages of 2: every page listed and deleted.
      const commands = sent.slice(before).map(({ command }) => command);
      expect(commands.filter((command) => command === 'ListObjectsV2Command').length).toBeGreaterThanOrEqual(4);
      expect(commands.filter((command) => command === 'DeleteObjectsCommand').length).toBe(4);
    }
    // A folder that is not there, or an object's own key: nothing to do, nothing removed.
    await expect(pub().deleteFolder('fleet/99')).resolves.toBeUndefined();
    await pub().deleteFolder('fleet/3.webp');
    expect(await pub().exists('fleet/3.webp')).toBe(true);
  });

  it('refuses keys that are not canonical, for every operation, before reaching the store', async () => {
    const before = sent.length;
    for (const storage of [pub(), priv()]) {
      for (const key of NOT_CANONICAL) {
        await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(InvalidStorageKeyError);
        await expect(storage.get(key), key).rejects.toThrow(InvalidStorageKeyError);
        await expect(storage.exists(key), key).rejects.toThrow(InvalidStorageKeyError);
        await expect(storage.delete(key), key).rejects.toThrow(InvalidStorageKeyError);
        await expect(storage.list(key), key).rejects.toThrow(InvalidStorageKeyError);
        await expect(storage.deleteFolder(key), key).rejects.toThrow(InvalidStorageKeyError);
      }
    }
    expect(sent.length).toBe(before);
  });

  it('keeps the two areas apart: no public key reaches a private object', async () => {
    await priv().put('licences/9/front.webp', Buffer.from('SECRET'), 'image/webp');
    for (const key of ['licences/9/front.webp', 'private/licences/9/front.webp']) {
      expect(await pub().get(key), key).toBeNull();
      expect(await pub().exists(key), key).toBe(false);
    }
    expect(await pub().list('licences')).toEqual([]);
    expect(await pub().list('private')).toEqual([]);
    await pub().deleteFolder('licences');
    await pub().deleteFolder('private');
    await pub().delete('licences/9/front.webp');
    expect((await priv().get('licences/9/front.webp'))?.body.toString()).toBe('SECRET');
  });
});

describe('the S3 adapter in the bucket', () => {
  const pub = () => s3Storage('public', { config, client });
  const priv = () => s3Storage('private', { config, client });

  it('keeps the areas under public/ and private/ of one bucket', async () => {
    await pub().put('images/orig/cars/p.webp', Buffer.from('p'), 'image/webp');
    await priv().put('licences/4/front.webp', Buffer.from('s'), 'image/webp');
    expect(await bucketNames('public/images/orig/cars/')).toEqual(['public/images/orig/cars/p.webp']);
    expect(await bucketNames('private/licences/4/')).toEqual(['private/licences/4/front.webp']);
  });

  it('marks images immutable, other public media briefly cacheable and private objects never cached', async () => {
    await pub().put('images/orig/cars/q.webp', Buffer.from('q'), 'image/webp');
    await pub().put('media/favicon.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    await priv().put('licences/4/back.webp', Buffer.from('b'), 'image/webp');
    const head = (Key: string) => client.send(new HeadObjectCommand({ Bucket: server.bucket, Key }));
    expect((await head('public/images/orig/cars/q.webp')).CacheControl).toBe('public, max-age=31536000, immutable');
    expect((await head('public/media/favicon.svg')).CacheControl).toBe('public, max-age=3600');
    const secret = await head('private/licences/4/back.webp');
    expect(secret.CacheControl).toBe('private, no-store');
    expect(secret.ContentType).toBe('image/webp');
  });

  it('sends no flexible checksums, and Content-MD5 with batch deletes', async () => {
    const before = sent.length;
    await pub().put('checksums/a.webp', Buffer.from('a'), 'image/webp');
    await pub().get('checksums/a.webp');
    await pub().deleteFolder('checksums');
    const requests = sent.slice(before);
    expect(requests.map(({ command }) => command)).toEqual(['PutObjectCommand', 'GetObjectCommand', 'ListObjectsV2Command', 'DeleteObjectsCommand']);
    for (const { command, headers } of requests) {
      expect(Object.keys(headers).filter((header) => /^x-amz-(sdk-)?checksum-/.test(header)), command).toEqual([]);
    }
    expect(requests[3]?.headers['content-md5']).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(await pub().exists('checksums/a.webp')).toBe(false);
  });

  it('lists only keys a storage key can spell, and deletes the rest of a folder too', async () => {
    await client.send(new PutObjectCommand({ Bucket: server.bucket, Key: 'public/odd/Upper Case.webp', Body: Buffer.from('x') }));
    await pub().put('odd/fine.webp', Buffer.from('y'), 'image/webp');
    expect(await pub().list('odd')).toEqual(['odd/fine.webp']);
    await pub().deleteFolder('odd');
    expect(await bucketNames('public/odd/')).toEqual([]);
  });

  it('throws what is not a missing object: a missing bucket, refused credentials', async () => {
    const noBucket = s3Storage('public', { config: { ...config, bucket: 'no-such-bucket' }, client });
    await expect(noBucket.get('a.webp')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    // s3rver does not check v4 signatures, but it knows its one access key.
    const stranger = await createS3Client({ ...config, credentials: { accessKeyId: 'STRANGER', secretAccessKey: 'wrong' } });
    try {
      const refused = s3Storage('public', { config, client: stranger });
      await expect(refused.get('images/orig/cars/p.webp')).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
      await expect(refused.exists('images/orig/cars/p.webp')).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
      await expect(refused.put('images/orig/cars/z.webp', Buffer.from('z'), 'image/webp')).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    } finally {
      stranger.destroy();
    }
  });
});

describe('with S3_BUCKET set', () => {
  beforeEach(() => {
    vi.stubEnv('S3_BUCKET', server.bucket);
    vi.stubEnv('S3_ENDPOINT', server.endpoint);
    vi.stubEnv('S3_ACCESS_KEY_ID', S3RVER_CREDENTIALS.accessKeyId);
    vi.stubEnv('S3_SECRET_ACCESS_KEY', S3RVER_CREDENTIALS.secretAccessKey);
  });
  afterEach(() => vi.unstubAllEnvs());

  it('stores images in the bucket, and the public image route serves them unchanged', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0b5fff' } }).jpeg().toBuffer();
    const { file } = await storeImage(jpeg, 'avatars');
    expect(await bucketNames(`public/images/orig${file}`)).toEqual([`public/images/orig${file}`]);
    expect(existsSync(path.join(storageDir(), 'public', 'images', 'orig', file))).toBe(false);

    const response = await imageRoute(new Request(`http://localhost:3000/media/images/100${file}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const served = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([served.format, served.width]).toEqual(['webp', 100]);
    // The size is made once and kept beside the original, in the bucket.
    expect(await bucketNames(`public/images/100${file}`)).toEqual([`public/images/100${file}`]);
    expect((await imageRoute(new Request(`http://localhost:3000/media/images/orig${file}`))).status).toBe(200);
    expect((await imageRoute(new Request('http://localhost:3000/media/images/100/avatars/missing.webp'))).status).toBe(404);
  });

  it('keeps private documents under private/, out of the public routes, and deletes them by reference', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#ff0000' } }).jpeg().toBuffer();
    const ref = await storePrivateImage(jpeg, 'licences/5');
    expect(await bucketNames('private/licences/5/')).toEqual([ref]);
    expect((await readPrivateImage(ref))?.byteLength).toBeGreaterThan(0);
    for (const spelling of [`orig/${ref}`, `orig/..%2F..%2F${ref}`, `orig/%2e%2e/%2e%2e/${ref}`]) {
      expect((await imageRoute(new Request(`http://localhost:3000/media/images/${spelling}`))).status, spelling).toBe(404);
    }
    expect(await publicStorage().exists(ref)).toBe(false);
    expect(await privateStorage().list('licences/5')).toEqual([ref.slice('private/'.length)]);
    await deleteStoredFolder('private/licences/5/');
    expect(await bucketNames('private/licences/5/')).toEqual([]);
  });

  it('goes back to the disk once the variables are gone', async () => {
    vi.unstubAllEnvs();
    await publicStorage().put('media/back-on-disk.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    expect(existsSync(path.join(storageDir(), 'public', 'media', 'back-on-disk.svg'))).toBe(true);
    expect(await bucketNames('public/media/back-on-disk.svg')).toEqual([]);
  });
});
