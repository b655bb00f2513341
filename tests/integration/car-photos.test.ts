import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { POST as decide } from '@/app/api/admin/car/decision/route';
import { POST as create } from '@/app/api/profile/car/create/route';
import { POST as removeCar } from '@/app/api/profile/car/delete/route';
import { POST as deletePhoto } from '@/app/api/profile/car/photos/delete/route';
import { POST as setMain } from '@/app/api/profile/car/photos/main/route';
import { POST as reorder } from '@/app/api/profile/car/photos/reorder/route';
import { POST as uploadRoute } from '@/app/api/profile/car/photos/upload/route';
import { POST as submit } from '@/app/api/profile/car/submit/route';
import { GET as mediaImage } from '@/app/media/images/[size]/[...file]/route';
import { PHOTOS_PER_UPLOAD } from '@/lib/cars/car-photos';
import type { TCarView } from '@/lib/cars/car-view';
import { MAX_IMAGE_BYTES } from '@/lib/media/image-sizes';
import { CAR_PHOTO_UPLOAD_LIMIT } from '@/lib/server/cars/upload-car-photos';
import { getDb } from '@/lib/server/db/client';
import { carEvents, carPhotos, cars, users } from '@/lib/server/db/schema';
import { appJobs } from '@/lib/server/jobs/app-jobs';
import { runDueJobs } from '@/lib/server/jobs/run-due-jobs';
import { consume } from '@/lib/server/security/rate-limit';
import { api } from '@/tests/support/accounts';
import { addPhotoRows, completeCarForm, createVerifiedOwner } from '@/tests/support/cars';
import { createSignedInUser } from '@/tests/support/factories';

type Reply = { data: { car: TCarView }; error: { code: string; message: string; fields?: Record<string, string> } };
type Part = { data: Buffer | string; name?: string; type?: string };

const jpeg = (width = 64, height = 48, background = '#b22222') => sharp({ create: { width, height, channels: 3, background } }).jpeg().toBuffer();
const png = (width = 64, height = 48) => sharp({ create: { width, height, channels: 4, background: '#1e90ffcc' } }).png().toBuffer();

/**
 * A PNG whose header says 20000 × 10000 px (200 megapixels) with a few bytes of picture data: how a
 * panorama or a decompression bomb first looks to the pipeline.
 */
function hugePngHeader(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(10_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(1000))), chunk('IEND', Buffer.alloc(0))]);
}

/** A camera JPEG: owner and camera in IFD0, a position in the GPS IFD (IFD3), and an orientation. */
const cameraJpeg = (width: number, height: number, orientation?: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2e8b57' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Canon', Model: 'EOS 250D', Copyright: 'Taras Shevchenko' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 27/1 1/1', GPSLongitudeRef: 'E', GPSLongitude: '30/1 31/1 2/1' },
    })
    .withMetadata(orientation ? { orientation } : {})
    .toBuffer();

function upload(token: string, carId: number, parts: Part[], lang?: 'en') {
  const form = new FormData();
  form.set('car_id', String(carId));
  if (lang) form.set('lang', lang);
  parts.forEach((part, index) => {
    const bytes = typeof part.data === 'string' ? part.data : new Uint8Array(part.data);
    form.append('photos', new Blob([bytes], { type: part.type ?? 'image/jpeg' }), part.name ?? `photo-${index}.jpg`);
  });
  return api<Reply>(uploadRoute, undefined, { token, rawBody: form });
}

const photosOfCar = async (carId: number) => (await getDb()).select().from(carPhotos).where(eq(carPhotos.carId, carId)).orderBy(asc(carPhotos.position));
const eventsOf = async (carId: number) => (await getDb()).select().from(carEvents).where(eq(carEvents.carId, carId)).orderBy(asc(carEvents.id));
const carRow = async (carId: number) => (await (await getDb()).select().from(cars).where(eq(cars.id, carId)))[0]!;

