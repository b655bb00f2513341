import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ROLE } from '@/lib/auth/viewer';
import { ownerShare } from '@/lib/bookings/earnings';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import { formatTstzrange, type Period } from '@/lib/cars/periods';
import { AppError } from '@/lib/errors/app-error';
import { pricingTermsOf } from '@/lib/pricing/car-terms';
import { quotePrice } from '@/lib/pricing/quote';
import { addDays, kyivToday } from '@/lib/time/iso-date';
import { kyivDateTimeToInstant } from '@/lib/time/kyiv-clock';
import { confirmBooking } from '@/lib/server/bookings/answer-request';
import { termsSnapshot } from '@/lib/server/bookings/booking-terms';
import { createBooking } from '@/lib/server/bookings/create-booking';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { bookingEvents, bookings, type Car, carPeriods, cars, reviews, type User, users } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';

/**
 * The demo marketplace's history (architecture §4 "a newcomer sees a living marketplace"): trips
 * that renters completed in the fleet's cars over the past months, with the reviews both sides left
 * — so the catalog's ratings and sorts, the car pages' reviews and the public profiles have
 * something true to show — and, for the demo renter, one past trip, one request waiting for the
 * demo host's answer and one confirmed booking waiting for payment, made through the booking code
 * itself. Deterministic, and done once: nothing is added when the demo renters already have trips.
 */

const GUESTS = [
  ['Богдан', 'Коваль'], ['Марія', 'Гнатюк'], ['Остап', 'Лисенко'], ['Ірина', 'Мельник'], ['Дмитро', 'Бондар'], ['Софія', 'Ткаченко'],
  ['Тарас', 'Кравець'], ['Юлія', 'Савчук'], ['Андрій', 'Олійник'], ['Наталія', 'Шевчук'], ['Павло', 'Руденко'], ['Катерина', 'Мороз'],
] as const;
const guestEmail = (index: number) => `guest${String(index + 1).padStart(2, '0')}@demo.kermo.local`;
const DEMO_RENTER = 'renter@kermo.local';
const DEMO_HOST = 'host@kermo.local';
const DEMO_COMPANY = 'company@kermo.local';

const CAR_REVIEWS: Record<number, string[]> = {
  5: [
    'Чисте, доглянуте авто, усе як в оголошенні. Власник приїхав вчасно й усе пояснив.',
    'Дуже зручна передача, машина в ідеальному стані. Візьму ще раз.',
    'Їхали до Карпат — жодних проблем. Економна і тиха.',
    'Швидко відповідав, передача за 10 хвилин. Рекомендую!',
    'Great car and a very helpful owner. Smooth handover, would rent again.',
  ],
  4: [
    'Добре авто, трохи затрималися з передачею, але власник попередив заздалегідь.',
    'Усе гаразд, лише салон міг би бути чистішим. Загалом задоволені.',
    'Машина їде чудово, не вистачало зарядки для телефона.',
  ],
  3: ['Авто нормальне, але шини вже зношені, а видача зайняла пів години.', 'Загалом ок, але запах у салоні й подряпини, яких не було на фото.'],
  2: ['Затримка з передачею на годину і бак майже порожній. Не рекомендую.'],
};
const RENTER_REVIEWS = ['Акуратний водій, повернув авто чистим і вчасно.', 'Усе чудово, рекомендую цього орендаря.', 'Пунктуальний, приємне спілкування.', ''];

/** A small deterministic generator (mulberry32), so the demo history is the same on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
    weighted: <T extends string | number>(weights: [T, number][]) => {
      const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of weights) if ((roll -= weight) < 0) return value;
      return weights[0]![0];
    },
  };
}

const at = (day: string, hour: number) => kyivDateTimeToInstant(`${day}T${String(hour).padStart(2, '0')}:00`);
const HOUR = 3_600_000;

type PastTrip = { car: Car; renterId: number; period: Period; km: number; rating: number; comment: string; ownerRating: number; ownerComment: string };

/** The guests who write the history: renters approved to drive, without a password (they never sign in). */
async function ensureGuests(now: Date): Promise<number[]> {
  const db = await getDb();
  const emails = GUESTS.map((_, index) => guestEmail(index));
  const known = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const missing = GUESTS.map(([firstName, lastName], index) => ({ firstName, lastName, email: guestEmail(index) })).filter((guest) => !known.some((row) => row.email === guest.email));
  if (missing.length) {
    await db.insert(users).values(
      missing.map((guest) => ({ ...guest, role: ROLE.user, isUser: true, isDriverLicenseVerified: true, emailVerifiedAt: now, languages: [{ code: 'uk', level: 'native' as const }], createdAt: new Date(now.getTime() - 400 * 24 * HOUR) })),
    );
  }
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  return emails.map((email) => rows.find((row) => row.email === email)!.id);
}

