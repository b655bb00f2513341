import type { PaymentPurpose, RefundStatus } from './payment-states';

/** A line of a receipt: the booking's own price or extras line (`StoredLine`), or one of the receipt's own. */
export type ReceiptLine =
  | { kind: string; quantity: number; unit_price: number; amount: number }
  | { kind: 'deposit_captured' | 'covered_otherwise' | 'adjustment'; quantity: 1; unit_price: number; amount: number };

/** A payment's receipt as lib/server/payments/history/receipt.ts reads it and the receipt page shows it. */
export type Receipt = {
  paymentId: number;
  /** The agreement's number and the payment's: `KR-000123/45`. */
  number: string;
  purpose: PaymentPurpose;
  paidAt: Date;
  booking: { id: number; start: Date; end: Date; mode: 'time' | 'calendar' };
  car: { title: string; plate: string | null };
  owner: { name: string; company: boolean };
  payer: { name: string };
  /** They add up to `amountKop`. */
  lines: ReceiptLine[];
  /** What the card was charged (of a deposit: what was taken from the hold). */
  amountKop: number;
  /** For a deposit: what was blocked and what went back unblocked. */
  hold: { heldKop: number; releasedKop: number } | null;
  refunds: { id: number; amountKop: number; status: RefundStatus; reason: string; at: Date }[];
  refundedKop: number;
  card: { panMasked: string | null; lastFour: string };
  provider: string;
  reference: string;
};