/** Every stored original of a car photo, by file name (the storage folder of this test file). */
const storedOriginals = () => {
  const folder = path.join(process.env.STORAGE_DIR!, 'public', 'images', 'orig', 'cars');
  return new Set(existsSync(folder) ? readdirSync(folder) : []);
};
const fileName = (file: string) => path.basename(file);
const runJobs = () => runDueJobs(appJobs, { now: new Date(Date.now() + 60_000) });

async function draftCar(token: string) {
  const res = await api<Reply>(create, await completeCarForm(), { token });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.car;
}

/** A car created complete, with `photos` photo rows, submitted and approved (listed, active). */
async function approvedCar(owner: { token: string }, photos = 4) {
  const car = await draftCar(owner.token);
  await addPhotoRows(car.id, photos);
  expect((await api(submit, { car_id: car.id }, { token: owner.token })).status).toBe(200);
  await approve(car.id);
  return car;
}

async function approve(carId: number) {
  const operator = await createSignedInUser({ isStaff: true });
  const decided = await api<Reply>(decide, { car_id: carId, decision: 'approved' }, { token: operator.token });
  expect(decided.status, JSON.stringify(decided.json)).toBe(200);
  return decided.json.data.car;
}

describe('uploading car photos', () => {
  it('takes several at once through the image pipeline: type by content, EXIF and GPS gone, upright, the first one main', async () => {
    const owner = await createVerifiedOwner();
    const car = await draftCar(owner.token);
    const camera = await sharp(await cameraJpeg(640, 480, 6)).metadata();
    expect([camera.orientation, camera.exif?.toString('latin1')]).toEqual([6, expect.stringContaining('Canon')]);
    const res = await upload(owner.token, car.id, [
      { data: await cameraJpeg(2400, 1600) },
      { data: await png(800, 600), name: 'side.png', type: 'image/png' },
      // Taken with the phone on its side: stored upright, so 480 wide and 640 high.
      { data: await cameraJpeg(640, 480, 6), name: 'IMG_0001.JPG' },
    ]);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const photos = res.json.data.car.photos;
    expect(photos.map(({ is_main, width, height }) => ({ is_main, width, height }))).toEqual([
      { is_main: true, width: 2000, height: 1333 },
      { is_main: false, width: 800, height: 600 },
      { is_main: false, width: 480, height: 640 },
    ]);
    for (const photo of photos) {
      expect(photo.file).toMatch(/^\/cars\/[0-9a-f-]{36}\.webp$/);
      const original = await mediaImage(new Request(`http://localhost:3000/media/images/orig${photo.file}`));
      expect(original.status).toBe(200);
      const stored = Buffer.from(await original.arrayBuffer());
      const meta = await sharp(stored).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({ format: 'webp', width: photo.width, height: photo.height, exif: undefined });
      expect(meta.orientation ?? 1).toBe(1);
      for (const secret of ['Canon', 'Taras', 'EOS']) expect(stored.toString('latin1')).not.toContain(secret);
    }
    const small = await mediaImage(new Request(`http://localhost:3000/media/images/300${photos[0]!.file}`));
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(300);

    // More later: after the others, the main one stays.
    const more = await upload(owner.token, car.id, [{ data: await jpeg() }, { data: await jpeg(48, 64) }]);
    expect(more.json.data.car.photos.map((photo) => photo.id).slice(0, 3)).toEqual(photos.map((photo) => photo.id));
    expect(more.json.data.car.photos.filter((photo) => photo.is_main).map((photo) => photo.id)).toEqual([photos[0]!.id]);
    expect((await photosOfCar(car.id)).map((photo) => photo.position)).toEqual([0, 1, 2, 3, 4]);
    const events = await eventsOf(car.id);
    expect(events.filter((event) => event.event === 'photos_added').map((event) => event.details)).toEqual([
      { photos: { added: photos.map((photo) => photo.id) } },
      { photos: { added: more.json.data.car.photos.slice(3).map((photo) => photo.id) } },
    ]);
    expect((await carRow(car.id)).status).toBe('draft');
  });

  it('refuses a text file called .jpg by its content, a file over 10 MB, no file and too many at once, keeping no file', async () => {
    const owner = await createVerifiedOwner();
    const car = await draftCar(owner.token);
    await runJobs();
    const before = storedOriginals();

    const fake = await upload(owner.token, car.id, [{ data: await jpeg() }, { data: 'definitely not an image', name: 'car.jpg' }], 'en');
    expect(fake.status).toBe(422);
    expect(fake.json.error).toMatchObject({ code: 'invalid_image', fields: { 'photos.1': expect.stringContaining('does not look like an image') } });
    // The good photo of the refused call was stored before the bad one was read: it goes too.
    expect(storedOriginals().size).toBe(before.size + 1);

    // Too many pixels is said as such, with the limit, not as "not an image".
    const panorama = await upload(owner.token, car.id, [{ data: hugePngHeader(), name: 'panorama.png', type: 'image/png' }], 'en');
    expect(panorama.status).toBe(422);
    expect(panorama.json.error).toMatchObject({ code: 'image_too_large', fields: { 'photos.0': 'The image is too large: at most 50 megapixels. Reduce its resolution' } });
    expect(panorama.json.error.message).toContain('50 megapixels');

    const huge = await upload(owner.token, car.id, [{ data: Buffer.alloc(MAX_IMAGE_BYTES + 1, 0xff) }]);
    expect(huge.status).toBe(413);
    expect(huge.json.error.code).toBe('payload_too_large');

    const none = await upload(owner.token, car.id, [], 'en');
    expect(none.status).toBe(422);
    expect(Object.keys(none.json.error.fields ?? {})).toEqual(['photos']);

    const small = await jpeg(16, 16);
    const many = await upload(owner.token, car.id, Array.from({ length: PHOTOS_PER_UPLOAD + 1 }, () => ({ data: small })), 'en');
    expect(many.status).toBe(422);
    expect(many.json.error.fields).toEqual({ photos: `You can upload at most ${PHOTOS_PER_UPLOAD} photos at a time` });

    await runJobs();
    expect(storedOriginals()).toEqual(before);
    expect(await photosOfCar(car.id)).toEqual([]);
  });

  it('holds at most 20 photos: the 21st is refused, and of two racing uploads only the one that fits is kept', async () => {
    const owner = await createVerifiedOwner();
    const car = await draftCar(owner.token);
    await addPhotoRows(car.id, 18);
    await runJobs();
    const before = storedOriginals();
    const [first, second] = await Promise.all([
      upload(owner.token, car.id, [{ data: await jpeg() }, { data: await jpeg() }], 'en'),
      upload(owner.token, car.id, [{ data: await jpeg() }, { data: await jpeg() }], 'en'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 422]);
    const refused = first.status === 422 ? first : second;
    expect(refused.json.error.fields).toEqual({ photos: 'You can add at most 20 photos' });
    const rows = await photosOfCar(car.id);
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((row) => row.position)).size).toBe(20);

    const twentyFirst = await upload(owner.token, car.id, [{ data: await jpeg() }]);
    expect(twentyFirst.status).toBe(422);
    expect(Object.keys(twentyFirst.json.error.fields ?? {})).toEqual(['photos']);
    // Only the kept upload's files remain once the removal job has run.
    await runJobs();
    const added = [...storedOriginals()].filter((name) => !before.has(name)).sort();
    expect(added).toEqual(rows.slice(18).map((row) => fileName(row.file)).sort());
  });

  it('is limited per account, counting photos rather than calls', async () => {
    const owner = await createVerifiedOwner();
    const car = await draftCar(owner.token);
    await consume(CAR_PHOTO_UPLOAD_LIMIT, String(owner.user.id), new Date(), CAR_PHOTO_UPLOAD_LIMIT.max - 3);
    // Three photos remain in the hour: a call with four is refused whole, a call with three passes.
    const small = await jpeg(16, 16);
    const four = await upload(owner.token, car.id, Array.from({ length: 4 }, () => ({ data: small })));
    expect(four.status).toBe(429);
    expect(await photosOfCar(car.id)).toEqual([]);

    const other = await createVerifiedOwner();
    const otherCar = await draftCar(other.token);
    await consume(CAR_PHOTO_UPLOAD_LIMIT, String(other.user.id), new Date(), CAR_PHOTO_UPLOAD_LIMIT.max - 3);
    const three = await upload(other.token, otherCar.id, Array.from({ length: 3 }, () => ({ data: small })));
    expect(three.status, JSON.stringify(three.json)).toBe(200);
    const fourth = await upload(other.token, otherCar.id, [{ data: small }]);
    expect(fourth.status).toBe(429);
    expect(await photosOfCar(otherCar.id)).toHaveLength(3);
  });
});

