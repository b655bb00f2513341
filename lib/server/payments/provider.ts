import 'server-only';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The adapter every acquirer implements (docs/payments.md "The interface"). Amounts are integer
 * kopiyky everywhere on our side; an adapter converts at its boundary (WayForPay and LiqPay speak
 * decimal hryvnias as exact strings, monobank kopiyky). References are ours (`kp-…` for an order,
 * `kr-…` for a refund) and double as idempotency keys at the provider: the same reference asked
 * twice is one operation there.
 *
 * Beyond paying a page, a provider may declare (optional members, checked where used, so a
 * provider says what it can do; docs/payments.md "The interface"):
 * - **holds**: `createCheckout` with `mode: 'hold'` (WayForPay `merchantTransactionType=AUTH`),
 *   `capture` (WayForPay `SETTLE`; a part releases the rest) and `void` (`REFUND` on an unsettled
 *   AUTH); an order then reports `held`, `succeeded` (captured) or `voided`.
 * - **saved cards**: `saveCard: true` at checkout; callbacks and statuses carry `card` (the
 *   acquirer's token and its `pan_masked`); `chargeToken` debits or holds without the cardholder
 *   (WayForPay `CHARGE` with `recToken`).
 * - **payouts**: `payout` pays an owner's card by its token (WayForPay `P2P_CREDIT` with
 *   `rec2Token`); `verifyCard` opens the page where a card is registered without paying (WayForPay
 *   Verify). A provider without payouts leaves them out and an operator records manual payouts.
 */
export type PaymentProvider = {
  /** Stored in `payments.provider`; the callback route is `/api/payments/callback/{name}`. */
  readonly name: string;

  /**
   * Days a hold stays capturable before the acquirer cancels it (WayForPay: settle within 20–21
   * days; the sandbox 20). Deposits are renewed before it runs out (docs/payments.md "Deposits").
   */
  readonly holdLifetimeDays?: number;

  /**
   * Opens the acquirer's payment page for an order. Called inside the booking's transaction: an
   * adapter that keeps records in our database (the sandbox) writes them in it; one that calls
   * out over HTTP (monobank's `invoice/create`) holds the transaction for that call only.
   */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;

  /**
   * The order as the acquirer knows it now (WayForPay `CHECK_STATUS`, LiqPay `status`, monobank
   * `invoice/status`): what the expiry job and a renter's return ask when no callback came.
   */
  orderStatus(reference: string): Promise<OrderStatus>;

  /**
   * Withdraws an order nobody has paid (monobank `invoice/remove`; the sandbox closes its page), so
   * the page takes no card any more. An order already paid stays paid: its callback then reaches a
   * payment we closed, and settlement refunds it (settle-payment.ts).
   */
  cancelCheckout(reference: string): Promise<void>;

  /**
   * Checks the signature over the exact raw body (and headers) before anything else and reads the
   * outcome. Throws `PaymentSignatureError` when the signature is missing or wrong, and
   * `PaymentCallbackError` for a body that is signed but not a callback it knows.
   */
  parseCallback(rawBody: string, headers: Headers): Promise<CallbackEvent>;

  /**
   * The answer the acquirer expects once a callback is handled, whatever we did with it (WayForPay
   * wants a signed `{orderReference, status: "accept", time, signature}`; the others a 200).
   */
  acknowledge(event: CallbackEvent): Promise<{ status: number; contentType: string; body: string }>;

  /**
   * Returns part or all of a paid order to the card it came from. `refundReference` is the
   * idempotency key: asked again (a job retried after a crash), the acquirer answers with the
   * first refund and moves no money. `pending` means the acquirer has not finished; ask again.
   */
  refund(request: RefundRequest): Promise<RefundResult>;

  /**
   * Takes `amountKop` (all or part) of a held order; the rest of the hold is released. Idempotent by
   * `operationReference`. An order no longer held answers `failed` with the acquirer's reason.
   */
  capture?(request: CaptureRequest): Promise<OperationResult>;

  /** Releases a held order without taking anything. Idempotent by `operationReference`. */
  void?(request: VoidRequest): Promise<OperationResult>;

  /**
   * Debits (`mode: 'charge'`) or holds (`mode: 'hold'`) a saved card without the cardholder — a
   * new order under a new `reference`, answered synchronously as its status (a callback may follow
   * with the same outcome). Idempotent by `reference`.
   */
  chargeToken?(request: TokenChargeRequest): Promise<OrderStatus>;

  /** Pays an owner's registered card. Idempotent by `reference`. */
  payout?(request: PayoutRequest): Promise<OperationResult>;

  /**
   * Opens the page where a person registers a card without paying (amount 0); the outcome comes as
   * a callback with `outcome: 'verified'` and `card`. `purpose: 'payout'` asks for a token that
   * `payout` can pay to.
   */
  verifyCard?(request: CardCheckRequest): Promise<Checkout>;
};

