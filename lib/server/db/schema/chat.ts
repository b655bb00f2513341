import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { users } from './users';

/**
 * A message in a booking's conversation (docs/chat.md). The text is stored as it was shown: before
 * the booking is paid, contact details are masked at send time and the original is never kept, so
 * a later payment cannot reveal what was hidden. A photo lives in private storage (`photo_key`),
 * served only to the two parties and operators who may read the conversation. `client_id` is the
 * sender's own id for the message: a repeated send (a retry on a flaky network) finds the first.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    senderId: integer().references(() => users.id, { onDelete: 'set null' }),
    clientId: text().notNull(),
    body: text().notNull().default(''),
    maskedCount: integer().notNull().default(0),
    photoKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_booking_idx').on(t.bookingId, t.id),
    uniqueIndex('chat_messages_client_unique').on(t.bookingId, t.senderId, t.clientId),
    check('chat_messages_body_check', sql`char_length(${t.body}) <= 2000 and (${t.body} <> '' or ${t.photoKey} is not null) and ${t.maskedCount} >= 0`),
  ],
);

export type ChatMessage = typeof chatMessages.$inferSelect;

/**
 * One party's side of a booking's conversation: what they have read and how many messages wait for
 * them. `unread` is kept by the send itself (one atomic increment in the message's transaction) and
 * zeroed when they read, so the 10-second status poll sums a few rows instead of counting messages.
 */
export const chatThreads = pgTable(
  'chat_threads',
  {
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unread: integer().notNull().default(0),
    lastReadId: integer().notNull().default(0),
    lastMessageId: integer(),
    lastMessageAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.userId] }),
    index('chat_threads_user_idx').on(t.userId, t.lastMessageAt),
    check('chat_threads_unread_check', sql`${t.unread} >= 0 and ${t.lastReadId} >= 0`),
  ],
);

export type ChatThread = typeof chatThreads.$inferSelect;

/**
 * An in-app notification (docs/notifications.md): one per booking event and recipient, written in
 * the event's transaction, listed in the notification centre and counted, while unread, by the
 * status poll.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: integer().references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId, t.bookingId).where(sql`${t.readAt} is null`),
  ],
);

export type Notification = typeof notifications.$inferSelect;
