import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as imageRoute } from '@/app/media/images/[size]/[...file]/route';
import { GET as mediaRoute } from '@/app/storage/media/[...path]/route';
import { readPrivateImage, storeImage, storePrivateImage } from '@/lib/server/media/images';
import { InvalidStorageKeyError } from '@/lib/server/storage/keys';
import { deleteStored, deleteStoredFolder, privateStorage, publicStorage, storageDir } from '@/lib/server/storage/storage';

type Route = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

/**
 * Calls a public file route with a real URL, and with the catch-all params Next.js would derive
 * from it (the URL parsed, the part after the route split at `/`, each piece percent-decoded), so a
 * handler trusting either is tested.
 */
async function get(route: Route, prefix: string, rest: string, paramNames: string[]) {
  const url = `http://localhost:3000${prefix}${rest}`;
  const pathname = new URL(url).pathname;
  const pieces = pathname.startsWith(prefix) ? pathname.slice(prefix.length).split('/') : [];
  const decoded = pieces.map((piece) => {
    try {
      return decodeURIComponent(piece);
    } catch {
      return piece;
    }
  });
  const params = paramNames.length === 1 ? { [paramNames[0]!]: decoded } : { [paramNames[0]!]: decoded[0] ?? '', [paramNames[1]!]: decoded.slice(1) };
  const response = await route(new Request(url), { params: Promise.resolve(params) });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}
const media = (rest: string) => get(mediaRoute as unknown as Route, '/storage/media/', rest, ['path']);
const image = (rest: string) => get(imageRoute as unknown as Route, '/media/images/', rest, ['size', 'file']);

const DOTS = ['..', '%2e%2e', '%2E%2E', '.%2e', '%2E.', '%252e%252e', '%25252e%25252e', '%c0%ae%c0%ae', '%C0%AE.', '%e0%80%ae%e0%80%ae', '..%00', '%2e%2e%00', '..%5c', '..%255c'];
const SEPARATORS = ['/', '%2f', '%2F', '%252f', '%25252F', '\\', '%5c', '%5C', '%255c', '%c0%af', '%C1%9C', '%e0%80%af', '%00/'];

/** Ways to write `<up × depth>private/<target>`: every dot spelling with every separator spelling. */
function traversals(target: string): string[] {
  const spellings = new Set<string>();
  for (const dots of DOTS) {
    for (const sep of SEPARATORS) {
      for (let depth = 1; depth <= 4; depth += 1) {
        const up = `${dots}${sep}`.repeat(depth);
        spellings.add(`${up}private${sep}${target.split('/').join(sep)}`);
        // Mixed: a plain slash before the climb, an encoded one after.
        spellings.add(`x/${up}private/${target}`);
      }
    }
  }
  for (const extra of [
    `private/${target}`,
    `/private/${target}`,
    `%2fprivate%2f${target.replaceAll('/', '%2f')}`,
    `..%2F..%2F..%2Fprivate%2F${target.replaceAll('/', '%2F')}`,
    `%2e%2e/%2e%2e/%2e%2e/private/${target}`,
    `./../../private/${target}`,
    `favicon.svg/../../../private/${target}`,
    `..;/..;/private/${target}`,
    `%u002e%u002e/%u002e%u002e/private/${target}`,
    `${target}%00.svg`,
  ]) {
    spellings.add(extra);
  }
  return [...spellings];
}

const SECRET_TEXT = 'PRIVATE LICENCE — must never leave through a public route';
let licenceRef: string;
let secret: Buffer;
let avatar: string;