describe('arranging car photos', () => {
  it('reorders by a permutation of the car’s photo ids and refuses any other list', async () => {
    const owner = await createVerifiedOwner();
    const car = await draftCar(owner.token);
    const ids = (await addPhotoRows(car.id, 4)).map((row) => row.id);
    const other = await draftCar(owner.token);
    const [foreign] = await addPhotoRows(other.id, 1);

    const reversed = [...ids].reverse();
    const res = await api<Reply>(reorder, { car_id: car.id, photo_ids: reversed }, { token: owner.token });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.car.photos.map((photo) => photo.id)).toEqual(reversed);
    expect((await photosOfCar(car.id)).map((row) => [row.id, row.position])).toEqual(reversed.map((id, index) => [id, index]));
    // The main photo is the same photo wherever it stands.
    expect(res.json.data.car.photos.find((photo) => photo.is_main)?.id).toBe(ids[0]);

    for (const photoIds of [ids.slice(1), [...ids, ids[0]!], [ids[0], ids[0], ids[1], ids[2]], [...ids.slice(1), foreign!.id], [...ids, foreign!.id], []]) {
      const bad = await api<Reply>(reorder, { car_id: car.id, photo_ids: photoIds, lang: 'en' }, { token: owner.token });
      expect(bad.status, JSON.stringify(photoIds)).toBe(422);
      expect(bad.json.error.fields).toEqual({ photo_ids: 'The photos have changed in the meantime: reload the page and try again' });
    }
    expect((await photosOfCar(car.id)).map((row) => row.id)).toEqual(reversed);
    expect((await eventsOf(car.id)).filter((event) => event.event === 'photos_reordered')).toHaveLength(1);
  });

  it('keeps exactly one main photo whatever order the rows are in and however many calls race', async () => {
    const owner = await createVerifiedOwner();
    const car = await draftCar(owner.token);
    const ids = (await addPhotoRows(car.id, 6)).map((row) => row.id);
    // The new main's row before the old one's: a single `set is_main = (id = …)` trips the unique index here.
    for (const id of [ids[5]!, ids[0]!, ids[3]!, ids[1]!]) {
      const res = await api<Reply>(setMain, { car_id: car.id, photo_id: id }, { token: owner.token });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.data.car.photos.filter((photo) => photo.is_main).map((photo) => photo.id)).toEqual([id]);
    }
    const answers = await Promise.all([...ids, ...ids].map((id) => api<Reply>(setMain, { car_id: car.id, photo_id: id }, { token: owner.token })));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const mains = (await photosOfCar(car.id)).filter((row) => row.isMain);
    expect(mains).toHaveLength(1);
    expect(ids).toContain(mains[0]!.id);

    const other = await draftCar(owner.token);
    const [foreign] = await addPhotoRows(other.id, 1);
    expect((await api<Reply>(setMain, { car_id: car.id, photo_id: foreign!.id }, { token: owner.token })).status).toBe(404);
    expect((await photosOfCar(other.id))[0]!.isMain).toBe(true);
  });
});

