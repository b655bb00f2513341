import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZCarDraft, ZCarSubmission } from '@/lib/cars/car-schema';
import { isUkrainianPlate } from '@/lib/cars/plate';
import { ZMinNotice, ZWeeklySchedule } from '@/lib/cars/schedule';
import { vinProblem } from '@/lib/cars/vin';
import { formOfRow } from '@/lib/server/cars/car-columns';
import { getDb } from '@/lib/server/db/client';
import { bookings, type Car, carBrands, carEvents, carModels, carPeriods, carPhotos, cars, cities, companies, users } from '@/lib/server/db/schema';
import { seedDatabase } from '@/lib/server/db/seed';
import { PLATE_CODES } from '@/lib/server/db/seed/data/fleet-places';
import { planDemoFleet } from '@/lib/server/db/seed/data/fleet';
import { seedDemoBookings } from '@/lib/server/db/seed/seed-demo-bookings';
import { type DemoFleetResult, seedDemoFleet } from '@/lib/server/db/seed/seed-demo-fleet';
import { publicStorage } from '@/lib/server/storage/storage';
import { kyivToday } from '@/lib/time/iso-date';

/**
 * The demo fleet (docs/cars.md "Demo fleet"): seeded once for the file, after a real host has
 * listed a car under a plate the plan wanted, so the fleet must step around it.
 */
let first: DemoFleetResult;
let realCar: Car;
const plan = planDemoFleet(kyivToday());
const takenPlate = plan.find((car) => car.state === 'active' && car.owner === 'host5@kermo.local')!;

beforeAll(async () => {
  await seedDatabase({ demoFleet: false });
  const db = await getDb();
  const [real] = await db.insert(users).values({ email: 'real.host@example.com', firstName: 'Петро', lastName: 'Іваненко', role: 2, isHost: true, legalVerification: 2 }).returning();
  realCar = (
    await db
      .insert(cars)
      .values({
        ownerId: real!.id,
        slug: 'real-car',
        // Under review: such a car holds its plate (a draft or a rejected one holds none).
        status: 'pending',
        vin: 'WVWZZZ1KZAW000001',
        registrationNumber: takenPlate.form.registration_number!,
        year: 2019,
        ...(await referenceIds()),
        lat: 50.45,
        lng: 30.52,
        pricePerDayKop: 150_000,
        minTermDays: 1,
        maxTermDays: 30,
      })
      .returning()
  )[0]!;
  first = await seedDemoFleet();
}, 240_000);

/** Brand, model and city of a real user's car (any will do). */
async function referenceIds() {
  const db = await getDb();
  const [model] = await db.select().from(carModels).limit(1);
  const [city] = await db.select().from(cities).limit(1);
  return { brandId: model!.brandId, modelId: model!.id, cityId: city!.id };
}

async function demoCars() {
  const db = await getDb();
  return db.select({ car: cars, owner: users.email, role: users.role }).from(cars).innerJoin(users, eq(users.id, cars.ownerId)).where(sql`${users.email} like '%@kermo.local'`).orderBy(asc(cars.id));
}

