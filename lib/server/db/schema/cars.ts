import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, doublePrecision, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { carBrands, carModels } from './car-catalog';
import { cities } from './geo';
import { users } from './users';

/** A discount as stored: from/to days inclusive (lib/cars/discounts.ts), kopiyky off the daily price. */
export type StoredDiscount = { from_days: number; to_days: number; amount_kop: number };

/**
 * Pick-up and drop-off hours per weekday (0 Monday … 6 Sunday), Kyiv time, `HH:MM`; a missing day
 * means no handovers that day. Bookings starting or ending outside them are refused (code 139).
 */
export type WeeklySchedule = Partial<Record<'0' | '1' | '2' | '3' | '4' | '5' | '6', { from: string; to: string }>>;

/**
 * A listed car (spec §3 Car). Drafts may lack any field; leaving the draft state requires the
 * fields moderation needs (checked by the shared zod schema, and the essentials by a CHECK here).
 * status: draft → pending (awaiting moderation) → approved | rejected (reason). `active` is the
 * owner's switch on an approved car; `deleted_at` is a soft delete (bookings keep pointing here).
 * Money in kopiyky; the deposit in minor units of its currency.
 */
export const cars = pgTable(
  'cars',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    slug: text().notNull(),
    status: text().notNull().default('draft'),
    active: boolean().notNull().default(false),
    rejectionReason: text(),
    // The car
    brandId: integer().references(() => carBrands.id, { onDelete: 'restrict' }),
    modelId: integer().references(() => carModels.id, { onDelete: 'restrict' }),
    year: smallint(),
    vin: text(),
    mileage: integer(),
    gearbox: text(),
    fuelType: text(),
    engineCapacity: doublePrecision(),
    fuelConsumption: doublePrecision(),
    doors: smallint(),
    seats: smallint(),
    isTaxi: boolean().notNull().default(false),
    color: text(),
    // Documents
    registrationNumber: text(),
    certificateSerial: text(),
    certificateNumber: text(),
    firstRegistrationDate: date(),
    firstRegistrationUaDate: date(),
    manufactureYear: smallint(),
    ownership: text(),
    ownerFirstName: text(),
    ownerLastName: text(),
    // Where
    cityId: integer().references(() => cities.id, { onDelete: 'restrict' }),
    address: text(),
    lat: doublePrecision(),
    lng: doublePrecision(),
    // Where the public sees the car before booking (docs/catalog.md "Approximate location"): the pin
    // snapped to a 0.01° cell (about 1.1 × 0.7 km) and spread inside it by the id, so two cars at one
    // address do not stack. The catalog filters boxes on these too, or shrinking a box would find the pin.
    approxLat: doublePrecision().generatedAlwaysAs(sql`(round(lat::numeric, 2) + ((id * 37) % 7 - 3) * 0.0012)::double precision`),
    approxLng: doublePrecision().generatedAlwaysAs(sql`(round(lng::numeric, 2) + ((id * 53) % 7 - 3) * 0.0017)::double precision`),
    // Prices and terms
    minTermDays: smallint(),
    maxTermDays: smallint(),
    freeMileagePerDay: integer(),
    pricePerKmKop: integer(),
    pricePerHourKop: integer(),
    pricePerDayKop: integer(),
    pricePerMonthKop: integer(),
    deliveryOffered: boolean(),
    deliveryFree: boolean().notNull().default(false),
    deliveryPriceKop: integer(),
    discounts: jsonb().$type<StoredDiscount[]>().notNull().default([]),
    depositMinor: integer(),
    depositCurrency: text(),
    commentUk: text(),
    commentEn: text(),
    isDailyPrice: boolean().notNull().default(false),
    // Availability rules (the periods themselves are car_periods)
    schedule: jsonb().$type<WeeklySchedule>().notNull().default(sql`'{"0":{"from":"08:00","to":"21:00"},"1":{"from":"08:00","to":"21:00"},"2":{"from":"08:00","to":"21:00"},"3":{"from":"08:00","to":"21:00"},"4":{"from":"08:00","to":"21:00"},"5":{"from":"08:00","to":"21:00"},"6":{"from":"08:00","to":"21:00"}}'::jsonb`),
    minNoticeHours: smallint().notNull().default(2),
    // Instant booking: a request is confirmed at once, the renter goes straight to paying.
    instantBooking: boolean().notNull().default(false),
    // Ratings the catalog sorts and filters by, kept here so a search needs no join (docs/catalog.md):
    // the car's mean review rating and count, and its owner's rating as a host. Null until rated.
    rating: doublePrecision(),
    reviewCount: integer().notNull().default(0),
    ownerRating: doublePrecision(),
    // Life
    submittedAt: timestamp({ withTimezone: true }),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cars_slug_unique').on(t.slug),
    // One listing per physical car while it is under review or listed: a draft or a rejected car
    // holds no VIN or plate (else anyone could park one on someone else's car and keep its owner
    // out), and a deleted listing frees them.
    uniqueIndex('cars_vin_unique').on(t.vin).where(sql`${t.status} in ('pending', 'approved') and ${t.deletedAt} is null`),
    uniqueIndex('cars_plate_unique').on(t.registrationNumber).where(sql`${t.status} in ('pending', 'approved') and ${t.deletedAt} is null`),
    index('cars_owner_idx').on(t.ownerId, t.createdAt),
    index('cars_moderation_idx').on(t.submittedAt).where(sql`${t.status} = 'pending' and ${t.deletedAt} is null`),
    // The catalog's indexes (partial on a listed car, one per sort, nationwide and per city, and the
    // map box) are written in migration 0014: drizzle cannot express DESC NULLS LAST with INCLUDE.
    check('cars_status_check', sql`${t.status} in ('draft', 'pending', 'approved', 'rejected')`),
    // Only an approved car can be switched on.
    check('cars_active_check', sql`not ${t.active} or ${t.status} = 'approved'`),
    // What the catalog and bookings rely on is there while a car is under review or listed (a
    // rejected car is corrected like a draft).
    check(
      'cars_complete_check',
      sql`${t.status} in ('draft', 'rejected') or (${t.brandId} is not null and ${t.modelId} is not null and ${t.year} is not null and ${t.vin} is not null and ${t.cityId} is not null and ${t.lat} is not null and ${t.lng} is not null and ${t.pricePerDayKop} is not null and ${t.minTermDays} is not null and ${t.maxTermDays} is not null)`,
    ),
    check('cars_terms_check', sql`${t.minTermDays} is null or ${t.maxTermDays} is null or ${t.maxTermDays} >= ${t.minTermDays}`),
    check('cars_prices_check', sql`coalesce(${t.pricePerDayKop}, 0) >= 0 and coalesce(${t.pricePerHourKop}, 0) >= 0 and coalesce(${t.pricePerMonthKop}, 0) >= 0 and coalesce(${t.pricePerKmKop}, 0) >= 0 and coalesce(${t.deliveryPriceKop}, 0) >= 0 and coalesce(${t.depositMinor}, 0) >= 0`),
    check('cars_min_notice_check', sql`${t.minNoticeHours} between 0 and 168`),
    check('cars_rating_check', sql`(${t.rating} is null or ${t.rating} between 1 and 5) and (${t.ownerRating} is null or ${t.ownerRating} between 1 and 5) and ${t.reviewCount} >= 0`),
  ],
);

