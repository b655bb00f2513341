import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, inArray, isNull, or, sql } from 'drizzle-orm';
import { ZCarDraft } from '@/lib/cars/car-schema';
import { formatTstzrange, kyivDateTimeToInstant } from '@/lib/cars/periods';
import { columnsOfForm } from '@/lib/server/cars/car-columns';
import { composeCarSlug } from '@/lib/server/cars/car-slug';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type NewCar, carBrands, carEvents, carModels, carPeriods, carPhotos, cars, cities, users } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';
import { originalImageKey } from '@/lib/server/media/image-refs';
import { publicStorage } from '@/lib/server/storage/storage';
import { addDays, kyivToday } from '@/lib/time/iso-date';
import { encodePhoto, photoSource, sourceKey } from './car-art/photo';
import { type CarPicture, PHOTO_HEIGHT, PHOTO_WIDTH } from './car-art/render';
import { type PhotoView, type PlannedCar, planDemoFleet } from './data/fleet';
import { slugify } from './seed-places-and-brands';

/**
 * The demo fleet (docs/cars.md "Demo fleet"): about 170 cars of the demo hosts and companies in a
 * dozen cities, with rendered photos, prices, discounts, deposits, delivery, schedules and blocked
 * days, a few awaiting moderation and the demo host's drafts. Run by seedDatabase with the demo
 * accounts.
 *
 * Idempotent by the plan's VINs: the plan is deterministic, and a planned car whose VIN is in the
 * cars table (in any state, deleted too) was seeded before and is left alone, so a second run adds
 * nothing and changes nothing, and only ever reads other cars. A planned car whose plate a live
 * car has taken meanwhile is left out rather than clash with it.
 *
 * Fast: each distinct picture (body, colour, view; interiors by trim) is rendered once (about 0.2 s
 * of CPU each, some 70 of them) and stored once per photo under its own file name; the renders are
 * kept in a content-addressed cache in the system's temporary folder, so the next fresh database on
 * this machine (an end-to-end run, a reset) skips them. The rows go in a few multi-row statements.
 */
export type DemoFleetResult = { planned: number; added: number; pictures: number; drawn: number; photos: number; ms: number };

