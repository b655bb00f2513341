import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { paymentCards } from './payment-cards';

/**
 * An order at the acquirer for a booking (docs/payments.md "Records"): the rental and delivery at
 * checkout (`purpose` 'rental'), the deposit's hold ('deposit', `mode` 'hold'), or the extras after
 * a trip ('extras'); paid on the acquirer's page (`via` 'page') or by the booking's saved card
 * without the renter ('token'). `status` moves once from 'pending' to 'succeeded', 'failed',
 * 'expired' or 'cancelled' — a repeated or late callback changes nothing — except a hold, which is
 * 'held' first and then 'captured' (part or all taken, `captured_kop`; the rest released) or
 * 'voided' (released whole, or lapsed at the acquirer). `provider_ref` is the order reference the
 * acquirer knows it by; `card_mask` the card it was paid with, as the acquirer masked it.
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
    mode: text().notNull().default('charge'),
    via: text().notNull().default('page'),
    status: text().notNull().default('pending'),
    capturedKop: integer(),
    cardId: integer().references(() => paymentCards.id, { onDelete: 'set null' }),
    cardMask: text(),
    // The renter's consent, given at checkout, to keep the card for their next bookings.
    rememberCard: boolean().notNull().default(false),
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
    check('payments_purpose_check', sql`${t.purpose} in ('rental', 'extras', 'deposit')`),
    check('payments_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed', 'expired', 'cancelled', 'held', 'captured', 'voided')`),
    check('payments_mode_check', sql`${t.mode} in ('charge', 'hold') and (${t.mode} = 'hold') = (${t.purpose} = 'deposit')`),
    check('payments_via_check', sql`${t.via} in ('page', 'token')`),
    check('payments_amount_check', sql`${t.amountKop} > 0`),
    check('payments_captured_check', sql`${t.capturedKop} is null or (${t.capturedKop} > 0 and ${t.capturedKop} <= ${t.amountKop} and ${t.status} = 'captured')`),
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

/**
 * An operation on a held order (docs/payments.md "Deposits"): take part or all of it (`capture`)
 * or release it (`void`). Recorded as intended ('pending') in the transaction that decided it,
 * then asked of the acquirer by the `payments.hold-operation` job under `reference` — the
 * idempotency key, so a retried or doubled run is one operation there — and completed with its
 * answer. One pending operation per hold at a time: a capture and a release cannot both be asked.
 */
export const paymentOperations = pgTable(
  'payment_operations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    kind: text().notNull(),
    amountKop: integer().notNull(),
    reason: text().notNull(),
    reference: text().notNull(),
    status: text().notNull().default('pending'),
    failureCode: text(),
    providerRef: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_operations_reference_unique').on(t.reference),
    uniqueIndex('payment_operations_one_pending').on(t.paymentId).where(sql`${t.status} = 'pending'`),
    check('payment_operations_kind_check', sql`${t.kind} in ('capture', 'void')`),
    check('payment_operations_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('payment_operations_amount_check', sql`${t.amountKop} > 0`),
  ],
);

export type PaymentOperation = typeof paymentOperations.$inferSelect;