export type Car = typeof cars.$inferSelect;
export type NewCar = typeof cars.$inferInsert;

/** A car's photo: an image of the public pipeline (`/media/images/{size}{file}`), in display order. */
export const carPhotos = pgTable(
  'car_photos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    carId: integer()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    file: text().notNull(),
    position: smallint().notNull(),
    isMain: boolean().notNull().default(false),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('car_photos_car_idx').on(t.carId, t.position),
    uniqueIndex('car_photos_file_unique').on(t.file),
    // At most one main photo per car, whatever the writers race.
    uniqueIndex('car_photos_one_main').on(t.carId).where(sql`${t.isMain}`),
  ],
);

export type CarPhoto = typeof carPhotos.$inferSelect;

/** Slugs a car answered to before it was renamed: they redirect (301) to its current slug. */
export const carSlugRedirects = pgTable('car_slug_redirects', {
  slug: text().primaryKey(),
  carId: integer()
    .notNull()
    .references(() => cars.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** `tstzrange` as text (`[2026-11-21 10:00:00+00,2026-11-22 10:00:00+00)`); built and read by lib/cars/periods.ts. */
export const tstzrange = customType<{ data: string; driverData: string }>({
  dataType: () => 'tstzrange',
});

/**
 * Periods that hold a car: an owner's block or, later, a booking — one table, so one exclusion
 * constraint (migration 0011) keeps any two holding periods of a car from overlapping
 * (architecture §4; a violation is 23P01 → code 125). Half-open `[start, end)`.
 * kind: 'block' | 'booking'. `holds` is false for periods that no longer hold the car (a cancelled
 * booking) so they stay on record without blocking anything.
 */
export const carPeriods = pgTable(
  'car_periods',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    carId: integer()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    period: tstzrange().notNull(),
    kind: text().notNull(),
    holds: boolean().notNull().default(true),
    // The car's city, copied by a trigger (migration 0014) so the catalog finds the cars busy in a
    // city from one index led by it (docs/catalog.md "Availability"); not set by the application.
    cityId: integer(),
    // The booking this period is (kind 'booking'); its foreign key is declared in migration 0016,
    // since bookings.ts imports this file.
    bookingId: integer(),
    note: text(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('car_periods_car_idx').on(t.carId),
    uniqueIndex('car_periods_booking_unique').on(t.bookingId),
    check('car_periods_kind_check', sql`${t.kind} in ('block', 'booking')`),
    // A block is nobody's booking. (A booking's period written by the bookings domain always names
    // its booking; fixtures and the catalog benchmark write bare busy periods, so that direction is
    // the domain's rule, not a CHECK.)
    check('car_periods_booking_check', sql`${t.kind} = 'booking' or ${t.bookingId} is null`),
  ],
);

/** What happened to a car and who did it: submissions, decisions, switches, deletion. */
export const carEvents = pgTable(
  'car_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    carId: integer()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    event: text().notNull(),
    reason: text(),
    details: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('car_events_car_idx').on(t.carId, t.createdAt)],
);
