import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GET as mediaImage } from '@/app/media/images/[size]/[...file]/route';
import { POST as uploadAvatar } from '@/app/api/profile/avatar/route';
import { registerRenter } from '@/tests/support/accounts';

async function upload(token: string | null, file: Blob | null, name = 'photo.jpg') {
  const form = new FormData();
  if (file) form.set('file', file, name);
  const request = new Request('http://localhost:3000/api/profile/avatar', {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const response = await uploadAvatar(request);
  return { status: response.status, json: (await response.json()) as { data?: { user: { avatar: string; photo: { path: string } } }; error?: { code: string; fields?: Record<string, string> } } };
}

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0b5fff' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'GPS secret' } } })
    .toBuffer();

describe('avatar upload and the image pipeline', () => {
  it('stores a re-encoded photo and serves it at spec sizes', async () => {
    const account = await registerRenter();
    const res = await upload(account.access_token, new Blob([new Uint8Array(await image(2400, 1600))], { type: 'image/jpeg' }));
    expect(res.status).toBe(200);
    const path = res.json.data!.user.photo.path;
    expect(path).toMatch(/^\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect(res.json.data!.user.avatar).toBe(`/media/images/200${path}`);

    const served = await mediaImage(new Request(`http://localhost:3000/media/images/100${path}`));
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 100 });
    const original = await mediaImage(new Request(`http://localhost:3000/media/images/orig${path}`));
    const originalMeta = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
    expect(originalMeta.width).toBe(2000);
    expect(originalMeta.exif).toBeUndefined();
  });

  it('checks the content, not the name: a text file called .jpg is refused', async () => {
    const account = await registerRenter();
    const res = await upload(account.access_token, new Blob(['definitely not an image'], { type: 'image/jpeg' }));
    expect(res.status).toBe(422);
    expect(res.json.error?.code).toBe('invalid_image');
  });

  it('needs a file and a session', async () => {
    const account = await registerRenter();
    expect((await upload(account.access_token, null)).status).toBe(422);
    expect((await upload(null, new Blob([new Uint8Array(await image(10, 10))]))).status).toBe(401);
  });

  it('answers unknown sizes and path tricks with 404', async () => {
    for (const path of ['/123/avatars/x.webp', '/100/%2E%2E/%2E%2E/etc/passwd', '/100/avatars/missing.webp']) {
      const response = await mediaImage(new Request(`http://localhost:3000/media/images${path}`));
      expect(response.status, path).toBe(404);
    }
  });
});
