import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A code mailed or texted to confirm an e-mail address (6 digits) or a phone (4 digits, spec §5). */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text().notNull(),
    target: text().notNull(),
    codeHash: text().notNull(),
    attempts: smallint().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.channel, t.createdAt), check('verification_codes_channel_check', sql`${t.channel} in ('email', 'phone')`)],
);

export type LicencePhotos = { front?: string; back?: string; selfie?: string };

/**
 * A renter's driving licence. Photos are keys in private storage, served only to the owner and to
 * operators. One licence per account; a serial and number belongs to one account only.
 * status: draft (saved), pending (submitted), approved, rejected (with a reason).
 */
export const driverLicences = pgTable(
  'driver_licences',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    country: text().notNull(),
    serialNumber: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    birthDate: date().notNull(),
    issuedOn: date().notNull(),
    expiresOn: date().notNull(),
    photos: jsonb().$type<LicencePhotos>().notNull().default({}),
    status: text().notNull().default('draft'),
    rejectionReason: text(),
    submittedAt: timestamp({ withTimezone: true }),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('driver_licences_number_unique').on(t.country, t.serialNumber),
    index('driver_licences_status_idx').on(t.status, t.submittedAt),
    check('driver_licences_status_check', sql`${t.status} in ('draft', 'pending', 'approved', 'rejected')`),
  ],
);

/** Every operator decision on a verification: who, when, what (issue: recorded decisions). */
export const verificationDecisions = pgTable('verification_decisions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  subject: text().notNull(),
  subjectId: integer().notNull(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  operatorId: integer().references(() => users.id, { onDelete: 'set null' }),
  decision: text().notNull(),
  reason: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A host's or company's application to be verified (legal_verification 0 → 1 pending → 2 verified
 * or 3 rejected). Companies give their EDRPOU and registration details; hosts their identity details.
 */
export const ownerVerifications = pgTable(
  'owner_verifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    registryCode: text().notNull(),
    details: jsonb().$type<Record<string, string>>().notNull().default({}),
    status: text().notNull().default('pending'),
    rejectionReason: text(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('owner_verifications_status_idx').on(t.status, t.submittedAt),
    check('owner_verifications_kind_check', sql`${t.kind} in ('host', 'company')`),
    check('owner_verifications_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** A document-sharing session with the identity app (Diia-style): waiting → approved or mismatch. */
export const identitySessions = pgTable(
  'identity_sessions',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    status: text().notNull().default('waiting'),
    reason: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('identity_sessions_user_idx').on(t.userId, t.createdAt),
    check('identity_sessions_status_check', sql`${t.status} in ('waiting', 'approved', 'mismatch', 'expired')`),
  ],
);
