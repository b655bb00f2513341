import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type SandboxAcquirerOperation, type SandboxAcquirerOrder, sandboxAcquirerOperations, sandboxAcquirerOrders } from '@/lib/server/db/schema';
import type { CaptureRequest, OperationResult, VoidRequest } from '../provider';
import { sandboxCardById, sandboxCardToken } from './cards';
import { recordSandboxCallback, sendSandboxCallbacks } from './deliver-callback';
import { sandboxHoldLapsed } from './hold-lifetime';
import { assertAmount, operationResult, unrecorded } from './operation-result';
import { findSandboxOrder, sandboxOperationId } from './orders';

type HoldRequest = (CaptureRequest | VoidRequest) & { kind: 'capture' | 'void' };

/**
 * A capture's or void's answer, from its row and its order alone, so a repeated reference gets the
 * very same answer: what it took and what it released of the hold (a hold's amount never changes).
 */
function holdResult(operation: SandboxAcquirerOperation, order: SandboxAcquirerOrder): OperationResult {
  if (operation.status !== 'succeeded') return operationResult(operation, { operation_reference: operation.reference });
  const captured = operation.kind === 'capture' ? operation.amountKop : 0;
  return operationResult(operation, { operation_reference: operation.reference, captured_kop: captured, released_kop: order.amountKop - captured });
}

/**
 * Why the bank refuses to capture or void this order now, or null. Only a hold still blocking money
 * can be either: one captured, voided or lapsed (its lifetime, hold-lifetime.ts) cannot. A capture
 * takes at most what is blocked; a void names the blocked amount exactly (as WayForPay's REFUND of
 * an AUTH does).
 */
function refusal(order: SandboxAcquirerOrder, request: HoldRequest, now: Date): string | null {
  if (order.mode !== 'hold') return 'not_a_hold';
  if (sandboxHoldLapsed(order, now)) return 'hold_expired';
  if (order.status === 'paid') return 'already_captured';
  if (order.status === 'voided') return 'hold_voided';
  if (order.status !== 'held') return 'order_not_held';
  if (request.currency !== order.currency) return 'currency_mismatch';
  const held = order.heldKop ?? 0;
  if (request.kind === 'capture' && request.amountKop > held) return 'exceeds_hold';
  if (request.kind === 'void' && request.amountKop !== held) return 'amount_mismatch';
  return null;
}

/**
 * A capture or a void of a held order, once per operation reference: under the order's row lock, so
 * a capture and a void racing on one hold (or two captures) are decided one after the other and
 * exactly one of them wins; the other finds the hold gone and is refused. A repeated reference
 * answers with its first result and moves nothing. Every answer, declines included, is a row in the
 * bank's books; a success also changes the order and sends the merchant a signed callback.
 */
async function operate(request: HoldRequest, now: Date): Promise<OperationResult> {
  assertAmount(request.amountKop, request.kind);
  const done = await inTransaction(async () => {
    const db = await getDb();
    const order = await findSandboxOrder(request.reference, { lock: true });
    // Under the order's lock, so two tries of one operation cannot both miss the first.
    const [earlier] = await db.select().from(sandboxAcquirerOperations).where(eq(sandboxAcquirerOperations.reference, request.operationReference));
    // The same reference on another order is no repetition but a clash of the merchant's keys.
    if (earlier) return { result: earlier.orderId === order?.id ? holdResult(earlier, order) : unrecorded('duplicate_reference'), callbackId: null };
    if (!order) return { result: unrecorded('order_not_found'), callbackId: null };
    const failureCode = refusal(order, request, now);
    const [operation] = await db
      .insert(sandboxAcquirerOperations)
      .values({
        kind: request.kind,
        reference: request.operationReference,
        orderId: order.id,
        amountKop: request.amountKop,
        currency: request.currency,
        status: failureCode ? 'declined' : 'succeeded',
        failureCode,
        operationId: sandboxOperationId(),
        createdAt: now,
      })
      .returning();
    if (failureCode) return { result: holdResult(operation!, order), callbackId: null };
    const captured = request.kind === 'capture' ? request.amountKop : 0;
    const [changed] = await db
      .update(sandboxAcquirerOrders)
      .set({ status: request.kind === 'capture' ? 'paid' : 'voided', heldKop: 0, capturedKop: captured })
      .where(eq(sandboxAcquirerOrders.id, order.id))
      .returning();
    const callbackId = await recordSandboxCallback(
      changed!,
      sandboxCardToken(await sandboxCardById(changed!.cardId)),
      {
        event: request.kind === 'capture' ? 'succeeded' : 'voided',
        operation: request.kind,
        operationReference: request.operationReference,
        operationId: operation!.operationId,
        // A capture reports what it took; a void what it released.
        amountKop: request.kind === 'capture' ? captured : (order.heldKop ?? 0),
        failureCode: null,
        at: now,
      },
      now,
    );
    return { result: holdResult(operation!, changed!), callbackId };
  });
  if (done.callbackId) await sendSandboxCallbacks([done.callbackId], now);
  return done.result;
}

/**
 * Takes `amountKop` (all or part) of a held order; the rest of the hold is released at once. The
 * order then reads `succeeded` with `capturedKop`, and refunds can give back up to what was captured.
 * Refused (`failed`, recorded): `not_a_hold`, `order_not_held`, `already_captured`, `hold_voided`,
 * `hold_expired`, `exceeds_hold`, `currency_mismatch`; not recorded: `order_not_found`, and
 * `duplicate_reference` (the operation reference names an operation on another order).
 */
export const captureSandboxHold = (request: CaptureRequest, now = new Date()) => operate({ ...request, kind: 'capture' }, now);

/**
 * Releases a held order without taking anything; `amountKop` must be the amount held
 * (`amount_mismatch` otherwise). The order then reads `voided`. Refused as a capture is.
 */
export const voidSandboxHold = (request: VoidRequest, now = new Date()) => operate({ ...request, kind: 'void' }, now);
