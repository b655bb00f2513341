import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { holdCaptured, holdReleased } from '@/lib/ledger/postings';
import type { HoldOperationKind } from '@/lib/payments/payment-states';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { bookings, type Payment, type PaymentOperation, paymentOperations, payments } from '@/lib/server/db/schema';
import { PAYMENT_HOLD_OPERATION_JOB } from '@/lib/server/jobs/job-names';
import { scheduleJob } from '@/lib/server/jobs/schedule-job';
import { postLedger } from '@/lib/server/ledger/post-ledger';
import { log } from '@/lib/server/log';
import type { OperationResult } from '../provider';
import { providerNamed } from '../providers';
import { recordExtrasPaid } from './extras-paid';

/** Tries of a capture or release at the acquirer before it is left to operators (`/admin/jobs`). */
const HOLD_OPERATION_ATTEMPTS = 10;

/**
 * Answers meaning the hold is no longer there to capture or release: it lapsed at the acquirer or
 * was released already. The deposit is then free on the renter's card, and our record says so.
 */
const HOLD_GONE = new Set(['hold_expired', 'hold_voided', 'order_not_held', 'expired', 'Voided']);

/**
 * Whether the acquirer no longer holds the order at all (lapsed, released, never placed), by its
 * status: how a refusal in the acquirer's own words (WayForPay's reason codes) is understood. An
 * acquirer that cannot be asked leaves the hold as we have it.
 */
async function holdGoneAt(payment: Payment): Promise<boolean> {
  try {
    const status = await providerNamed(payment.provider).orderStatus(payment.providerRef);
    if (['expired', 'voided', 'cancelled', 'failed'].includes(status.state)) return true;
    return status.state !== 'held' && status.heldKop === 0 && !(status.capturedKop && status.capturedKop > 0);
  } catch {
    return false;
  }
}

/**
 * Records a capture (part or all) or a release of a held deposit as intended, and queues the job that
 * asks the acquirer, in the caller's transaction (the one that decided it: the trip's end, a
 * cancellation). One operation per hold is pending at a time (a unique index): a second one asked
 * meanwhile is refused by the database rather than sent.
 */
export async function queueHoldOperation(payment: Payment, kind: HoldOperationKind, amountKop: number, reason: string, now: Date): Promise<PaymentOperation> {
  if (payment.mode !== 'hold') throw new Error(`payment ${payment.id} is not a hold`);
  if (!Number.isInteger(amountKop) || amountKop <= 0 || amountKop > payment.amountKop) throw new Error(`cannot ${kind} ${amountKop} of hold ${payment.id}`);
  const db = await getDb();
  const reference = `k${kind === 'capture' ? 'c' : 'v'}-${randomBytes(10).toString('hex')}`;
  const [operation] = await db.insert(paymentOperations).values({ paymentId: payment.id, kind, amountKop, reason, reference, createdAt: now }).returning();
  await scheduleJob(PAYMENT_HOLD_OPERATION_JOB, { key: `hold-operation-${operation!.id}`, payload: { operationId: operation!.id }, maxAttempts: HOLD_OPERATION_ATTEMPTS });
  return operation!;
}

/** Asks the acquirer for an operation on a hold; a provider that cannot answers as a refusal. */
async function ask(payment: Payment, operation: PaymentOperation): Promise<OperationResult> {
  const provider = providerNamed(payment.provider);
  const request = { reference: payment.providerRef, operationReference: operation.reference, amountKop: operation.amountKop, currency: 'UAH' as const };
  const call = operation.kind === 'capture' ? provider.capture : provider.void;
  if (!call) return { state: 'failed', providerRef: null, failureCode: 'not_supported', data: {} };
  // Releasing names what is held (WayForPay's REFUND of an AUTH): the whole hold.
  return call.call(provider, operation.kind === 'void' ? { ...request, amountKop: payment.amountKop } : request);
}

/**
 * The `payments.hold-operation` job: asks the acquirer for a pending capture or release under the
 * operation's reference and records its answer — the operation, the hold's status, and the money in
 * the ledger commit together. Never inside a transaction while it asks (the sandbox calls back over
 * HTTP); safe to run twice: an operation no longer pending is left alone, and the acquirer answers
 * a repeated reference with its first answer and moves nothing. An acquirer still working fails
 * the try, so it is asked again with backoff.
 */
export async function runHoldOperation(operationId: number, now = new Date()): Promise<'succeeded' | 'failed' | 'unchanged'> {
  const db = await getDb();
  const [operation] = await db.select().from(paymentOperations).where(eq(paymentOperations.id, operationId));
  if (!operation || operation.status !== 'pending') return 'unchanged';
  const [payment] = await db.select().from(payments).where(eq(payments.id, operation.paymentId));
  if (!payment) throw new Error(`hold operation ${operationId} names no payment`);
  const result = await ask(payment, operation);
  if (result.state === 'pending') throw new Error(`the acquirer has not finished hold operation ${operationId} yet`);
  const state = result.state;
  // Asked before the transaction: the acquirer is not called while the booking is locked.
  const goneAtAcquirer = state === 'failed' && (HOLD_GONE.has(result.failureCode ?? '') || (await holdGoneAt(payment)));
  const done = await inTransaction(async (tx) => {
    // The booking first, then the hold, as every booking transaction locks.
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, payment.bookingId)).for('update');
    const [updated] = await tx
      .update(paymentOperations)
      .set({ status: state, failureCode: result.failureCode, providerRef: result.providerRef, settledAt: now })
      .where(and(eq(paymentOperations.id, operation.id), eq(paymentOperations.status, 'pending')))
      .returning({ id: paymentOperations.id });
    if (!updated) return false;
    const gone = state === 'failed' && goneAtAcquirer;
    if (state === 'succeeded' || gone) await closeHold(payment, operation, state === 'succeeded' && operation.kind === 'capture' ? operation.amountKop : 0, now);
    return true;
  });
  if (!done) return 'unchanged';
  if (state === 'failed') log.error({ operationId, paymentId: payment.id, kind: operation.kind, failureCode: result.failureCode }, 'the acquirer refused a hold operation');
  else log.info({ operationId, paymentId: payment.id, kind: operation.kind, amountKop: operation.amountKop }, 'hold operation done');
  return state;
}

/**
 * The hold ends: `capturedKop` of it taken (money the booking now holds, like a payment), the rest
 * released — or all of it released (a release, or a hold that lapsed at the acquirer).
 */
async function closeHold(payment: Payment, operation: PaymentOperation, capturedKop: number, now: Date): Promise<void> {
  const db = await getDb();
  const [closed] = await db
    .update(payments)
    .set(capturedKop > 0 ? { status: 'captured', capturedKop } : { status: 'voided' })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'held')))
    .returning({ id: payments.id });
  if (!closed) return;
  const common = { at: now, bookingId: payment.bookingId, paymentId: payment.id, details: { operation: operation.reference, reason: operation.reason } };
  if (capturedKop > 0) {
    await postLedger({
      ...common,
      key: `hold:${payment.id}:captured`,
      kind: 'capture',
      entries: holdCaptured({ provider: payment.provider, bookingId: payment.bookingId, heldKop: payment.amountKop, capturedKop }),
    });
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, payment.bookingId));
    await recordExtrasPaid(booking!, { ...payment, status: 'captured', capturedKop }, capturedKop, now);
    return;
  }
  await postLedger({ ...common, key: `hold:${payment.id}:released`, kind: 'hold_released', entries: holdReleased({ provider: payment.provider, bookingId: payment.bookingId, amountKop: payment.amountKop }) });
}
