import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { paymentCards } from './payment-cards';
import { users } from './users';

/**
 * A line of money on a booking, as lib/pricing/lines.ts writes it (the price at request time), or an
 * extra after the trip (kinds 'km_over', 'late_return', 'delivery_back', 'fuel'); kopiyky.
 */
export type StoredLine = { kind: string; quantity: number; unit_price: number; amount: number };

/** What the booking was priced from, copied at request time: later edits of the car never reach it. */
export type StoredBookingTerms = {
  price_per_day_kop: number;
  price_per_hour_kop: number | null;
  price_per_km_kop: number | null;
  free_mileage_per_day: number | null;
  delivery_price_kop: number | null;
  mode: 'time' | 'calendar';
  days: number;
  hours: number;
};

/** A change of dates or delivery waiting for the other party (status 15). */
export type StoredChange = {
  by: 'renter' | 'owner';
  start: string;
  end: string;
  delivery_address: string | null;
  lines: StoredLine[];
  total_kop: number;
  terms: StoredBookingTerms;
  proposed_at: string;
};

/**
 * A booking of a car by a renter (spec §3, §4; docs/bookings.md). `status` is one of the 17 of
 * spec §4, moved only by lib/server/bookings through the transition table. The period is
 * `[start_at, end_at)`; while the status holds the car, a `car_periods` row of kind 'booking'
 * (`car_periods.booking_id`) keeps it under the exclusion constraint with the owner's blocks.
 * Prices are copied at request time (`lines`, `terms`, `commission_bp`); money in kopiyky.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    carId: integer()
      .notNull()
      .references(() => cars.id, { onDelete: 'restrict' }),
    renterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: smallint().notNull(),
    statusBeforeChange: smallint(),
    instant: boolean().notNull().default(false),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endAt: timestamp({ withTimezone: true }).notNull(),
    // The language the renter booked in: the contract's.
    locale: text().notNull(),
    deliveryAddress: text(),
    message: text(),
    lines: jsonb().$type<StoredLine[]>().notNull(),
    terms: jsonb().$type<StoredBookingTerms>().notNull(),
    totalKop: integer().notNull(),
    depositMinor: integer(),
    depositCurrency: text(),
    // The deposit in hryvnias as held (docs/payments.md "Deposits"): fixed when the renter pays,
    // at the operator's rate for a USD or EUR deposit (kopiyky per unit, kept for the record).
    depositKop: integer(),
    depositRateKop: integer(),
    // Why the deposit could not be held on the saved card (the acquirer's code): the renter is
    // asked to hold it on the acquirer's page; cleared once held.
    depositIssue: text(),
    // The card this booking's deposit and extras go to: the one the rental was paid with.
    cardId: integer().references(() => paymentCards.id, { onDelete: 'set null' }),
    commissionBp: integer().notNull(),
    commissionKop: integer().notNull(),
    earningsKop: integer().notNull(),
    paidKop: integer().notNull().default(0),
    refundedKop: integer().notNull().default(0),
    feeKop: integer().notNull().default(0),
    change: jsonb().$type<StoredChange>(),
    answerBy: timestamp({ withTimezone: true }),
    payBy: timestamp({ withTimezone: true }),
    // The signed contract (private storage, like licences), and why the last one was sent back.
    contractFile: text(),
    // The parties and the car as they stood when the booking was paid: the agreement states them
    // (not today's names or plates), so it reads the same for ever (lib/server/bookings/contract-document.ts).
    contractParties: jsonb().$type<Record<string, unknown>>(),
    contractUploadedAt: timestamp({ withTimezone: true }),
    contractRejection: text(),
    startMileage: integer(),
    endMileage: integer(),
    mileageDispute: text(),
    extras: jsonb().$type<StoredLine[]>().notNull().default([]),
    extrasKop: integer().notNull().default(0),
    // What of the extras has been collected (from the deposit, the saved card or the page).
    extrasPaidKop: integer().notNull().default(0),
    // Set while the extras are being collected without the renter (deposit, saved card): the
    // renter's page opens only when that is over and something is still due.
    extrasCollectingAt: timestamp({ withTimezone: true }),
    cancelledBy: text(),
    cancelReason: text(),
    reviewDismissedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    startedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('bookings_renter_idx').on(t.renterId, t.startAt),
    index('bookings_owner_idx').on(t.ownerId, t.startAt),
    index('bookings_car_idx').on(t.carId, t.startAt),
    // "You have already booked this car": one open booking per renter and car, whatever the
    // requests race. The statuses are lib/bookings/status.ts OPEN_STATUSES (a test compares them).
    uniqueIndex('bookings_one_open_per_car').on(t.carId, t.renterId).where(sql`${t.status} not in (3, 4, 13)`),
    check('bookings_status_check', sql`${t.status} between 1 and 17`),
    check('bookings_period_check', sql`${t.endAt} > ${t.startAt}`),
    check('bookings_parties_check', sql`${t.renterId} <> ${t.ownerId}`),
    check(
      'bookings_money_check',
      sql`${t.totalKop} >= 0 and ${t.commissionKop} >= 0 and ${t.earningsKop} = ${t.totalKop} - ${t.commissionKop} and ${t.paidKop} >= 0 and ${t.refundedKop} between 0 and ${t.paidKop} and ${t.feeKop} >= 0 and ${t.extrasKop} >= 0 and ${t.extrasPaidKop} between 0 and ${t.extrasKop} and (${t.depositKop} is null or ${t.depositKop} > 0)`,
    ),
    check('bookings_mileage_check', sql`${t.endMileage} is null or (${t.startMileage} is not null and ${t.endMileage} >= ${t.startMileage})`),
    check('bookings_locale_check', sql`${t.locale} in ('uk', 'en')`),
  ],
);

export type Booking = typeof bookings.$inferSelect;

/**
 * Every status change of a booking and who made it (spec: "who, when, from, to, why"): the booking
 * page's timeline, and what notifications are made from. `actor` is the role the change was made
 * in (renter, owner, operator, system); `actor_id` the person, if any.
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    actor: text().notNull(),
    action: text().notNull(),
    fromStatus: smallint(),
    toStatus: smallint().notNull(),
    reason: text(),
    details: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.id), check('booking_events_actor_check', sql`${t.actor} in ('renter', 'owner', 'operator', 'system')`)],
);

export type BookingEvent = typeof bookingEvents.$inferSelect;

/**
 * Reviews after a completed trip (spec §3 Review): the renter rates the car and its owner
 * (`renter_to_owner`), the owner rates the renter (`owner_to_renter`); one of each per booking.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    carId: integer()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    direction: text().notNull(),
    rating: smallint().notNull(),
    comment: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_booking_direction_unique').on(t.bookingId, t.direction),
    index('reviews_subject_idx').on(t.subjectId, t.createdAt),
    index('reviews_car_idx').on(t.carId, t.createdAt),
    check('reviews_direction_check', sql`${t.direction} in ('renter_to_owner', 'owner_to_renter')`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export type Review = typeof reviews.$inferSelect;