const OPERATOR = 'operator@kermo.local';
/** Renders at once: sharp works in its own threads, so two keep both cores of a small machine busy. */
const RENDER_CONCURRENCY = 2;
const WRITE_CONCURRENCY = 8;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function seedDemoFleet(now = new Date()): Promise<DemoFleetResult> {
  const started = performance.now();
  const db = await getDb();
  const today = kyivToday(now);
  const plan = planDemoFleet(today);
  const result = (added: number, pictures = 0, drawn = 0, photos = 0): DemoFleetResult => ({ planned: plan.length, added, pictures, drawn, photos, ms: Math.round(performance.now() - started) });

  const emails = [...new Set([...plan.map((car) => car.owner), OPERATOR])];
  const accounts = await db
    .select({ id: users.id, email: users.email, role: users.role, isStaff: users.isStaff, deletedAt: users.deletedAt })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const ownerIds = new Map(accounts.filter((a) => !a.deletedAt && (a.role === 2 || a.role === 3)).map((a) => [a.email.toLowerCase(), a.id]));
  const operatorId = accounts.find((a) => a.email.toLowerCase() === OPERATOR && a.isStaff && !a.deletedAt)?.id ?? null;

  const plates = plan.flatMap((car) => (car.form.registration_number ? [car.form.registration_number] : []));
  // A planned car whose VIN is here in any state was seeded before (idempotency). A plate is held
  // as `cars_plate_unique` holds it: by a car under review or listed, not deleted.
  const holdsPlate = and(inArray(cars.registrationNumber, plates), isNull(cars.deletedAt), inArray(cars.status, ['pending', 'approved']));
  const known = await db
    .select({ vin: cars.vin, plate: cars.registrationNumber, holdsPlate: sql<boolean>`${holdsPlate}` })
    .from(cars)
    .where(or(inArray(cars.vin, plan.map((car) => car.form.vin)), holdsPlate));
  const knownVins = new Set(known.map((row) => row.vin));
  const livePlates = new Set(known.filter((row) => row.holdsPlate).map((row) => row.plate));
  const candidates = plan.filter((car) => ownerIds.has(car.owner) && !knownVins.has(car.form.vin) && !livePlates.has(car.form.registration_number ?? ''));
  if (!candidates.length) return result(0);

  const todo = await withReferences(candidates);
  if (!todo.length) return result(0);

  // Every distinct picture once, then a copy per photo under its own name (car_photos.file is unique).
  const pictures = new Map<string, CarPicture>();
  for (const { car } of todo) for (const view of car.photos) pictures.set(pictureKey(car, view), pictureOf(car, view));
  const rendered = new Map<string, Buffer>();
  let drawn = 0;
  await eachLimit([...pictures], RENDER_CONCURRENCY, async ([key, picture]) => {
    const { photo, cached } = await renderOnce(picture, seedOf(key));
    rendered.set(key, photo);
    if (!cached) drawn++;
  });
  const storage = publicStorage();
  const files = todo.flatMap(({ car }, carIndex) => car.photos.map((view, index) => ({ car, carIndex, view, index, file: photoFile(car, index) })));
  await eachLimit(files, WRITE_CONCURRENCY, ({ car, view, file }) => storage.put(originalImageKey(file), rendered.get(pictureKey(car, view))!, 'image/webp'));

  await inTransaction(async (tx) => {
    const rows = todo.map(({ car, row }, index) => carRow(car, row, ownerIds.get(car.owner)!, operatorId, now, index));
    const inserted = await tx.insert(cars).values(rows).returning({ id: cars.id, vin: cars.vin });
    const idOf = new Map(inserted.map((row) => [row.vin!, row.id]));
    // The slug rule of lib/server/cars/car-slug.ts, now that the ids are known.
    const slugs = todo.map(({ car, brandSlug, modelSlug }) => {
      const id = idOf.get(car.form.vin)!;
      return sql`(${id}::integer, ${composeCarSlug(id, { brand: brandSlug, model: modelSlug, year: car.form.year })}::text)`;
    });
    await tx.execute(sql`update ${cars} set slug = v.slug from (values ${sql.join(slugs, sql`, `)}) as v(id, slug) where ${cars.id} = v.id`);
    await tx.insert(carPhotos).values(
      files.map(({ car, carIndex, index, file }) => ({ carId: idOf.get(car.form.vin)!, file, position: index, isMain: index === 0, width: PHOTO_WIDTH, height: PHOTO_HEIGHT, createdAt: rows[carIndex]!.createdAt })),
    );
    const periods = todo.flatMap(({ car }) =>
      car.blocks.map((block) => ({
        carId: idOf.get(car.form.vin)!,
        period: formatTstzrange({ start: kyivInstant(today, block.fromDay, block.fromHour), end: kyivInstant(today, block.toDay, block.toHour) }),
        kind: 'block',
        note: block.note,
        createdBy: ownerIds.get(car.owner)!,
      })),
    );
    if (periods.length) await tx.insert(carPeriods).values(periods);
    const events = todo.flatMap(({ car }, index) => eventsOf(car, rows[index]!, idOf.get(car.form.vin)!, ownerIds.get(car.owner)!, operatorId));
    await tx.insert(carEvents).values(events);
  });
  const summary = result(todo.length, rendered.size, drawn, files.length);
  log.info(summary, 'demo fleet seeded');
  return summary;
}

type Prepared = { car: PlannedCar; row: Partial<NewCar>; brandSlug: string; modelSlug: string };

/** The planned cars with their brand, model and city ids, their form checked and in columns; a car whose reference rows are gone is left out. */
async function withReferences(planned: PlannedCar[]): Promise<Prepared[]> {
  const db = await getDb();
  const brandRows = await db.select({ id: carBrands.id, slug: carBrands.slug }).from(carBrands).where(inArray(carBrands.slug, [...new Set(planned.map((car) => car.brand))]));
  const brandIds = new Map(brandRows.map((row) => [row.slug, row.id]));
  const modelRows = brandRows.length ? await db.select({ id: carModels.id, brandId: carModels.brandId, slug: carModels.slug }).from(carModels).where(inArray(carModels.brandId, [...brandIds.values()])) : [];
  const modelIds = new Map(modelRows.map((row) => [`${row.brandId}:${row.slug}`, row.id]));
  const cityRows = await db.select({ id: cities.id, slug: cities.slug }).from(cities).where(inArray(cities.slug, [...new Set(planned.map((car) => car.city))]));
  const cityIds = new Map(cityRows.map((row) => [row.slug, row.id]));
  const out: Prepared[] = [];
  for (const car of planned) {
    const brandId = brandIds.get(car.brand);
    const modelSlug = slugify(car.model);
    const modelId = brandId && modelIds.get(`${brandId}:${modelSlug}`);
    const cityId = cityIds.get(car.city);
    if (!brandId || !modelId || !cityId) continue;
    // The same schema as the wizard's saves: a planned car that fails it is a bug of the plan, caught here loudly.
    const form = ZCarDraft.parse({ ...car.form, brand_id: brandId, model_id: modelId, city_id: car.state === 'draft' ? undefined : cityId });
    out.push({ car, row: columnsOfForm(form), brandSlug: car.brand, modelSlug });
  }
  return out;
}

