import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';

/**
 * A payment asked of a renter for a booking (docs/payments.md): the rental and delivery at
 * checkout (`purpose` 'rental'), or the extras after a trip ('extras'). `status` moves once from
 * 'pending' to 'succeeded', 'failed', 'expired' or 'cancelled' — a repeated or late callback
 * changes nothing. `provider_ref` is the order reference the acquirer knows it by.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    purpose: text().notNull(),
    provider: text().notNull(),
    providerRef: text().notNull(),
    amountKop: integer().notNull(),
    status: text().notNull().default('pending'),
    failureCode: text(),
    // What the provider told us last (its callback or status answer), for the record.
    providerData: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_unique').on(t.provider, t.providerRef),
    // One payment page open per booking and purpose: a double click opens the same one.
    uniqueIndex('payments_one_pending').on(t.bookingId, t.purpose).where(sql`${t.status} = 'pending'`),
    index('payments_booking_idx').on(t.bookingId, t.createdAt),
    check('payments_purpose_check', sql`${t.purpose} in ('rental', 'extras')`),
    check('payments_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed', 'expired', 'cancelled')`),
    check('payments_amount_check', sql`${t.amountKop} > 0`),
  ],
);

export type Payment = typeof payments.$inferSelect;

/** Money given back on a payment: a cancellation's refund (all, or less the fee), by the provider. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountKop: integer().notNull(),
    reason: text().notNull(),
    status: text().notNull().default('pending'),
    providerRef: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.paymentId),
    check('payment_refunds_amount_check', sql`${t.amountKop} > 0`),
    check('payment_refunds_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);
