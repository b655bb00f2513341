import 'server-only';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The adapter every acquirer implements (docs/payments.md "The interface"). Amounts are integer
 * kopiyky everywhere on our side; an adapter converts at its boundary (WayForPay and LiqPay speak
 * decimal hryvnias as exact strings, monobank kopiyky). References are ours (`kp-…` for an order,
 * `kr-…` for a refund) and double as idempotency keys at the provider: the same reference asked
 * twice is one operation there.
 *
 * Issue 13 adds, on the same type and the same references:
 * - **hold / capture / void**: `createCheckout` takes `mode: 'hold'` (WayForPay
 *   `merchantTransactionType=AUTH`, LiqPay `action=hold`, monobank `paymentType=hold`), and
 *   `capture(reference, amountKop, captureReference)` (WayForPay `SETTLE`, LiqPay `hold_completion`,
 *   monobank `invoice/finalize`; a part releases the rest) and `void(reference)` (WayForPay `REFUND`
 *   on an unsettled AUTH, LiqPay `refund`, monobank `invoice/cancel`); `OrderStatus.state` gains
 *   'held', and callbacks report holds.
 * - **saved cards**: `createCheckout` takes `saveCard: true`; `CallbackEvent` / `OrderStatus` carry
 *   the provider's token and `pan_masked`; `chargeToken({ token, reference, amountKop, description })`
 *   charges without the cardholder (WayForPay `CHARGE` with `recToken`, LiqPay `paytoken`, monobank
 *   `wallet/payment` with `initiationKind=merchant`) and answers like `orderStatus`.
 * - **payouts**: `payout({ reference, amountKop, card | token })` pays an owner's card (WayForPay
 *   `P2P_CREDIT`, LiqPay `p2pcredit`); a provider without one leaves it out and payouts are recorded
 *   by an operator instead.
 * Each is an optional member, checked where it is used, so a provider declares what it can do.
 */
export type PaymentProvider = {
  /** Stored in `payments.provider`; the callback route is `/api/payments/callback/{name}`. */
  readonly name: string;

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
};

/**
 * Where to send the renter: a URL to go to (the sandbox, monobank's `pageUrl`), or a form the
 * browser posts to the acquirer (LiqPay `data`+`signature`, WayForPay's field list), auto-submitted.
 */
export type Checkout = { kind: 'redirect'; url: string } | { kind: 'form'; action: string; fields: Record<string, string> };

/** An order's state at the acquirer, in our words. */
export type OrderState = 'pending' | 'succeeded' | 'failed' | 'expired' | 'cancelled' | 'unknown';

export type OrderStatus = {
  reference: string;
  state: OrderState;
  amountKop: number | null;
  currency: string | null;
  failureCode: string | null;
  /** What the acquirer said, kept in `payments.provider_data` for the record (never a card number). */
  data: Record<string, unknown>;
};

/** A decided order, as a verified callback reports it. */
export type CallbackEvent = {
  reference: string;
  outcome: 'succeeded' | 'failed';
  amountKop: number;
  currency: string;
  failureCode: string | null;
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

export type RefundResult = {
  state: 'succeeded' | 'failed' | 'pending';
  /** The acquirer's id of the refund operation. */
  providerRef: string | null;
  failureCode: string | null;
  data: Record<string, unknown>;
};

/** A callback whose signature does not verify: answered 4xx, and nothing is read from it. */
export class PaymentSignatureError extends Error {
  override readonly name = 'PaymentSignatureError';
}

/** A verified callback that is not one the adapter knows how to read. */
export class PaymentCallbackError extends Error {
  override readonly name = 'PaymentCallbackError';
}
