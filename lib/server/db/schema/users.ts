import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cities } from './geo';

/** A spoken language with proficiency, as shown on public profiles. */
export type UserLanguage = { code: string; level: 'basic' | 'conversational' | 'fluent' | 'native' };

/**
 * One row per account: renter, host, company representative or operator.
 * role: 1 renter, 2 host, 3 legal entity (spec §4 Role switching). is_host / is_user record which
 * agreements the person has accepted, so switching roles is possible without re-registering.
 * legal_verification: 0 none, 1 pending, 2 verified, 3 rejected (hosts and companies).
 */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    phone: text(),
    passwordHash: text(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    role: smallint().notNull().default(1),
    isHost: boolean().notNull().default(false),
    isUser: boolean().notNull().default(true),
    legalVerification: smallint().notNull().default(0),
    legalVerificationReason: text(),
    isDriverLicenseVerified: boolean().notNull().default(false),
    isStaff: boolean().notNull().default(false),
    avatarPath: text(),
    languages: jsonb().$type<UserLanguage[]>().notNull().default([]),
    cityId: integer().references(() => cities.id, { onDelete: 'set null' }),
    locale: text().notNull().default('uk'),
    newsletter: boolean().notNull().default(false),
    notifyPhoneOptOut: boolean().notNull().default(false),
    notifyEmailOptOut: boolean().notNull().default(false),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    phoneVerifiedAt: timestamp({ withTimezone: true }),
    responseTimeMinutes: integer(),
    // The mean of the reviews others left about this person (as a host or as a renter) and how many:
    // kept here, recomputed with each review, so the shell shows it without a query (docs/bookings.md).
    rating: doublePrecision(),
    reviewCount: integer().notNull().default(0),
    deletionRequestedAt: timestamp({ withTimezone: true }),
    deletionDueAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    /** SHA-256 of a deleted account's e-mail, so signing in with it says the account was deleted. */
    deletedEmailHash: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // E-mails are stored lower-cased by the domain code; the index enforces it case-insensitively too.
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_unique').on(t.phone),
    index('users_deletion_due_idx').on(t.deletionDueAt).where(sql`${t.deletedAt} is null and ${t.deletionDueAt} is not null`),
    index('users_deleted_email_idx').on(t.deletedEmailHash).where(sql`${t.deletedEmailHash} is not null`),
    check('users_role_check', sql`${t.role} in (1, 2, 3)`),
    check('users_legal_verification_check', sql`${t.legalVerification} between 0 and 3`),
    check('users_locale_check', sql`${t.locale} in ('uk', 'en')`),
    // Companies (role 3) never drive: no path may mark one an approved driver.
    check('users_company_not_driver_check', sql`not (${t.role} = 3 and ${t.isDriverLicenseVerified})`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
