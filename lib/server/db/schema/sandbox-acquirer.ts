import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The sandbox acquirer's OWN books (docs/payments.md "The sandbox acquirer"): it plays the bank, so
 * what it knows lives here and never in `payments`, which is what we, the merchant, were told. A
 * reconciliation compares the two (`sandboxOperations` lists them). No foreign key to our tables:
 * a bank knows the merchant's order only by its reference. Amounts are kopiyky.
 */

/**
 * A card the bank tokenised: at a checkout with `saveCard`, or by a card check (`verifyCard`). The
 * token is an opaque random id (never derived from the card) that the bank reports in callbacks
 * and statuses; it is kept as is because the bank must repeat it in every later report. It belongs
 * to the customer it was issued for, and to one purpose: 'payment' (charges without the
 * cardholder) or 'payout' (an owner's card that payouts go to). `pan_masked` is the first six and
 * last four digits, all the bank keeps of the number. A revoked token charges and pays nothing.
 */
export const sandboxAcquirerCards = pgTable(
  'sandbox_acquirer_cards',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    token: text().notNull(),
    customerRef: text().notNull(),
    purpose: text().notNull(),
    panMasked: text().notNull(),
    cardLast4: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sandbox_acquirer_cards_token_unique').on(t.token),
    index('sandbox_acquirer_cards_customer_idx').on(t.customerRef),
    check('sandbox_acquirer_cards_purpose_check', sql`${t.purpose} in ('payment', 'payout')`),
  ],
);

export type SandboxAcquirerCard = typeof sandboxAcquirerCards.$inferSelect;

/**
 * An order: what a checkout (`mode` 'charge' or 'hold'), a card check ('verify', amount 0) or a
 * charge by token (`initiator` 'merchant', decided at once, no page) opened. `status` 'created'
 * (the page is open), 'otp' (the card asked for a one-time code), then once 'paid', 'held',
 * 'verified', 'declined' or 'cancelled' (the merchant withdrew it); a hold moves on once more, to
 * 'paid' (captured: `captured_kop`, the rest released) or 'voided'. An order past `expires_at` that
 * was never decided counts as expired; a hold past its lifetime (holds.ts) counts as voided — both
 * computed when read, nothing rewrites the row. `card_last4`, `pan_masked` and the token's row
 * (`card_id`: the token issued to it, or the one it was charged by) are all it keeps of a card.
 * `callback_attempts` / `callback_delivered_at` sum up the delivery of its callbacks
 * (`sandbox_acquirer_callbacks`).
 */
export const sandboxAcquirerOrders = pgTable(
  'sandbox_acquirer_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reference: text().notNull(),
    merchant: text().notNull(),
    // Whom the merchant opened the order for: only they may pay it on the hosted page, and a token
    // charge may only name the customer the token was issued to.
    customerRef: text().notNull(),
    description: text().notNull(),
    mode: text().notNull().default('charge'),
    initiator: text().notNull().default('customer'),
    // Tokenise the card once the order succeeds; the token's purpose ('payment' or 'payout').
    saveCard: boolean().notNull().default(false),
    cardPurpose: text(),
    amountKop: integer().notNull(),
    currency: text().notNull(),
    // Null for a charge by token, which has no page.
    locale: text(),
    returnUrl: text(),
    callbackUrl: text().notNull(),
    status: text().notNull().default('created'),
    failureCode: text(),
    cardLast4: text(),
    panMasked: text(),
    cardId: integer().references(() => sandboxAcquirerCards.id, { onDelete: 'restrict' }),
    // A hold: what is blocked now, and what was captured of it (null for other orders).
    heldKop: integer(),
    capturedKop: integer(),
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
    index('sandbox_acquirer_orders_decided_idx').on(t.decidedAt),
    check('sandbox_acquirer_orders_status_check', sql`${t.status} in ('created', 'otp', 'paid', 'held', 'verified', 'voided', 'declined', 'cancelled')`),
    check('sandbox_acquirer_orders_mode_check', sql`${t.mode} in ('charge', 'hold', 'verify') and ${t.initiator} in ('customer', 'merchant')`),
    check('sandbox_acquirer_orders_card_purpose_check', sql`${t.cardPurpose} is null or ${t.cardPurpose} in ('payment', 'payout')`),
    // Money never adds up to more than the order: a charge or hold is above zero (a card check is
    // zero), a hold captures at most what it blocked, and refunds never pass what was taken.
    check(
      'sandbox_acquirer_orders_amount_check',
      sql`${t.amountKop} >= 0 and (${t.amountKop} > 0 or ${t.mode} = 'verify') and ${t.refundedKop} between 0 and ${t.amountKop} and coalesce(${t.heldKop}, 0) between 0 and ${t.amountKop} and coalesce(${t.capturedKop}, 0) between 0 and ${t.amountKop} and (${t.mode} <> 'hold' or ${t.refundedKop} <= coalesce(${t.capturedKop}, 0))`,
    ),
  ],
);