/** One completed trip, written whole: the booking, its released period, its events and both reviews. */
async function writePastTrip(trip: PastTrip): Promise<void> {
  const db = await getDb();
  const { car, period } = trip;
  const quote = quotePrice(pricingTermsOf(car), period);
  const share = ownerShare(quote.total, 1_500);
  const startKm = Math.max(0, (car.mileage ?? 50_000) - trip.km);
  const requested = new Date(period.start.getTime() - 9 * 24 * HOUR);
  const ended = period.end;
  const [booking] = await db
    .insert(bookings)
    .values({
      carId: car.id,
      renterId: trip.renterId,
      ownerId: car.ownerId,
      status: BOOKING_STATUS.completed,
      startAt: period.start,
      endAt: period.end,
      locale: 'uk',
      lines: quote.lines,
      terms: termsSnapshot(car, quote),
      totalKop: quote.total,
      depositMinor: quote.deposit?.amount ?? null,
      depositCurrency: quote.deposit?.currency ?? null,
      commissionBp: 1_500,
      commissionKop: share.commissionKop,
      earningsKop: share.earningsKop,
      paidKop: quote.total,
      answerBy: new Date(requested.getTime() + 24 * HOUR),
      payBy: new Date(period.start.getTime() - 24 * HOUR),
      contractUploadedAt: new Date(requested.getTime() + 6 * HOUR),
      startMileage: startKm,
      endMileage: startKm + trip.km,
      createdAt: requested,
      updatedAt: ended,
      confirmedAt: new Date(requested.getTime() + 2 * HOUR),
      paidAt: new Date(requested.getTime() + 3 * HOUR),
      startedAt: period.start,
      endedAt: ended,
      closedAt: new Date(ended.getTime() + 20 * 60_000),
    })
    .returning({ id: bookings.id });
  const id = booking!.id;
  await db.insert(carPeriods).values({ carId: car.id, kind: 'booking', bookingId: id, holds: false, period: formatTstzrange(period), createdBy: trip.renterId, createdAt: requested });
  const step = (action: string, actor: 'renter' | 'owner' | 'system', from: number | null, to: number, atTime: Date) => ({
    bookingId: id,
    actorId: actor === 'renter' ? trip.renterId : actor === 'owner' ? car.ownerId : null,
    actor,
    action,
    fromStatus: from,
    toStatus: to,
    createdAt: atTime,
  });
  const t = (hours: number, base = requested) => new Date(base.getTime() + hours * HOUR);
  await db.insert(bookingEvents).values([
    step('request', 'renter', null, 1, requested),
    step('confirm', 'owner', 1, 2, t(2)),
    step('pay', 'renter', 2, 5, t(3)),
    step('payment_succeeded', 'system', 5, 6, t(3.05)),
    step('upload_contract', 'renter', 6, 17, t(6)),
    step('accept_contract', 'owner', 17, 8, t(8)),
    step('hand_over', 'owner', 8, 10, period.start),
    step('confirm_start_mileage', 'renter', 10, 9, t(0.1, period.start)),
    step('end_trip', 'owner', 9, 11, ended),
    step('confirm_end_mileage', 'renter', 11, 13, t(0.3, ended)),
  ]);
  await db.insert(reviews).values([
    { bookingId: id, carId: car.id, authorId: trip.renterId, subjectId: car.ownerId, direction: 'renter_to_owner', rating: trip.rating, comment: trip.comment || null, createdAt: t(20, ended) },
    { bookingId: id, carId: car.id, authorId: car.ownerId, subjectId: trip.renterId, direction: 'owner_to_renter', rating: trip.ownerRating, comment: trip.ownerComment || null, createdAt: t(26, ended) },
  ]);
}

