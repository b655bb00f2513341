import 'server-only';
import { and, eq, gte, lt, notInArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { sandboxAcquirerCards, sandboxAcquirerOperations, sandboxAcquirerOrders, sandboxAcquirerRefunds } from '@/lib/server/db/schema';
import { SANDBOX_HOLD_LIFETIME_MS, sandboxHoldLapsesAt } from './hold-lifetime';

/**
 * One line of the sandbox bank's books. `kind`:
 * - `charge`, `hold`, `verify`: an order's decision (a page's, or a charge by token: `initiator`
 *   'merchant'); `amountKop` the order's amount (0 for a card check);
 * - `capture`, `void`: of a hold (`orderReference`); a capture's amount is what it took, a void's the
 *   amount it named;
 * - `refund`: money given back on an order;
 * - `payout`: money paid to a payout card (no order);
 * - `hold_lapse`: a hold nobody captured or voided, released by the bank when its lifetime ended
 *   (hold-lifetime.ts); not a row anywhere, listed once it has happened.
 * `reference` is the merchant's reference of the operation (the order's own for a decision or a
 * lapse); `state` whether the bank did it (`succeeded`) or refused it (`declined`, `failureCode`).
 * Money moved: charges and captures in, refunds and payouts out; holds, voids and lapses only block
 * or free it.
 */
export type SandboxBookEntry = {
  kind: 'charge' | 'hold' | 'verify' | 'capture' | 'void' | 'refund' | 'payout' | 'hold_lapse';
  reference: string;
  orderReference: string | null;
  customerRef: string | null;
  initiator: 'customer' | 'merchant' | null;
  amountKop: number;
  currency: string;
  state: 'succeeded' | 'declined';
  failureCode: string | null;
  /** The bank's own id of the operation, as its callback and answer carried it. */
  operationId: string | null;
  panMasked: string | null;
  at: Date;
};

// Within one instant: a decision before what was done to it; a lapse before what it made fail.
const KIND_ORDER: SandboxBookEntry['kind'][] = ['verify', 'charge', 'hold', 'hold_lapse', 'capture', 'void', 'refund', 'payout'];

/**
 * The bank's operations in a period, `from` inclusive, `to` exclusive, in the order they happened —
 * what a reconciliation compares with our ledger. Orders count from their decision (a page still
 * open, one withdrawn or lapsed unpaid moved nothing and is not listed); a hold's lapse is listed
 * once `now` has passed it.
 */
export async function sandboxOperations({ from, to, now = new Date() }: { from: Date; to: Date; now?: Date }): Promise<SandboxBookEntry[]> {
  const db = await getDb();
  const orders = await db
    .select()
    .from(sandboxAcquirerOrders)
    .where(and(gte(sandboxAcquirerOrders.decidedAt, from), lt(sandboxAcquirerOrders.decidedAt, to), notInArray(sandboxAcquirerOrders.status, ['created', 'otp', 'cancelled'])));
  const operations = await db
    .select({ operation: sandboxAcquirerOperations, order: sandboxAcquirerOrders, card: sandboxAcquirerCards })
    .from(sandboxAcquirerOperations)
    .leftJoin(sandboxAcquirerOrders, eq(sandboxAcquirerOrders.id, sandboxAcquirerOperations.orderId))
    .leftJoin(sandboxAcquirerCards, eq(sandboxAcquirerCards.id, sandboxAcquirerOperations.cardId))
    .where(and(gte(sandboxAcquirerOperations.createdAt, from), lt(sandboxAcquirerOperations.createdAt, to)));
  const refunds = await db
    .select({ refund: sandboxAcquirerRefunds, order: sandboxAcquirerOrders })
    .from(sandboxAcquirerRefunds)
    .innerJoin(sandboxAcquirerOrders, eq(sandboxAcquirerOrders.id, sandboxAcquirerRefunds.orderId))
    .where(and(gte(sandboxAcquirerRefunds.createdAt, from), lt(sandboxAcquirerRefunds.createdAt, to)));
  // Holds placed one lifetime before the period lapse within it (if still held and already past).
  const lapsing = await db
    .select()
    .from(sandboxAcquirerOrders)
    .where(
      and(
        eq(sandboxAcquirerOrders.status, 'held'),
        gte(sandboxAcquirerOrders.decidedAt, new Date(from.getTime() - SANDBOX_HOLD_LIFETIME_MS)),
        lt(sandboxAcquirerOrders.decidedAt, new Date(to.getTime() - SANDBOX_HOLD_LIFETIME_MS)),
      ),
    );

  const entries: SandboxBookEntry[] = [
    ...orders.map(
      (order): SandboxBookEntry => ({
        kind: order.mode as 'charge' | 'hold' | 'verify',
        reference: order.reference,
        orderReference: order.reference,
        customerRef: order.customerRef,
        initiator: order.initiator as 'customer' | 'merchant',
        amountKop: order.amountKop,
        currency: order.currency,
        state: order.status === 'declined' ? 'declined' : 'succeeded',
        failureCode: order.failureCode,
        operationId: order.operationId,
        panMasked: order.panMasked,
        at: order.decidedAt!,
      }),
    ),
    ...operations.map(
      ({ operation, order, card }): SandboxBookEntry => ({
        kind: operation.kind as 'capture' | 'void' | 'payout',
        reference: operation.reference,
        orderReference: order?.reference ?? null,
        customerRef: order?.customerRef ?? card?.customerRef ?? null,
        initiator: 'merchant',
        amountKop: operation.amountKop,
        currency: operation.currency,
        state: operation.status as 'succeeded' | 'declined',
        failureCode: operation.failureCode,
        operationId: operation.operationId,
        panMasked: card?.panMasked ?? order?.panMasked ?? null,
        at: operation.createdAt,
      }),
    ),
    ...refunds.map(
      ({ refund, order }): SandboxBookEntry => ({
        kind: 'refund',
        reference: refund.reference,
        orderReference: order.reference,
        customerRef: order.customerRef,
        initiator: 'merchant',
        amountKop: refund.amountKop,
        currency: order.currency,
        state: refund.status as 'succeeded' | 'declined',
        failureCode: refund.failureCode,
        operationId: `sbx-refund-${refund.id}`,
        panMasked: order.panMasked,
        at: refund.createdAt,
      }),
    ),
    ...lapsing
      .map((order) => ({ order, at: sandboxHoldLapsesAt(order.decidedAt!) }))
      .filter(({ at }) => at.getTime() <= now.getTime())
      .map(
        ({ order, at }): SandboxBookEntry => ({
          kind: 'hold_lapse',
          reference: order.reference,
          orderReference: order.reference,
          customerRef: order.customerRef,
          initiator: null,
          amountKop: order.heldKop ?? 0,
          currency: order.currency,
          state: 'succeeded',
          failureCode: 'hold_expired',
          operationId: null,
          panMasked: order.panMasked,
          at,
        }),
      ),
  ];
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime() || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.reference.localeCompare(b.reference));
}