describe('deleting car photos', () => {
  it('makes the next photo main, closes the gap, and removes every size of the files once the job runs', async () => {
    const owner = await createVerifiedOwner();
    const car = await draftCar(owner.token);
    const uploaded = (await upload(owner.token, car.id, [{ data: await jpeg(900, 600) }, { data: await jpeg() }, { data: await jpeg() }])).json.data.car.photos;
    const main = uploaded[0]!;
    // A size made on request is stored beside the original, and must go with it.
    expect((await mediaImage(new Request(`http://localhost:3000/media/images/300${main.file}`))).status).toBe(200);
    const sizeFile = path.join(process.env.STORAGE_DIR!, 'public', 'images', '300', 'cars', fileName(main.file));
    expect(existsSync(sizeFile)).toBe(true);

    const res = await api<Reply>(deletePhoto, { car_id: car.id, photo_id: main.id }, { token: owner.token });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.car.photos.map(({ id, is_main }) => ({ id, is_main }))).toEqual([
      { id: uploaded[1]!.id, is_main: true },
      { id: uploaded[2]!.id, is_main: false },
    ]);
    expect((await photosOfCar(car.id)).map((row) => row.position)).toEqual([0, 1]);
    expect((await api<Reply>(deletePhoto, { car_id: car.id, photo_id: main.id }, { token: owner.token })).status).toBe(404);

    await runJobs();
    expect(storedOriginals().has(fileName(main.file))).toBe(false);
    expect(existsSync(sizeFile)).toBe(false);
    for (const size of ['orig', '300', '1000']) expect((await mediaImage(new Request(`http://localhost:3000/media/images/${size}${main.file}`))).status).toBe(404);
    expect(storedOriginals().has(fileName(uploaded[1]!.file))).toBe(true);

    // A draft may go down to none.
    for (const photo of res.json.data.car.photos) expect((await api(deletePhoto, { car_id: car.id, photo_id: photo.id }, { token: owner.token })).status).toBe(200);
    expect(await photosOfCar(car.id)).toEqual([]);
  });
});

