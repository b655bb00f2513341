import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Opaque access tokens. Only the SHA-256 of the token is stored, so a leaked table grants nothing;
 * revocation and expiry are columns, so sign-out and "sign out everywhere" are single updates.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    userAgent: text(),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);

export type AccessToken = typeof accessTokens.$inferSelect;
