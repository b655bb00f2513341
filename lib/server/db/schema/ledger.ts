import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';

/**
 * The double-entry ledger (docs/payments.md "The ledger", lib/ledger/accounts.ts): one row per
 * movement of money, named by an idempotency `key` (a movement recorded twice is recorded once),
 * with the booking, payment or refund it belongs to. Append-only: migration 0020 refuses updates
 * and deletes, and a deferred constraint trigger refuses to commit a transaction whose entries do
 * not sum to zero.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    key: text().notNull(),
    kind: text().notNull(),
    bookingId: integer().references(() => bookings.id, { onDelete: 'restrict' }),
    paymentId: integer(),
    refundId: integer(),
    payoutId: integer(),
    // What else the movement needs for the record (a reason, an operator); never card data.
    details: jsonb().$type<Record<string, unknown>>(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_key_unique').on(t.key),
    index('ledger_transactions_booking_idx').on(t.bookingId),
    check('ledger_transactions_kind_check', sql`${t.kind} in ('payment', 'refund_requested', 'refund_confirmed', 'refund_failed', 'settlement', 'hold', 'hold_released', 'capture', 'payout')`),
  ],
);

/** A line of a ledger transaction: signed kopiyky, positive a debit, negative a credit. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    transactionId: integer()
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    account: text().notNull(),
    amountKop: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.account),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_amount_check', sql`${t.amountKop} <> 0`),
  ],
);

export type LedgerTransaction = typeof ledgerTransactions.$inferSelect;