describe('photos and moderation', () => {
  it('sends an approved car back to moderation when its owner adds or deletes photos, not when they are arranged', async () => {
    const owner = await createVerifiedOwner();
    const car = await approvedCar(owner, 4);
    const ids = (await photosOfCar(car.id)).map((row) => row.id);

    const arranged = await api<Reply>(reorder, { car_id: car.id, photo_ids: [ids[1], ids[0], ids[2], ids[3]] }, { token: owner.token });
    expect(arranged.json.data.car).toMatchObject({ status: 'approved', active: true });
    const main = await api<Reply>(setMain, { car_id: car.id, photo_id: ids[2] }, { token: owner.token });
    expect(main.json.data.car).toMatchObject({ status: 'approved', active: true });

    const before = await carRow(car.id);
    const added = await upload(owner.token, car.id, [{ data: await jpeg() }]);
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    expect(added.json.data.car).toMatchObject({ status: 'pending', active: false });
    expect((await carRow(car.id)).submittedAt!.getTime()).toBeGreaterThan(before.submittedAt!.getTime());
    const resubmitted = (await eventsOf(car.id)).at(-1)!;
    expect(resubmitted).toMatchObject({ event: 'resubmitted', actorId: owner.user.id, details: { photos: { added: [added.json.data.car.photos.at(-1)!.id] } } });

    await approve(car.id);
    const deleted = await api<Reply>(deletePhoto, { car_id: car.id, photo_id: ids[0] }, { token: owner.token });
    expect(deleted.json.data.car).toMatchObject({ status: 'pending', active: false });
    expect((await eventsOf(car.id)).at(-1)).toMatchObject({ event: 'resubmitted', details: { photos: { deleted: [ids[0]] } } });
    // Under review, as when approved, a car keeps at least 4.
    const keepFour = await api<Reply>(deletePhoto, { car_id: car.id, photo_id: ids[1], lang: 'en' }, { token: owner.token });
    expect(keepFour.status).toBe(422);
    expect(keepFour.json.error.fields).toEqual({ photos: 'Add at least 4 photos' });

    await approve(car.id);
    const approvedAgain = await api<Reply>(deletePhoto, { car_id: car.id, photo_id: ids[1] }, { token: owner.token });
    expect(approvedAgain.status).toBe(422);
    expect(await carRow(car.id)).toMatchObject({ status: 'approved', active: true });
  });

  it('never sends a car back for an operator’s change, and needs a verified owner to send it back', async () => {
    const owner = await createVerifiedOwner();
    const car = await approvedCar(owner, 5);
    const operator = await createSignedInUser({ isStaff: true });
    const byOperator = await upload(operator.token, car.id, [{ data: await jpeg() }]);
    expect(byOperator.status).toBe(200);
    expect(byOperator.json.data.car).toMatchObject({ status: 'approved', active: true });
    const [first] = await photosOfCar(car.id);
    expect((await api<Reply>(deletePhoto, { car_id: car.id, photo_id: first!.id }, { token: operator.token })).json.data.car).toMatchObject({ status: 'approved', active: true });
    expect((await eventsOf(car.id)).slice(-2).map((event) => [event.event, event.actorId])).toEqual([
      ['photos_added', operator.user.id],
      ['photo_deleted', operator.user.id],
    ]);

    // Verification withdrawn: arranging still works, adding or deleting (a resubmission) does not.
    await (await getDb()).update(users).set({ legalVerification: 3 }).where(eq(users.id, owner.user.id));
    await runJobs();
    const files = storedOriginals();
    const refused = await upload(owner.token, car.id, [{ data: await jpeg() }]);
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('verification_required');
    expect(storedOriginals()).toEqual(files);
    const rows = await photosOfCar(car.id);
    expect((await api<Reply>(deletePhoto, { car_id: car.id, photo_id: rows[0]!.id }, { token: owner.token })).json.error.code).toBe('verification_required');
    expect((await api<Reply>(setMain, { car_id: car.id, photo_id: rows[1]!.id }, { token: owner.token })).status).toBe(200);
    expect(await carRow(car.id)).toMatchObject({ status: 'approved', active: true });
    expect(await photosOfCar(car.id)).toHaveLength(5);
  });
});

