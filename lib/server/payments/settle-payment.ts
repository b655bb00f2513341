import 'server-only';
import { and, eq } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import type { PaymentOutcome } from '@/lib/payments/payment-states';
import { onPaymentSettled } from '@/lib/server/bookings/on-payment-settled';
import { holdPlaced, paymentReceived } from '@/lib/ledger/postings';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { bookings, type Payment, paymentCards, paymentRefunds, payments } from '@/lib/server/db/schema';
import { PAYMENT_EXPIRE_JOB } from '@/lib/server/jobs/job-names';
import { cancelJob } from '@/lib/server/jobs/schedule-job';
import { postLedger } from '@/lib/server/ledger/post-ledger';
import { log } from '@/lib/server/log';
import { saveCard } from './cards/save-card';
import { queueHoldOperation } from './deposits/hold-operation';
import type { CallbackEvent, CardToken } from './provider';
import { queueRefund } from './request-refund';

/** The key of a payment's `payments.expire` run. */
export const expireJobKey = (paymentId: number) => `payment-${paymentId}`;

/** What the acquirer (a callback, a status answer) or its clock says happened to a payment. */
export type SettlementReport = {
  /** `held`: a deposit's hold placed (a payment of `mode` 'hold'); the others as for any payment. */
  outcome: PaymentOutcome | 'held';
  /** The amount and currency the acquirer reports; null for an expiry, which moves no money. */
  amountKop: number | null;
  currency: string | null;
  failureCode: string | null;
  /** The card the acquirer tokenised or charged (a rental checkout asks for it), if it says. */
  card?: CardToken | null;
  data: Record<string, unknown>;
};

/** The outcome a report may settle a payment of this mode with: a charge is paid, a hold held. */
const fitsMode = (payment: Payment, outcome: SettlementReport['outcome']) =>
  outcome === 'failed' || outcome === 'expired' || (payment.mode === 'hold' ? outcome === 'held' : outcome === 'succeeded');

/**
 * Locks a payment for settling, its booking first: every booking transaction (pay, cancel, the
 * timed jobs) locks the booking before its payments, so settling in the same order can never
 * deadlock with them on PostgreSQL.
 */
export async function lockPayment(paymentId: number): Promise<Payment | null> {
  const db = await getDb();
  const [peek] = await db.select({ bookingId: payments.bookingId }).from(payments).where(eq(payments.id, paymentId));
  if (!peek) return null;
  await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, peek.bookingId)).for('update');
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return payment ?? null;
}

/**
 * Settles a locked payment once. A payment no longer pending is left as it is — a replayed,
 * duplicated or reordered report changes nothing — except that money the acquirer says it took
 * (or blocked) for a payment we had closed (cancelled, lapsed or failed meanwhile) goes back in
 * full, once: refunded, or the hold released. A report whose amount, currency or kind (a hold for a
 * charge) is not the payment's is refused and logged. A card the acquirer tokenised is kept for the
 * renter (remembered for next bookings only with their consent at checkout), and a rental's card
 * becomes the booking's: its deposit and extras go to it. The booking moves in the same
 * transaction (`onPaymentSettled`).
 */
export async function settleLocked(payment: Payment, report: SettlementReport, now: Date): Promise<{ changed: boolean; payment: Payment }> {
  if (payment.status !== 'pending') {
    if (report.outcome === 'succeeded' && payment.mode === 'charge' && payment.status !== 'succeeded') await refundStraySuccess(payment);
    if (report.outcome === 'held' && payment.mode === 'hold' && STRAY_HOLD_STATUSES.includes(payment.status)) await releaseStrayHold(payment, now);
    return { changed: false, payment };
  }
  if (report.outcome !== 'expired' && (report.amountKop !== payment.amountKop || report.currency !== 'UAH' || !fitsMode(payment, report.outcome))) {
    log.error(
      {
        paymentId: payment.id,
        reference: payment.providerRef,
        expected: { amountKop: payment.amountKop, currency: 'UAH', mode: payment.mode },
        reported: { amountKop: report.amountKop, currency: report.currency, outcome: report.outcome },
      },
      'payment report does not match the payment: not settled',
    );
    throw new AppError('payment_mismatch');
  }
  const db = await getDb();
  const card = report.outcome === 'failed' || report.outcome === 'expired' ? null : await keepCard(payment, report.card ?? null, now);
  const [updated] = await db
    .update(payments)
    .set({
      status: report.outcome,
      failureCode: report.outcome === 'succeeded' || report.outcome === 'held' ? null : (report.failureCode ?? report.outcome),
      providerData: report.data,
      settledAt: now,
      ...(card ? { cardId: card.id, cardMask: card.panMasked } : report.card?.panMasked ? { cardMask: report.card.panMasked } : {}),
    })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
    .returning();
  if (!updated) return { changed: false, payment };
  if (updated.status === 'succeeded') await bookPaymentReceived(updated, now);
  if (updated.status === 'held') await bookHoldPlaced(updated, now);
  // The rental's card is the one the deposit is held on and the extras charged to.
  if (card && updated.status === 'succeeded' && updated.purpose === 'rental') await db.update(bookings).set({ cardId: card.id }).where(eq(bookings.id, updated.bookingId));
  // Its lapse has nothing left to do (when the expiry job itself settles, its run is not queued and this is a no-op).
  await cancelJob(PAYMENT_EXPIRE_JOB, expireJobKey(payment.id));
  await onPaymentSettled(updated, report.outcome);
  log.info({ paymentId: payment.id, bookingId: payment.bookingId, outcome: report.outcome }, 'payment settled');
  return { changed: true, payment: updated };
}

