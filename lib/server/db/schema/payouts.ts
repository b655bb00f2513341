import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { paymentCards } from './payment-cards';
import { users } from './users';

/**
 * Money paid out of an owner's balance (docs/payments.md "Payouts"): to their registered payout card
 * through the acquirer (`method` 'card': recorded 'pending' before the acquirer is asked under
 * `reference`, the idempotency key, and completed with its answer), or paid by an operator outside
 * the acquirer and recorded here ('manual', `recorded_by`, succeeded at once). A succeeded payout
 * is a `payout` movement in the ledger; a pending one already counts against what can be paid out.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountKop: integer().notNull(),
    method: text().notNull(),
    provider: text(),
    cardId: integer().references(() => paymentCards.id, { onDelete: 'set null' }),
    cardMask: text(),
    reference: text().notNull(),
    status: text().notNull().default('pending'),
    failureCode: text(),
    note: text(),
    recordedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    providerData: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_reference_unique').on(t.reference),
    index('payouts_owner_idx').on(t.ownerId, t.createdAt),
    check('payouts_method_check', sql`${t.method} in ('card', 'manual')`),
    check('payouts_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('payouts_amount_check', sql`${t.amountKop} > 0`),
    check('payouts_card_check', sql`${t.method} = 'manual' or ${t.provider} is not null`),
  ],
);

export type Payout = typeof payouts.$inferSelect;