describe('who may change a car’s photos', () => {
  it('answers another owner, a renter and an operator’s stranger alike with 404, a deleted car with 410', async () => {
    const owner = await createVerifiedOwner();
    const car = await draftCar(owner.token);
    const ids = (await addPhotoRows(car.id, 4)).map((row) => row.id);
    const intruder = await createVerifiedOwner();
    const renter = await createSignedInUser();
    const photo = await jpeg();
    for (const stranger of [intruder, renter]) {
      const calls = [
        upload(stranger.token, car.id, [{ data: photo }]),
        api<Reply>(reorder, { car_id: car.id, photo_ids: [...ids].reverse() }, { token: stranger.token }),
        api<Reply>(setMain, { car_id: car.id, photo_id: ids[1] }, { token: stranger.token }),
        api<Reply>(deletePhoto, { car_id: car.id, photo_id: ids[1] }, { token: stranger.token }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(404);
        expect(res.json.error.code).toBe('not_found');
      }
    }
    const rows = await photosOfCar(car.id);
    expect(rows.map((row) => [row.id, row.isMain])).toEqual(ids.map((id, index) => [id, index === 0]));
    expect((await api<Reply>(setMain, { car_id: car.id, photo_id: ids[1] })).status).toBe(401);

    expect((await api(removeCar, { car_id: car.id }, { token: owner.token })).status).toBe(200);
    expect((await upload(owner.token, car.id, [{ data: photo }])).json.error.code).toBe('car_deleted');
    expect((await api<Reply>(deletePhoto, { car_id: car.id, photo_id: ids[0] }, { token: owner.token })).status).toBe(410);
    // A car never submitted takes its photos with it (cars.test.ts: a submitted one keeps them).
    const [kept] = await (await getDb()).select().from(carPhotos).where(and(eq(carPhotos.carId, car.id), eq(carPhotos.id, ids[0]!)));
    expect(kept).toBeUndefined();
  });
});