export type SandboxAcquirerOrder = typeof sandboxAcquirerOrders.$inferSelect;

/**
 * Money the sandbox gave back on a paid order (or a captured hold). `reference` is the merchant's
 * idempotency reference for the refund: asked twice, the bank answers with the first refund and
 * moves no money again.
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

/**
 * The bank's other operations, one row each, under the merchant's reference (its idempotency key:
 * asked again, the bank answers with this row and moves nothing): 'capture' and 'void' of a held
 * order, and 'payout' to a payout card (no order). Declined ones are recorded too, with the reason.
 */
export const sandboxAcquirerOperations = pgTable(
  'sandbox_acquirer_operations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    reference: text().notNull(),
    orderId: integer().references(() => sandboxAcquirerOrders.id, { onDelete: 'restrict' }),
    cardId: integer().references(() => sandboxAcquirerCards.id, { onDelete: 'restrict' }),
    amountKop: integer().notNull(),
    currency: text().notNull(),
    status: text().notNull(),
    failureCode: text(),
    operationId: text().notNull(),
    description: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_acquirer_operations_reference_unique').on(t.reference),
    index('sandbox_acquirer_operations_order_idx').on(t.orderId),
    index('sandbox_acquirer_operations_created_idx').on(t.createdAt),
    check('sandbox_acquirer_operations_kind_check', sql`${t.kind} in ('capture', 'void', 'payout') and (${t.kind} = 'payout') = (${t.orderId} is null)`),
    check('sandbox_acquirer_operations_status_check', sql`${t.status} in ('succeeded', 'declined')`),
    check('sandbox_acquirer_operations_amount_check', sql`${t.amountKop} > 0`),
  ],
);

export type SandboxAcquirerOperation = typeof sandboxAcquirerOperations.$inferSelect;

/**
 * Each signed callback the bank owes the merchant: one per reported event of an order (a decision,
 * a capture, a void, a refund), its exact body fixed when the event happened, delivered after the
 * event commits and retried by `payments.sandbox-callback` until accepted.
 */
export const sandboxAcquirerCallbacks = pgTable(
  'sandbox_acquirer_callbacks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => sandboxAcquirerOrders.id, { onDelete: 'restrict' }),
    event: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('sandbox_acquirer_callbacks_order_idx').on(t.orderId),
    check('sandbox_acquirer_callbacks_event_check', sql`${t.event} in ('succeeded', 'failed', 'held', 'voided', 'refunded', 'verified')`),
  ],
);

export type SandboxAcquirerCallback = typeof sandboxAcquirerCallbacks.$inferSelect;

/**
 * The test switch of callback delivery (docs/payments.md "Delivery switch"): per customer
 * (`scope` = a customer reference) or for everyone ('*'). Written only by server code — tests, and
 * the test-hook route that exists only in a KERMO_TEST_HOOKS=1 build; no route of a normal build
 * reaches it.
 */
export const sandboxAcquirerDelivery = pgTable(
  'sandbox_acquirer_delivery',
  {
    scope: text().primaryKey(),
    mode: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sandbox_acquirer_delivery_mode_check', sql`${t.mode} in ('immediate', 'late', 'twice', 'reversed')`)],
);