function carRow(car: PlannedCar, columns: Partial<NewCar>, ownerId: number, operatorId: number | null, now: Date, index: number): NewCar {
  const created = createdAt(car, now, index);
  const submitted = car.state === 'draft' ? null : new Date(created.getTime() + 2 * HOUR);
  const reviewed = submitted && car.state !== 'pending' ? new Date(submitted.getTime() + 5 * HOUR) : null;
  return {
    ...columns,
    ownerId,
    // Replaced by the real slug in the same transaction; unique meanwhile.
    slug: `demo-${fileStem(car)}`,
    status: car.state === 'active' || car.state === 'off' ? 'approved' : car.state === 'draft' ? 'draft' : car.state,
    active: car.state === 'active',
    rejectionReason: car.rejectionReason ?? null,
    schedule: car.schedule,
    minNoticeHours: car.minNoticeHours,
    submittedAt: submitted,
    reviewedAt: reviewed,
    reviewedBy: reviewed ? operatorId : null,
    createdAt: created,
    updatedAt: car.state === 'off' ? switchedOffAt(created, now) : (reviewed ?? submitted ?? created),
  };
}

function eventsOf(car: PlannedCar, row: NewCar, carId: number, ownerId: number, operatorId: number | null) {
  const events: (typeof carEvents.$inferInsert)[] = [{ carId, actorId: ownerId, event: 'created', createdAt: row.createdAt }];
  if (row.submittedAt) events.push({ carId, actorId: ownerId, event: 'submitted', createdAt: row.submittedAt });
  if (row.reviewedAt) events.push({ carId, actorId: operatorId, event: row.status === 'rejected' ? 'rejected' : 'approved', reason: row.rejectionReason ?? null, createdAt: row.reviewedAt });
  if (car.state === 'off') events.push({ carId, actorId: ownerId, event: 'deactivated', createdAt: row.updatedAt });
  return events;
}

/** When the car was listed: days before the seed, at a different hour for each car. */
function createdAt(car: PlannedCar, now: Date, index: number): Date {
  return new Date(now.getTime() - car.createdDaysAgo * DAY - ((index * 7) % 20) * HOUR - HOUR);
}

function switchedOffAt(created: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() - HOUR, created.getTime() + 10 * DAY));
}

function kyivInstant(today: string, days: number, hour: number): Date {
  return kyivDateTimeToInstant(`${addDays(today, days)}T${String(hour).padStart(2, '0')}:00`);
}

/** A stable, opaque name per car (the VIN's hash: VINs stay out of public URLs). */
const fileStem = (car: PlannedCar) => createHash('sha256').update(car.form.vin).digest('hex').slice(0, 20);
const photoFile = (car: PlannedCar, index: number) => `/cars/demo-${fileStem(car)}-${index + 1}.webp`;

const isCabin = (view: PhotoView): view is 'interior' | 'dashboard' => view === 'interior' || view === 'dashboard';

function pictureKey(car: PlannedCar, view: PhotoView): string {
  const { body, paint, scene, spokes, interior } = car.look;
  return isCabin(view) ? `${view}:${interior}` : `${body}:${paint}:${view}:${scene}:${spokes}`;
}

function pictureOf(car: PlannedCar, view: PhotoView): CarPicture {
  const { body, paint, scene, spokes, interior } = car.look;
  return isCabin(view) ? { view, interior } : { body, paint, view, scene, spokes };
}

/**
 * The render cache: the installation's own data folder (not the shared temp folder, whose files
 * another local user could plant — they become public photos), readable by this user only.
 */
const cacheDir = () => path.resolve(/*turbopackIgnore: true*/ process.cwd(), '.data/cache/demo-fleet');

/**
 * A picture's photo, from the render cache when a seed on this machine drew it before. The name is
 * the hash of the drawing itself (and the encoder's settings), so a changed drawing is a new entry
 * and an entry never goes stale; a cache that cannot be read or written only costs a render.
 */
async function renderOnce(picture: CarPicture, seed: number): Promise<{ photo: Buffer; cached: boolean }> {
  const source = photoSource(picture, seed);
  const dir = cacheDir();
  const file = path.join(dir, `${sourceKey(source)}.webp`);
  const hit = await readFile(file).catch(() => null);
  if (hit?.byteLength) return { photo: hit, cached: true };
  const photo = await encodePhoto(source);
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    // Written whole, then renamed: a concurrent seed (in this process or another) never reads half a file.
    const partial = `${file}.${randomUUID()}.part`;
    await writeFile(partial, photo, { mode: 0o600 });
    await rename(partial, file);
  } catch (error) {
    log.debug({ err: error }, 'demo fleet: render cache not written');
  }
  return { photo, cached: false };
}

/** The scenery's details (buildings, clouds) from the picture's key: the same picture every run. */
function seedOf(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0);
}

async function eachLimit<T>(items: T[], limit: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