/**
 * Keeps the card a settled order names for the booking's renter; null when it names none. A charge
 * by token already names its card: that row is used as it is — never brought back had the renter
 * removed it meanwhile.
 */
async function keepCard(payment: Payment, card: CardToken | null, now: Date) {
  const db = await getDb();
  if (payment.via === 'token') {
    if (!payment.cardId) return null;
    const [own] = await db.select().from(paymentCards).where(eq(paymentCards.id, payment.cardId));
    return own ?? null;
  }
  if (!card?.token) return null;
  const [booking] = await db.select({ renterId: bookings.renterId }).from(bookings).where(eq(bookings.id, payment.bookingId));
  return saveCard({ userId: booking!.renterId, provider: payment.provider, purpose: 'payment', card, remembered: payment.rememberCard, now });
}

/** Statuses of a hold we had closed before the acquirer reported it placed. */
const STRAY_HOLD_STATUSES: readonly string[] = ['cancelled', 'expired', 'failed'];

/**
 * A hold placed for a deposit payment we had closed (its page lapsed, the booking moved on): it is
 * held after all — recorded so — and released at once, once.
 */
async function releaseStrayHold(payment: Payment, now: Date): Promise<void> {
  const db = await getDb();
  const [held] = await db
    .update(payments)
    .set({ status: 'held', settledAt: now })
    .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)))
    .returning();
  if (!held) return;
  await bookHoldPlaced(held, now);
  log.warn({ paymentId: payment.id, status: payment.status }, 'the acquirer placed a hold for a closed payment: releasing it');
  await queueHoldOperation(held, 'void', held.amountKop, STRAY_HOLD_REASON, now);
}

/** The release reason of a hold placed for a payment we had already closed. */
export const STRAY_HOLD_REASON = 'held_after_close';

/** A success for a payment we had closed: the renter's money goes back, whole, and only once. */
async function refundStraySuccess(payment: Payment): Promise<void> {
  const db = await getDb();
  const [earlier] = await db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, payment.id), eq(paymentRefunds.reason, STRAY_SUCCESS_REASON)));
  if (earlier) return;
  // The money did reach the acquirer: the books say so before they send it back.
  await bookPaymentReceived(payment, new Date());
  log.warn({ paymentId: payment.id, status: payment.status }, 'the acquirer took money for a closed payment: refunding it');
  await queueRefund(payment, payment.amountKop, STRAY_SUCCESS_REASON);
}

/** Money a payment took, in the ledger: at the acquirer, owed onward by the booking (once per payment). */
function bookPaymentReceived(payment: Payment, at: Date): Promise<boolean> {
  return postLedger({
    key: `payment:${payment.id}`,
    kind: 'payment',
    at,
    bookingId: payment.bookingId,
    paymentId: payment.id,
    entries: paymentReceived({ provider: payment.provider, bookingId: payment.bookingId, amountKop: payment.amountKop }),
    details: { purpose: payment.purpose, reference: payment.providerRef },
  });
}

/** A deposit blocked on the renter's card, in the ledger's memo accounts (once per payment). */
function bookHoldPlaced(payment: Payment, at: Date): Promise<boolean> {
  return postLedger({
    key: `hold:${payment.id}`,
    kind: 'hold',
    at,
    bookingId: payment.bookingId,
    paymentId: payment.id,
    entries: holdPlaced({ provider: payment.provider, bookingId: payment.bookingId, amountKop: payment.amountKop }),
    details: { reference: payment.providerRef, via: payment.via },
  });
}

/** The refund reason of money taken for a payment we had already closed. */
export const STRAY_SUCCESS_REASON = 'paid_after_close';

/**
 * A verified callback (the callback route has checked its signature): settles the payment it
 * names, in one transaction. An unknown reference is a 404 (the acquirer retries; nothing changes).
 */
export function settlePayment(providerName: string, event: CallbackEvent, now = new Date()): Promise<{ changed: boolean; payment: Payment }> {
  return inTransaction(async () => {
    const db = await getDb();
    const [found] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.provider, providerName), eq(payments.providerRef, event.reference)));
    const payment = found && (await lockPayment(found.id));
    if (!payment) throw new AppError('not_found');
    // An order ends paid, held or declined; reports of operations on it (a refund's, a capture's or a
    // release's own callback) change nothing here: each operation records the acquirer's answer
    // through its job, under its own reference.
    const settles = event.outcome === 'failed' || (payment.mode === 'hold' ? event.outcome === 'held' : event.outcome === 'succeeded');
    if (!settles) return { changed: false, payment };
    return settleLocked(
      payment,
      { outcome: event.outcome as SettlementReport['outcome'], amountKop: event.amountKop, currency: event.currency, failureCode: event.failureCode, card: event.card ?? null, data: event.data },
      now,
    );
  });
}