beforeAll(async () => {
  // A licence-like private photo stored the way licences are, and a marker file next to it.
  secret = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#ff0000' } }).jpeg().toBuffer();
  licenceRef = await storePrivateImage(secret, 'licences/7');
  await privateStorage().put('licences/7/front.webp', Buffer.from(SECRET_TEXT), 'image/webp');
  await privateStorage().put('media/favicon.svg', Buffer.from(SECRET_TEXT), 'image/svg+xml');
  // Public files that must keep working.
  await publicStorage().put('media/favicon.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
  avatar = (await storeImage(await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0b5fff' } }).jpeg().toBuffer(), 'avatars')).file;
});

afterEach(() => vi.unstubAllEnvs());

describe('the two storage areas', () => {
  it('keeps private objects in their own root, out of the public one', async () => {
    expect(licenceRef).toMatch(/^private\/licences\/7\/[0-9a-f-]{36}\.webp$/);
    const base = storageDir();
    expect(existsSync(path.join(base, 'private', licenceRef.slice('private/'.length)))).toBe(true);
    expect(existsSync(path.join(base, 'public', 'images', 'orig', avatar))).toBe(true);
    expect(await publicStorage().get(licenceRef)).toBeNull();
    expect(await publicStorage().get(licenceRef.slice('private/'.length))).toBeNull();
    expect((await readPrivateImage(licenceRef))?.byteLength).toBeGreaterThan(0);
  });

  it('refuses keys that are not canonical, in both areas, for every operation', async () => {
    for (const storage of [publicStorage(), privateStorage()]) {
      for (const key of ['media/../private/licences/7/front.webp', '../private/licences/7/front.webp', 'media/%2e%2e/x', 'media\\x', 'media/x\0', 'Media/X', '/media/favicon.svg', 'media//favicon.svg']) {
        await expect(storage.get(key), key).rejects.toThrow(InvalidStorageKeyError);
        await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(InvalidStorageKeyError);
        await expect(storage.delete(key), key).rejects.toThrow(InvalidStorageKeyError);
      }
    }
    expect(await readPrivateImage('private/../licences/7/front.webp')).toBeNull();
    expect(await readPrivateImage('licences/7/front.webp')).toBeNull();
  });

  it('deletes by reference in the right area, files and folders', async () => {
    const ref = await storePrivateImage(secret, 'licences/8');
    await privateStorage().put('licences/8/other.webp', Buffer.from('x'), 'image/webp');
    await deleteStored(ref);
    expect(await readPrivateImage(ref)).toBeNull();
    expect(await privateStorage().get('licences/8/other.webp')).not.toBeNull();
    await deleteStoredFolder('private/licences/8/');
    expect(await privateStorage().get('licences/8/other.webp')).toBeNull();
    await publicStorage().put('media/gone.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    await deleteStored('media/gone.svg');
    expect(await publicStorage().get('media/gone.svg')).toBeNull();
  });
});

describe('the public file routes', () => {
  it('still serve public files', async () => {
    const favicon = await media('favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.body.toString()).toContain('<svg');
    for (const size of ['orig', '100', '25']) {
      const served = await image(`${size}${avatar}`);
      expect(served.status, size).toBe(200);
      expect((await sharp(served.body).metadata()).format).toBe('webp');
    }
  });

  it('never return a private object, whatever the spelling, and never fail with a 5xx', async () => {
    const uuidTarget = licenceRef.slice('private/'.length);
    const attempts: [string, () => Promise<{ status: number; body: Buffer }>][] = [];
    for (const target of ['licences/7/front.webp', uuidTarget]) {
      for (const spelling of traversals(target)) {
        attempts.push([`/storage/media/${spelling}`, () => media(spelling)]);
        for (const size of ['orig', '100']) attempts.push([`/media/images/${size}/${spelling}`, () => image(`${size}/${spelling}`)]);
        attempts.push([`/media/images/${spelling}`, () => image(spelling)]);
      }
    }
    expect(attempts.length).toBeGreaterThan(3000);
    for (const [url, attempt] of attempts) {
      const { status, body } = await attempt();
      expect([400, 404], url).toContain(status);
      expect(body.includes(SECRET_TEXT), url).toBe(false);
      expect(body.equals(secret), url).toBe(false);
    }
  });

  it('answer odd paths with 404, not 500', async () => {
    for (const rest of ['%', '%zz', '%C0%AE%C0%AE', '%E0%A4%A', '%ED%A0%80', 'a%00b', '', '%20', 'favicon.svg%2f', 'FAVICON.SVG', `${'a'.repeat(300)}.svg`]) {
      expect((await media(rest)).status, rest).toBe(404);
      expect((await image(`100/${rest}`)).status, rest).toBe(404);
    }
    expect((await image('123/avatars/x.webp')).status).toBe(404);
    expect((await image('100')).status).toBe(404);
  });
});

describe('installs from before the split', () => {
  it('move their public files into the public area on first use; private files stay readable', async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'kermo-legacy-'));
    mkdirSync(path.join(base, 'media'), { recursive: true });
    mkdirSync(path.join(base, 'images', 'orig', 'avatars'), { recursive: true });
    mkdirSync(path.join(base, 'private', 'licences', '3'), { recursive: true });
    writeFileSync(path.join(base, 'media', 'logo.svg'), '<svg/>');
    writeFileSync(path.join(base, 'images', 'orig', 'avatars', 'a.webp'), 'avatar');
    writeFileSync(path.join(base, 'private', 'licences', '3', 'p.webp'), 'licence');
    vi.stubEnv('STORAGE_DIR', base);
    try {
      expect((await media('logo.svg')).status).toBe(200);
      expect(readFileSync(path.join(base, 'public', 'images', 'orig', 'avatars', 'a.webp'), 'utf8')).toBe('avatar');
      expect(existsSync(path.join(base, 'media'))).toBe(false);
      expect(existsSync(path.join(base, 'images'))).toBe(false);
      expect((await readPrivateImage('private/licences/3/p.webp'))?.toString()).toBe('licence');
      // The old way in no longer leads anywhere.
      expect((await media('..%2Fprivate%2Flicences%2F3%2Fp.webp')).status).toBe(404);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