describe('the demo fleet', () => {
  it('lists at least 150 approved cars, switched on, in at least 8 cities', async () => {
    const listed = (await demoCars()).filter(({ car }) => car.status === 'approved' && car.active && !car.deletedAt);
    expect(listed.length).toBeGreaterThanOrEqual(150);
    expect(new Set(listed.map(({ car }) => car.cityId)).size).toBeGreaterThanOrEqual(8);
    expect(first.added).toBe(plan.length - 1);
  });

  it('belongs to several verified hosts and companies, one company with a fleet of 20 or more', async () => {
    const rows = await demoCars();
    const perOwner = new Map<string, number>();
    for (const { owner } of rows) perOwner.set(owner, (perOwner.get(owner) ?? 0) + 1);
    const db = await getDb();
    const owners = await db.select().from(users).where(inArray(users.email, [...perOwner.keys()]));
    expect(owners.every((owner) => owner.legalVerification === 2 && (owner.role === 2 || owner.role === 3))).toBe(true);
    expect(owners.filter((owner) => owner.role === 2).length).toBeGreaterThanOrEqual(4);
    expect(owners.filter((owner) => owner.role === 3).length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...owners.filter((owner) => owner.role === 3).map((owner) => perOwner.get(owner.email)!))).toBeGreaterThanOrEqual(20);
    const names = await db.select().from(companies).where(inArray(companies.userId, owners.filter((owner) => owner.role === 3).map((owner) => owner.id)));
    expect(names.map((company) => company.name)).toEqual(expect.arrayContaining([expect.stringMatching(/^ТОВ «.+»$/)]));
  });

  it('gives every car out of the draft state 4–8 photos, exactly one main, each stored once under its own name', async () => {
    const db = await getDb();
    const rows = await demoCars();
    const photos = await db.select().from(carPhotos).where(inArray(carPhotos.carId, rows.map(({ car }) => car.id))).orderBy(asc(carPhotos.carId), asc(carPhotos.position));
    const storage = publicStorage();
    for (const { car } of rows) {
      const own = photos.filter((photo) => photo.carId === car.id);
      if (car.status === 'draft') {
        expect(own.length).toBeLessThan(4);
        continue;
      }
      expect(own.length, car.slug).toBeGreaterThanOrEqual(4);
      expect(own.length, car.slug).toBeLessThanOrEqual(8);
      expect(own.filter((photo) => photo.isMain).map((photo) => photo.position)).toEqual([0]);
      expect(own.map((photo) => photo.position)).toEqual(own.map((_, index) => index));
    }
    expect(new Set(photos.map((photo) => photo.file)).size).toBe(photos.length);
    const stored = new Set(await storage.list('images/orig/cars'));
    for (const photo of photos) expect(stored.has(`images/orig${photo.file}`), photo.file).toBe(true);
    // Each distinct picture was drawn once and copied for the photos that show it.
    expect(first.photos).toBe(photos.length);
    expect(first.pictures).toBeLessThan(first.photos / 4);
  });

  it('stores pictures that look like photos: 1600×1067 WebP without metadata, full of colour and detail', async () => {
    const db = await getDb();
    const ids = (await demoCars()).map(({ car }) => car.id);
    const samples = await db
      .select({ file: carPhotos.file, width: carPhotos.width, height: carPhotos.height })
      .from(carPhotos)
      .where(and(inArray(carPhotos.carId, ids), inArray(carPhotos.position, [0, 1, 2])))
      .limit(9);
    expect(samples).toHaveLength(9);
    for (const sample of samples) {
      const body = (await publicStorage().get(`images/orig${sample.file}`))!.body;
      const meta = await sharp(body).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
      expect([sample.width, sample.height]).toEqual([1600, 1067]);
      expect(meta.exif).toBeUndefined();
      const stats = await sharp(body).stats();
      // Not a flat box: strong contrast in every channel and a rich spread of tones.
      for (const channel of stats.channels.slice(0, 3)) expect(channel.stdev, sample.file).toBeGreaterThan(20);
      expect(stats.entropy, sample.file).toBeGreaterThan(4);
    }
  });

  it('passes the wizard’s submission schema (the drafts the draft schema), with valid hours and notice', async () => {
    const db = await getDb();
    const rows = await demoCars();
    const photos = await db.select().from(carPhotos).where(inArray(carPhotos.carId, rows.map(({ car }) => car.id)));
    for (const { car } of rows) {
      const form = formOfRow(car, photos.filter((photo) => photo.carId === car.id));
      const parsed = (car.status === 'draft' ? ZCarDraft : ZCarSubmission).safeParse(form);
      expect(parsed.error?.issues, car.slug).toBeUndefined();
      expect(ZWeeklySchedule.safeParse(car.schedule).success, car.slug).toBe(true);
      expect(ZMinNotice.safeParse(car.minNoticeHours).success, car.slug).toBe(true);
    }
  });

  it('has valid, unique VINs and regional plates, and slugs by the rule', async () => {
    const db = await getDb();
    const rows = await demoCars();
    const citySlugs = new Map((await db.select().from(cities)).map((city) => [city.id, city.slug]));
    const brandSlugs = new Map((await db.select().from(carBrands)).map((brand) => [brand.id, brand.slug]));
    const modelSlugs = new Map((await db.select().from(carModels)).map((model) => [model.id, model.slug]));
    for (const { car } of rows) {
      expect(vinProblem(car.vin!), car.vin!).toBeNull();
      expect(car.slug).toBe(`${brandSlugs.get(car.brandId!)}-${modelSlugs.get(car.modelId!)}-${car.year}-${car.id}`);
      expect(car.year).toBeGreaterThanOrEqual(2012);
      expect(car.year).toBeLessThanOrEqual(2025);
      if (car.status === 'draft') continue;
      expect(isUkrainianPlate(car.registrationNumber!), car.registrationNumber!).toBe(true);
      expect(PLATE_CODES[citySlugs.get(car.cityId!)!], car.registrationNumber!).toContain(car.registrationNumber!.slice(0, 2));
    }
    expect(new Set(rows.map(({ car }) => car.vin)).size).toBe(rows.length);
  });

  it('asks market prices: hours, days and months in order, discounts, deposits, delivery of every kind', async () => {
    const listed = (await demoCars()).map(({ car }) => car).filter((car) => car.status === 'approved');
    for (const car of listed) {
      const day = car.pricePerDayKop! / 100;
      expect(day, car.slug).toBeGreaterThanOrEqual(800);
      expect(day, car.slug).toBeLessThanOrEqual(6500);
      if (car.pricePerHourKop) expect(car.pricePerHourKop / 100, car.slug).toBeLessThanOrEqual(day / 5);
      if (car.pricePerMonthKop) expect(car.pricePerMonthKop / 100 / day, car.slug).toBeGreaterThanOrEqual(15);
      expect(car.discounts.length, car.slug).toBeGreaterThan(0);
      expect(car.depositMinor, car.slug).toBeGreaterThan(0);
    }
    const share = (test: (car: Car) => boolean) => listed.filter(test).length;
    expect(share((car) => car.pricePerHourKop !== null)).toBeGreaterThan(20);
    expect(share((car) => car.pricePerMonthKop !== null)).toBeGreaterThan(50);
    expect(share((car) => car.depositCurrency !== 'UAH')).toBeGreaterThan(5);
    expect(share((car) => car.deliveryOffered === true && car.deliveryFree)).toBeGreaterThan(10);
    expect(share((car) => car.deliveryOffered === true && !car.deliveryFree && car.deliveryPriceKop! > 0)).toBeGreaterThan(10);
    expect(share((car) => car.deliveryOffered === false)).toBeGreaterThan(5);
    expect(share((car) => car.schedule['0']?.to === '24:00')).toBeGreaterThan(5);
    expect(new Set(listed.map((car) => car.minNoticeHours)).size).toBeGreaterThan(3);
  });

  // Overlaps need no check here: the exclusion constraint would have refused the seed's insert.
  it('blocks days in the coming weeks', async () => {
    const db = await getDb();
    const ids = (await demoCars()).map(({ car }) => car.id);
    const blocks = await db.select({ carId: carPeriods.carId, start: sql<string>`lower(${carPeriods.period})::text`, kind: carPeriods.kind }).from(carPeriods).where(inArray(carPeriods.carId, ids));
    expect(blocks.length).toBeGreaterThan(30);
    expect(new Set(blocks.map((block) => block.carId)).size).toBeGreaterThan(30);
    expect(blocks.every((block) => block.kind === 'block' && new Date(block.start) > new Date())).toBe(true);
  });

  it('leaves cars for the operator’s queue, and the demo host drafts, a switched-off and a rejected car', async () => {
    const rows = await demoCars();
    const pending = rows.filter(({ car }) => car.status === 'pending');
    expect(pending.length).toBeGreaterThanOrEqual(5);
    expect(pending.length).toBeLessThanOrEqual(8);
    expect(pending.every(({ car }) => car.submittedAt && car.submittedAt < new Date() && !car.active)).toBe(true);
    const host = rows.filter(({ owner }) => owner === 'host@kermo.local').map(({ car }) => car);
    expect(host.filter((car) => car.status === 'draft').length).toBeGreaterThanOrEqual(2);
    expect(host.filter((car) => car.status === 'approved' && !car.active).length).toBeGreaterThanOrEqual(1);
    expect(host.find((car) => car.status === 'rejected')?.rejectionReason).toBeTruthy();
    const db = await getDb();
    const [approvals] = await db.select({ n: count() }).from(carEvents).where(and(eq(carEvents.event, 'approved'), inArray(carEvents.carId, rows.map(({ car }) => car.id))));
    expect(approvals!.n).toBe(rows.filter(({ car }) => car.status === 'approved').length);
  });

  it('leaves other people’s cars alone and steps around a plate a live car took', async () => {
    const db = await getDb();
    const [after] = await db.select().from(cars).where(eq(cars.id, realCar.id));
    expect(after).toEqual(realCar);
    const [clash] = await db.select({ n: count() }).from(cars).where(and(eq(cars.vin, takenPlate.form.vin), isNull(cars.deletedAt)));
    expect(clash!.n).toBe(0);
  });

  it('plans the same cars on any day, so a later run still recognises them', () => {
    const later = planDemoFleet('2031-03-30');
    expect(later.map((car) => [car.owner, car.form.vin, car.form.registration_number, car.photos.length])).toEqual(plan.map((car) => [car.owner, car.form.vin, car.form.registration_number, car.photos.length]));
  });

  it('has a history: trips completed in its cars with both sides’ reviews, and the demo renter’s bookings', async () => {
    const db = await getDb();
    const seeded = await seedDemoBookings();
    expect(seeded.trips).toBeGreaterThan(100);
    expect(seeded.upcoming).toBe(2);
    // Ratings on the cars match their reviews.
    const rated = await db.execute(sql`
      select c.id, c.rating, c.review_count, (select avg(rating)::float8 from reviews r where r.car_id = c.id and r.direction = 'renter_to_owner') as mean,
             (select count(*)::int from reviews r where r.car_id = c.id and r.direction = 'renter_to_owner') as n
      from cars c where c.review_count > 0`);
    const rows = (rated as unknown as { rows: { rating: number; review_count: number; mean: number; n: number }[] }).rows;
    expect(rows.length).toBeGreaterThan(60);
    for (const row of rows) expect([row.rating, row.review_count]).toEqual([row.mean, row.n]);
    // The demo renter: one past trip, a request waiting for the demo host, a confirmed booking to pay.
    const [renter] = await db.select().from(users).where(eq(users.email, 'renter@kermo.local'));
    const own = await db.select({ status: bookings.status, owner: users.email }).from(bookings).innerJoin(users, eq(users.id, bookings.ownerId)).where(eq(bookings.renterId, renter!.id)).orderBy(asc(bookings.startAt));
    expect(own).toEqual([
      { status: 13, owner: 'host@kermo.local' },
      { status: 1, owner: 'host@kermo.local' },
      { status: 2, owner: 'company@kermo.local' },
    ]);
    // Past trips never hold the car; the upcoming ones do.
    const holding = await db.select({ n: count() }).from(carPeriods).where(and(eq(carPeriods.kind, 'booking'), eq(carPeriods.holds, true)));
    expect(holding[0]!.n).toBe(2);
    expect(await seedDemoBookings()).toEqual({ trips: 0, upcoming: 0 });
  });

  it('is idempotent: a second run adds nothing and changes nothing', async () => {
    const db = await getDb();
    const snapshot = async () => ({
      cars: await db.select({ id: cars.id, slug: cars.slug, status: cars.status, active: cars.active, updatedAt: cars.updatedAt }).from(cars).orderBy(asc(cars.id)),
      photos: (await db.select({ n: count() }).from(carPhotos))[0]!.n,
      periods: (await db.select({ n: count() }).from(carPeriods))[0]!.n,
      events: (await db.select({ n: count() }).from(carEvents))[0]!.n,
      users: (await db.select({ n: count() }).from(users))[0]!.n,
      files: (await publicStorage().list('images/orig/cars')).length,
    });
    const before = await snapshot();
    await seedDatabase();
    expect(await snapshot()).toEqual(before);
    expect((await seedDemoFleet()).added).toBe(0);
  });
});
