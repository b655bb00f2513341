import 'server-only';
import { addDays, addHours, max as latest } from 'date-fns';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { BOOKING_STATUS as S, type BookingStatus, FINAL_STATUSES, OPEN_STATUSES } from '@/lib/bookings/status';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type Booking, bookings, type Payment, paymentCards, paymentOperations, payments } from '@/lib/server/db/schema';
import { COLLECT_EXTRAS_JOB, DEPOSIT_HOLD_JOB } from '@/lib/server/jobs/job-names';
import { cancelJob, scheduleJob } from '@/lib/server/jobs/schedule-job';
import { log } from '@/lib/server/log';
import { notifyBooking } from '@/lib/server/bookings/notify-booking';
import { paymentProvider, providerNamed } from '../providers';
import { queueHoldOperation } from './hold-operation';
import { recordTokenCharge, runTokenCharge } from './token-charge';

/**
 * The statuses in which a paid booking's deposit is kept held on the renter's card: from payment to
 * the end of the trip (docs/payments.md "Deposits"). At 12 it is being collected from; in any other
 * status it is released.
 */
export const DEPOSIT_STATUSES: readonly BookingStatus[] = [S.paid, S.contractDue, S.contractCheck, S.tripAllowed, S.startMileageCheck, S.active, S.endMileageCheck];

/** The deposit is held this long before the start (acquirers cancel holds after ~20 days). */
export const DEPOSIT_HOLD_BEFORE_START_HOURS = 24;
/** A hold is renewed this long before the acquirer would cancel it. */
export const DEPOSIT_RENEW_MARGIN_DAYS = 2;
/** For a provider that does not say how long it keeps a hold: the shortest we know (monobank 9 days, LiqPay 8). */
const DEFAULT_HOLD_LIFETIME_DAYS = 7;

const jobKey = (bookingId: number) => `deposit-${bookingId}`;

/** When the booking's deposit is first held: 24 hours before the start, or at once when that is past. */
export const depositHoldAt = (booking: Pick<Booking, 'startAt'>, now: Date) => latest([now, addHours(booking.startAt, -DEPOSIT_HOLD_BEFORE_START_HOURS)]);

/** When a hold placed at `heldAt` must be renewed at its acquirer. */
export function depositRenewAt(payment: Pick<Payment, 'provider' | 'settledAt' | 'createdAt'>): Date {
  const lifetime = providerNamed(payment.provider).holdLifetimeDays ?? DEFAULT_HOLD_LIFETIME_DAYS;
  return addDays(payment.settledAt ?? payment.createdAt, lifetime - DEPOSIT_RENEW_MARGIN_DAYS);
}

/** (Re)queues the booking's deposit work at `runAt`, in the caller's transaction. */
export async function scheduleDepositHold(bookingId: number, runAt: Date): Promise<void> {
  await cancelJob(DEPOSIT_HOLD_JOB, jobKey(bookingId));
  await scheduleJob(DEPOSIT_HOLD_JOB, { key: jobKey(bookingId), runAt, payload: { bookingId } });
}

/** The booking's deposit payments in a status, newest first. */
async function depositsOf(bookingId: number, statuses: string[]): Promise<Payment[]> {
  const db = await getDb();
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.purpose, 'deposit'), inArray(payments.status, statuses)))
    .orderBy(desc(payments.id));
}

/** The hold the booking's deposit is in now (the newest, during a renewal), or null. */
export async function heldDeposit(bookingId: number): Promise<Payment | null> {
  return (await depositsOf(bookingId, ['held']))[0] ?? null;
}

/**
 * What the deposit job should do for a locked booking now: nothing (no deposit, not a status that
 * keeps one, a renter's page open), wait (its time has not come: queued again for then), ask the
 * renter (no usable saved card), or charge the saved card (a token hold recorded; asked after commit).
 */
async function planDepositHold(booking: Booking, now: Date): Promise<number | null> {
  if (!booking.depositKop || !DEPOSIT_STATUSES.includes(booking.status as BookingStatus)) return null;
  const pending = (await depositsOf(booking.id, ['pending']))[0];
  if (pending) return pending.via === 'token' ? pending.id : null;
  const held = await heldDeposit(booking.id);
  const dueAt = held ? depositRenewAt(held) : depositHoldAt(booking, now);
  if (now < dueAt) {
    await scheduleDepositHold(booking.id, dueAt);
    return null;
  }
  const db = await getDb();
  const [card] = booking.cardId ? await db.select().from(paymentCards).where(and(eq(paymentCards.id, booking.cardId), isNull(paymentCards.removedAt))) : [];
  // The new hold is placed at the acquirer in use now (recordTokenCharge): the card must be its.
  const provider = paymentProvider();
  if (!card || !provider.chargeToken || card.provider !== provider.name) {
    await askRenterForDeposit(booking, card ? 'not_supported' : 'no_saved_card', now);
    return null;
  }
  const payment = await recordTokenCharge({ booking, card, purpose: 'deposit', amountKop: booking.depositKop, now });
  return payment.id;
}

