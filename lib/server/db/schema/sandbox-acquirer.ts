import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The sandbox acquirer's OWN books (docs/payments.md "The sandbox acquirer"): it plays the bank, so
 * what it knows lives here and never in `payments`, which is what we, the merchant, were told. A
 * later reconciliation compares the two. No foreign key to our tables: a bank knows the merchant's
 * order only by its reference.
 *
 * An order is what a checkout opened: `status` 'created' (the page is open), 'otp' (the card asked
 * for a one-time code), then once 'paid', 'declined' or 'cancelled' (the merchant withdrew it); an
 * order past `expires_at` that was never decided counts as expired and takes no card. `card_last4`
 * is all it keeps of a card. The callback to the merchant is delivered after the decision and
 * retried until accepted (`callback_delivered_at`).
 */
export const sandboxAcquirerOrders = pgTable(
  'sandbox_acquirer_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reference: text().notNull(),
    merchant: text().notNull(),
    // Whom the merchant opened the order for: only they may pay it on the hosted page.
    customerRef: text().notNull(),
    description: text().notNull(),
    amountKop: integer().notNull(),
    currency: text().notNull(),
    locale: text().notNull(),
    returnUrl: text().notNull(),
    callbackUrl: text().notNull(),
    status: text().notNull().default('created'),
    failureCode: text(),
    cardLast4: text(),
    // The bank's own id of the decided operation (sent in the callback).
    operationId: text(),
    refundedKop: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    callbackAttempts: integer().notNull().default(0),
    callbackDeliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sandbox_acquirer_orders_reference_unique').on(t.reference),
    check('sandbox_acquirer_orders_status_check', sql`${t.status} in ('created', 'otp', 'paid', 'declined', 'cancelled')`),
    check('sandbox_acquirer_orders_amount_check', sql`${t.amountKop} > 0 and ${t.refundedKop} between 0 and ${t.amountKop}`),
  ],
);

export type SandboxAcquirerOrder = typeof sandboxAcquirerOrders.$inferSelect;

/**
 * Money the sandbox gave back on a paid order. `reference` is the merchant's idempotency reference
 * for the refund: asked twice, the bank answers with the first refund and moves no money again.
 */
export const sandboxAcquirerRefunds = pgTable(
  'sandbox_acquirer_refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => sandboxAcquirerOrders.id, { onDelete: 'restrict' }),
    reference: text().notNull(),
    amountKop: integer().notNull(),
    status: text().notNull(),
    failureCode: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_acquirer_refunds_reference_unique').on(t.reference),
    index('sandbox_acquirer_refunds_order_idx').on(t.orderId),
    check('sandbox_acquirer_refunds_amount_check', sql`${t.amountKop} > 0`),
    check('sandbox_acquirer_refunds_status_check', sql`${t.status} in ('succeeded', 'declined')`),
  ],
);

export type SandboxAcquirerRefund = typeof sandboxAcquirerRefunds.$inferSelect;
