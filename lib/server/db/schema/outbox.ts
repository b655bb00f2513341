import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every e-mail and SMS the product sends is written here first (transactional outbox): locally it is
 * the delivery itself (read it from the log or the table); in production a job hands pending rows
 * to SMTP or the SMS gateway and records the outcome, so nothing is lost if a provider is down.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    channel: text().notNull(),
    recipient: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    template: text().notNull(),
    locale: text().notNull().default('uk'),
    subject: text(),
    bodyText: text().notNull(),
    bodyHtml: text(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text().notNull().default('pending'),
    attempts: smallint().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('outbox_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    index('outbox_recipient_idx').on(t.recipient, t.createdAt),
    check('outbox_channel_check', sql`${t.channel} in ('email', 'sms')`),
    check('outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