/** The deposit could not be held on the saved card: the renter is told and holds it on the acquirer's page. */
async function askRenterForDeposit(booking: Booking, issue: string, now: Date): Promise<void> {
  const db = await getDb();
  const [changed] = await db
    .update(bookings)
    .set({ depositIssue: issue, updatedAt: now })
    .where(and(eq(bookings.id, booking.id), sql`${bookings.depositIssue} is distinct from ${issue}`))
    .returning();
  if (changed) await notifyBooking(changed, 'deposit_needed');
}

/**
 * The `payments.deposit-hold` job: keeps a paid booking's deposit held — placed on the saved card
 * 24 hours before the start (at once when the payment came later), renewed before the acquirer would
 * cancel it (a new hold first, then the old one released), and when the card cannot be used, the
 * renter asked to hold it on the acquirer's page. Not transactional: the acquirer is asked after
 * the intent commits, so a process killed in between leaves a pending token hold that the next run
 * (or the token-charge job) asks about under the same reference.
 */
export async function keepDepositHeld(bookingId: number, now = new Date()): Promise<void> {
  const paymentId = await inTransaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    return booking ? planDepositHold(booking, now) : null;
  });
  if (paymentId) await runTokenCharge(paymentId, now);
}

/**
 * A deposit payment settled (in its settlement's transaction, the booking locked): a hold placed for
 * a booking that still keeps one clears the renter's to-do, releases the hold it renews, and queues
 * its own renewal; one placed for a booking that has moved on is released at once. A hold refused
 * (the saved card declined, the page lapsed) leaves the renter asked to hold it on the page.
 */
export async function onDepositSettled(payment: Payment, booking: Booking, outcome: 'held' | 'failed' | 'expired' | 'succeeded', now: Date): Promise<void> {
  const db = await getDb();
  const keeps = DEPOSIT_STATUSES.includes(booking.status as BookingStatus);
  if (outcome === 'held') {
    if (!keeps) {
      await queueHoldOperation(payment, 'void', payment.amountKop, 'booking_moved_on', now);
      return;
    }
    await db.update(bookings).set({ depositIssue: null, updatedAt: now }).where(eq(bookings.id, booking.id));
    for (const older of await depositsOf(booking.id, ['held'])) {
      if (older.id !== payment.id && !(await pendingOperation(older.id))) await queueHoldOperation(older, 'void', older.amountKop, 'renewed', now);
    }
    await scheduleDepositHold(booking.id, depositRenewAt(payment));
    return;
  }
  if (outcome === 'succeeded' || !keeps) return;
  // A renewal refused while the old hold still stands: the renter is asked all the same, in time.
  await askRenterForDeposit(booking, payment.failureCode ?? outcome, now);
}

async function pendingOperation(paymentId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: paymentOperations.id }).from(paymentOperations).where(and(eq(paymentOperations.paymentId, paymentId), eq(paymentOperations.status, 'pending')));
  return !!row;
}

/**
 * What a booking's change of status means for its deposit, in the transition's transaction: at the
 * end of a trip with extras due (11 → 12) they start being collected from it; in any status that
 * keeps no deposit (cancelled, completed, 14 after the collection) what is still held is released
 * and the deposit job withdrawn. Returns the booking as it is after.
 */
export async function depositAfterTransition(booking: Booking, from: BookingStatus, to: BookingStatus, now: Date): Promise<Booking> {
  if (to === S.extrasDue && from === S.endMileageCheck) {
    const db = await getDb();
    const [collecting] = await db.update(bookings).set({ extrasCollectingAt: now }).where(eq(bookings.id, booking.id)).returning();
    await scheduleJob(COLLECT_EXTRAS_JOB, { key: `extras-${booking.id}`, payload: { bookingId: booking.id }, maxAttempts: 10 });
    return collecting!;
  }
  if (DEPOSIT_STATUSES.includes(to) || to === S.extrasDue) return booking;
  if (FINAL_STATUSES.includes(to)) await forgetBookingCard(booking, now);
  await cancelJob(DEPOSIT_HOLD_JOB, jobKey(booking.id));
  for (const held of await depositsOf(booking.id, ['held'])) {
    if (await pendingOperation(held.id)) continue;
    await queueHoldOperation(held, 'void', held.amountKop, to === S.cancelled ? 'cancelled' : 'trip_over', now);
    log.info({ bookingId: booking.id, paymentId: held.id, status: to }, 'deposit released');
  }
  return booking;
}

/**
 * A card the renter did not ask us to remember serves only the bookings it paid for: once the last
 * of them is over, it is forgotten (removed: never charged or offered again).
 */
async function forgetBookingCard(booking: Booking, now: Date): Promise<void> {
  if (!booking.cardId) return;
  const db = await getDb();
  const [stillUsed] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.cardId, booking.cardId), inArray(bookings.status, [...OPEN_STATUSES]), sql`${bookings.id} <> ${booking.id}`))
    .limit(1);
  if (stillUsed) return;
  await db
    .update(paymentCards)
    .set({ removedAt: now })
    .where(and(eq(paymentCards.id, booking.cardId), eq(paymentCards.remembered, false), isNull(paymentCards.removedAt)));
}
