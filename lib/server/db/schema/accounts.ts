import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A company account (role 3): its user row is the representative, signing in with the corporate e-mail. */
export const companies = pgTable('companies', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Single-use, expiring password-reset links; only the hash of the token is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * A requested change of the account's e-mail: it takes effect only when the 6-digit code mailed to
 * the new address is entered (the current password was checked when it was asked for), and the old
 * address is told. Only the hash of the code is kept.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text().notNull(),
    codeHash: text().notNull(),
    attempts: smallint().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId, t.createdAt)],
);

/** A Google or Facebook identity linked to an account. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    providerUserId: text().notNull(),
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('social_accounts_provider_user_unique').on(t.provider, t.providerUserId),
    unique('social_accounts_user_provider_unique').on(t.userId, t.provider),
  ],
);

/**
 * One-time tokens handed to the browser after an OAuth callback: `login` completes a sign-in at
 * /s-login/{token}; `register` carries a new person's provider profile to /s-register/{driver}/{id}.
 */
export const socialTokens = pgTable(
  'social_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    tokenHash: text().notNull().unique(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    providerUserId: text().notNull(),
    profile: jsonb().$type<{ email?: string; firstName?: string; lastName?: string }>().notNull().default({}),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('social_tokens_kind_check', sql`${t.kind} in ('login', 'register')`)],
);

/** Reports on users (spec §9 reasons: 1 suspicious profile, 2 misbehavior, 3 fraud). */
export const reports = pgTable(
  'reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: smallint().notNull(),
    comment: text().notNull().default(''),
    status: text().notNull().default('open'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // At most one open report per reporter and target.
    uniqueIndex('reports_open_unique').on(t.reporterId, t.targetId).where(sql`${t.status} = 'open'`),
    index('reports_status_idx').on(t.status, t.createdAt),
    check('reports_reason_check', sql`${t.reason} in (1, 2, 3)`),
    check('reports_status_check', sql`${t.status} in ('open', 'resolved', 'dismissed')`),
    check('reports_not_self_check', sql`${t.reporterId} <> ${t.targetId}`),
  ],
);
