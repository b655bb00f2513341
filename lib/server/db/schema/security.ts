import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters, one row per (bucket, key): a fixed window with an atomic
 * insert-or-increment (the check and the count are one statement, so parallel requests cannot
 * slip past the limit), and an optional block with exponential backoff (`blocked_until`).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text().notNull(),
    key: text().notNull(),
    count: integer().notNull().default(0),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    /** How many times this key has been blocked in a row; the next block lasts twice as long. */
    strikes: integer().notNull().default(0),
    blockedUntil: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] })],
);

/**
 * Secrets this installation generates for itself on first use (e.g. the identity sandbox's
 * callback key) when none is configured: random per installation, shared by every replica.
 */
export const installationSecrets = pgTable('installation_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