export type Currency = 'UAH';

export type CheckoutRequest = {
  reference: string;
  amountKop: number;
  currency: Currency;
  /** What the payment is for, in the renter's language (shown on the acquirer's page). */
  description: string;
  locale: Locale;
  /** Our reference of the person paying (the renter's id): the sandbox lets only them pay. */
  customerRef: string;
  /** Absolute URL the renter comes back to (the booking page). */
  returnUrl: string;
  /** Absolute URL of our callback route for this provider. */
  callbackUrl: string;
  /** After this the page takes no card (WayForPay `orderLifetime`, LiqPay `expired_date`, monobank `validity`). */
  expiresAt: Date;
  /** `charge` (default) takes the money; `hold` blocks it on the card until `capture` or `void`. */
  mode?: 'charge' | 'hold';
  /** Ask the acquirer for a token of the card (the renter agreed), reported as `card`. */
  saveCard?: boolean;
};

/** A card as the acquirer lets us keep it: its token and its masked number (never the number). */
export type CardToken = {
  token: string;
  /** The acquirer's mask as given (`42****4242`, `424242******4242`); lib/payments/card.ts reads the last four. */
  panMasked: string | null;
};

/**
 * Where to send the renter: a URL to go to (the sandbox, monobank's `pageUrl`), or a form the
 * browser posts to the acquirer (LiqPay `data`+`signature`, WayForPay's field list), auto-submitted.
 */
export type Checkout = { kind: 'redirect'; url: string } | { kind: 'form'; action: string; fields: Record<string, string> };

/** An order's state at the acquirer, in our words. */
export type OrderState = 'pending' | 'held' | 'succeeded' | 'failed' | 'expired' | 'cancelled' | 'voided' | 'unknown';

export type OrderStatus = {
  reference: string;
  state: OrderState;
  amountKop: number | null;
  currency: string | null;
  failureCode: string | null;
  /** A hold: what is blocked now (0 once captured or voided); null for a plain charge. */
  heldKop?: number | null;
  /** A hold: what was captured of it. */
  capturedKop?: number | null;
  /** The card's token and mask, when the order was asked to save it (or charged by a token). */
  card?: CardToken | null;
  /** What the acquirer said, kept in `payments.provider_data` for the record (never a card number). */
  data: Record<string, unknown>;
};

/** A decided order, as a verified callback reports it. */
export type CallbackEvent = {
  reference: string;
  /**
   * `succeeded` money taken (a charge, or a hold captured), `held` a hold placed, `voided` a hold
   * released, `refunded` money given back (a refund's own report), `verified` a card registered
   * without paying, `failed` declined.
   */
  outcome: 'succeeded' | 'failed' | 'held' | 'voided' | 'refunded' | 'verified';
  amountKop: number;
  currency: string;
  failureCode: string | null;
  card?: CardToken | null;
  data: Record<string, unknown>;
};

export type RefundRequest = {
  /** The paid order's reference. */
  reference: string;
  refundReference: string;
  amountKop: number;
  currency: Currency;
  reason: string;
};

/** The answer to an operation on an order (refund, capture, void, payout). */
export type OperationResult = {
  state: 'succeeded' | 'failed' | 'pending';
  /** The acquirer's id of the operation. */
  providerRef: string | null;
  failureCode: string | null;
  data: Record<string, unknown>;
};

export type RefundResult = OperationResult;

export type CaptureRequest = {
  /** The held order's reference. */
  reference: string;
  operationReference: string;
  amountKop: number;
  currency: Currency;
};

export type VoidRequest = {
  reference: string;
  operationReference: string;
  /** The held amount (WayForPay's REFUND names it). */
  amountKop: number;
  currency: Currency;
};

export type TokenChargeRequest = {
  /** A new order's reference. */
  reference: string;
  token: string;
  amountKop: number;
  currency: Currency;
  description: string;
  mode: 'charge' | 'hold';
  customerRef: string;
  callbackUrl: string;
};

export type PayoutRequest = {
  reference: string;
  /** The owner's payout card, registered through `verifyCard({ purpose: 'payout' })`. */
  token: string;
  amountKop: number;
  currency: Currency;
  description: string;
};

export type CardCheckRequest = {
  reference: string;
  purpose: 'payment' | 'payout';
  locale: Locale;
  customerRef: string;
  returnUrl: string;
  callbackUrl: string;
  expiresAt: Date;
};

/** A callback whose signature does not verify: answered 4xx, and nothing is read from it. */
export class PaymentSignatureError extends Error {
  override readonly name = 'PaymentSignatureError';
}

/** A verified callback that is not one the adapter knows how to read. */
export class PaymentCallbackError extends Error {
  override readonly name = 'PaymentCallbackError';
}