/** Ratings kept on cars and accounts (docs/bookings.md "Reviews"), recomputed from the reviews in one statement each. */
async function refreshAllRatings(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`
    update ${cars} c set rating = s.rating, review_count = s.n
    from (select car_id, avg(rating)::float8 as rating, count(*)::int as n from ${reviews} where direction = 'renter_to_owner' group by car_id) s
    where c.id = s.car_id`);
  await db.execute(sql`
    update ${cars} c set owner_rating = s.rating
    from (select subject_id, avg(rating)::float8 as rating from ${reviews} where direction = 'renter_to_owner' group by subject_id) s
    where c.owner_id = s.subject_id`);
  await db.execute(sql`
    update ${users} u set rating = s.rating, review_count = s.n
    from (select subject_id, avg(rating)::float8 as rating, count(*)::int as n from ${reviews} group by subject_id) s
    where u.id = s.subject_id`);
}

/** A booking made through the booking code, trying the candidates until one car takes it. */
async function bookOneOf(renter: User, candidates: Car[], start: Date, end: Date, now: Date) {
  for (const car of candidates) {
    try {
      return await createBooking(renter, { car_id: car.id, start, end, accept_terms: true }, 'uk', now);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return null;
}

export async function seedDemoBookings(now = new Date()): Promise<{ trips: number; upcoming: number }> {
  const db = await getDb();
  const people = await db.select().from(users).where(inArray(users.email, [DEMO_RENTER, DEMO_HOST, DEMO_COMPANY]));
  const renter = people.find((user) => user.email === DEMO_RENTER && !user.deletedAt);
  if (!renter) return { trips: 0, upcoming: 0 };
  const guestIds = await ensureGuests(now);
  const [done] = await db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.renterId, [renter.id, ...guestIds])).limit(1);
  if (done) return { trips: 0, upcoming: 0 };

  const listed = await db
    .select()
    .from(cars)
    .where(and(eq(cars.status, 'approved'), eq(cars.active, true), sql`${cars.deletedAt} is null`))
    .orderBy(cars.id);
  const host = people.find((user) => user.email === DEMO_HOST);
  const company = people.find((user) => user.email === DEMO_COMPANY);
  const today = kyivToday(now);
  const trips: PastTrip[] = [];
  for (const car of listed) {
    const r = generator(car.id * 7_919);
    const count = r.weighted<number>([[0, 35], [1, 25], [2, 20], [3, 12], [4, 8]]);
    let endDay = addDays(today, -r.int(5, 20));
    for (let index = 0; index < count; index++) {
      const days = Math.max(car.minTermDays ?? 1, Math.min(r.int(1, 5), car.maxTermDays ?? 5));
      const startDay = addDays(endDay, -days);
      const rating = r.weighted<number>([[5, 60], [4, 28], [3, 9], [2, 3]]);
      trips.push({
        car,
        renterId: r.pick(guestIds),
        period: { start: at(startDay, 10), end: at(endDay, 10) },
        km: days * r.int(60, 260),
        rating,
        comment: r.next() < 0.85 ? r.pick(CAR_REVIEWS[rating]!) : '',
        ownerRating: r.weighted<number>([[5, 85], [4, 15]]),
        ownerComment: r.pick(RENTER_REVIEWS),
      });
      endDay = addDays(startDay, -r.int(4, 40));
    }
  }
  // The demo renter's own past trip, in one of the demo host's cars.
  const hostCars = listed.filter((car) => car.ownerId === host?.id);
  if (hostCars[0]) {
    const end = addDays(today, -30);
    trips.push({ car: hostCars[0], renterId: renter.id, period: { start: at(addDays(end, -3), 10), end: at(end, 10) }, km: 540, rating: 5, comment: CAR_REVIEWS[5]![0]!, ownerRating: 5, ownerComment: RENTER_REVIEWS[0]! });
  }
  await inTransaction(async () => {
    for (const trip of trips) await writePastTrip(trip);
    await refreshAllRatings();
  });

  // Ahead: a request waiting for the demo host, and a confirmed booking of a company car to pay.
  let upcoming = 0;
  const ahead = (days: number, hour: number) => at(addDays(today, days), hour);
  if (await bookOneOf(renter, hostCars, ahead(8, 10), ahead(11, 10), now)) upcoming++;
  const companyCars = listed.filter((car) => car.ownerId === company?.id && !car.instantBooking);
  const confirmed = await bookOneOf(renter, companyCars, ahead(13, 12), ahead(16, 12), now);
  if (confirmed && company) {
    await confirmBooking(company, confirmed.id, now);
    upcoming++;
  }
  log.info({ trips: trips.length, upcoming }, 'demo bookings seeded');
  return { trips: trips.length, upcoming };
}
