import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A card the acquirer tokenised for a person (docs/payments.md "Saved cards"): from a rental
 * checkout (`purpose` 'payment': the booking's deposit is held and its extras charged on it), or an
 * owner's card check (`purpose` 'payout': payouts go to it). We keep the acquirer's token — it must
 * be sent back as is to charge or pay the card — and its `pan_masked`, never the number.
 *
 * `remembered` is the renter's separate consent to offer the card for their next bookings; without
 * it the card serves only the booking it was paid for and is forgotten (`removed_at`) when that
 * booking closes. A removed card charges nothing and is no longer listed; the row stays so past
 * payments still name the card they used.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    purpose: text().notNull(),
    token: text().notNull(),
    panMasked: text(),
    remembered: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_cards_token_unique').on(t.userId, t.provider, t.purpose, t.token),
    index('payment_cards_user_idx').on(t.userId, t.purpose),
    check('payment_cards_purpose_check', sql`${t.purpose} in ('payment', 'payout')`),
  ],
);

export type PaymentCard = typeof paymentCards.$inferSelect;

/**
 * A card check opened at the acquirer (`verifyCard`): the page where an owner registers the card
 * payouts go to (or a renter a card to pay with) without paying. The acquirer's callback names it
 * by `reference`; 'verified' stores the card (`card_id`), once — a repeated callback changes nothing.
 */
export const cardChecks = pgTable(
  'card_checks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    purpose: text().notNull(),
    reference: text().notNull(),
    status: text().notNull().default('pending'),
    failureCode: text(),
    cardId: integer().references(() => paymentCards.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('card_checks_reference_unique').on(t.provider, t.reference),
    index('card_checks_user_idx').on(t.userId, t.createdAt),
    check('card_checks_purpose_check', sql`${t.purpose} in ('payment', 'payout')`),
    check('card_checks_status_check', sql`${t.status} in ('pending', 'verified', 'failed', 'expired')`),
  ],
);

export type CardCheck = typeof cardChecks.$inferSelect;
