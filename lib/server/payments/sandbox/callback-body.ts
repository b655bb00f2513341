import 'server-only';
import { z } from 'zod';
import type { SandboxAcquirerOrder } from '@/lib/server/db/schema';
import type { CardToken } from '../provider';

/** What a callback reports: money taken, a hold placed or released, money given back, a card checked, or a decline. */
export const SANDBOX_EVENTS = ['succeeded', 'failed', 'held', 'voided', 'refunded', 'verified'] as const;
export type SandboxEvent = (typeof SANDBOX_EVENTS)[number];

/** The operation a callback is about: an order's decision (its mode), or a later one on it. */
export const SANDBOX_CALLBACK_OPERATIONS = ['charge', 'hold', 'verify', 'capture', 'void', 'refund'] as const;
export type SandboxCallbackOperation = (typeof SANDBOX_CALLBACK_OPERATIONS)[number];

/** Which events each operation can report (a decision succeeds or fails; a capture takes money …). */
const EVENTS_OF: Record<SandboxCallbackOperation, readonly SandboxEvent[]> = {
  charge: ['succeeded', 'failed'],
  hold: ['held', 'failed'],
  verify: ['verified', 'failed'],
  capture: ['succeeded'],
  void: ['voided'],
  refund: ['refunded'],
};

export type SandboxReport = {
  event: SandboxEvent;
  operation: SandboxCallbackOperation;
  /** The merchant's reference of a capture, void or refund; null for a decision (the order's own). */
  operationReference: string | null;
  operationId: string | null;
  /** The money this event is about: the order's amount for a decision, the captured, released or refunded amount. */
  amountKop: number;
  failureCode: string | null;
  at: Date | null;
};

/** An order's decision as a report (what its first callback says). */
export function decisionReport(order: SandboxAcquirerOrder): SandboxReport {
  const operation = order.mode as 'charge' | 'hold' | 'verify';
  // A hold decided stays "held" in its decision's report, whatever became of it later.
  const accepted = { charge: order.status === 'paid', hold: ['held', 'paid', 'voided'].includes(order.status), verify: order.status === 'verified' }[operation];
  const event: SandboxEvent = !accepted ? 'failed' : { charge: 'succeeded' as const, hold: 'held' as const, verify: 'verified' as const }[operation];
  return { event, operation, operationReference: null, operationId: order.operationId, amountKop: order.amountKop, failureCode: order.failureCode, at: order.decidedAt };
}

/**
 * A callback's body. These exact bytes are signed (HMAC-SHA256, hex, in `X-Sandbox-Signature`), so
 * the merchant must verify the raw body before parsing it. Amounts in kopiyky; `held_kop` and
 * `captured_kop` are the hold's after the event (null for other orders), `refunded_kop` all refunded
 * so far, `card` the token and mask when the order saved a card or was charged by one. Without a
 * report, the order's decision (what its first callback said).
 */
export function sandboxCallbackBody(order: SandboxAcquirerOrder, card: CardToken | null = null, report: SandboxReport = decisionReport(order)): string {
  const hold = order.mode === 'hold';
  return JSON.stringify({
    reference: order.reference,
    operation_id: report.operationId,
    status: report.event,
    amount_kop: report.amountKop,
    currency: order.currency,
    failure_code: report.failureCode,
    card_last4: order.cardLast4,
    decided_at: report.at?.toISOString() ?? null,
    operation: report.operation,
    operation_reference: report.operationReference,
    held_kop: hold ? (order.heldKop ?? 0) : null,
    captured_kop: hold ? (order.capturedKop ?? 0) : null,
    refunded_kop: order.refundedKop,
    card: card ? { token: card.token, pan_masked: card.panMasked } : null,
  });
}

const kop = z.int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/**
 * A callback as the merchant reads it, after its signature has verified: each field as sent, and an
 * event its operation can report (a "refunded" decision or a zero-amount charge is not a callback).
 */
export const ZSandboxCallback = z
  .object({
    reference: z.string().min(1),
    operation_id: z.string().nullable(),
    status: z.enum(SANDBOX_EVENTS),
    amount_kop: kop,
    currency: z.string().min(1),
    failure_code: z.string().nullable(),
    card_last4: z.string().nullable(),
    decided_at: z.string().nullable(),
    operation: z.enum(SANDBOX_CALLBACK_OPERATIONS),
    operation_reference: z.string().min(1).nullable(),
    held_kop: kop.nullable(),
    captured_kop: kop.nullable(),
    refunded_kop: kop,
    card: z.object({ token: z.string().min(1), pan_masked: z.string().nullable() }).nullable(),
  })
  .refine((body) => EVENTS_OF[body.operation].includes(body.status), { message: 'the operation cannot report this status' })
  .refine((body) => (body.operation === 'verify' ? body.amount_kop === 0 : body.amount_kop > 0), { message: 'amount' })
  .refine((body) => (['capture', 'void', 'refund'].includes(body.operation) ? body.operation_reference !== null : body.operation_reference === null), { message: 'operation_reference' });

export type SandboxCallback = z.infer<typeof ZSandboxCallback>;
