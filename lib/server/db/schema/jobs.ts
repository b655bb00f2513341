import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Durable background work (lib/server/jobs): one row per run of a named job. A row is claimed with
 * FOR UPDATE SKIP LOCKED, so any number of app instances share the queue; a failure is retried
 * with backoff until `max_attempts`, then kept as `failed` for operators to see. `key` makes a
 * scheduled job unique while it waits (one pending "cancel booking 42"), so scheduling is idempotent.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    key: text(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text().notNull().default('queued'),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: smallint().notNull().default(0),
    maxAttempts: smallint().notNull().default(5),
    lockedAt: timestamp({ withTimezone: true }),
    lockedBy: text(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'queued'`),
    index('jobs_name_idx').on(t.name, t.createdAt),
    // Each pass looks for runs whose worker died: only the few running rows, not the history.
    index('jobs_running_idx').on(t.lockedAt).where(sql`${t.status} = 'running'`),
    uniqueIndex('jobs_pending_key_unique').on(t.name, t.key).where(sql`${t.key} is not null and ${t.status} in ('queued', 'running')`),
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed', 'cancelled')`),
  ],
);

export type Job = typeof jobs.$inferSelect;
