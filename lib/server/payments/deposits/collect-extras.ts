import 'server-only';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import { collectingExtras } from '@/lib/payments/extras-collection';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type Booking, bookings, paymentCards, paymentOperations, payments } from '@/lib/server/db/schema';
import { applyTransition } from '@/lib/server/bookings/transition';
import { SYSTEM } from '@/lib/server/bookings/booking-access';
import { syncBookingJobs } from '@/lib/server/bookings/booking-jobs';
import { notifyBooking } from '@/lib/server/bookings/notify-booking';
import { paymentProvider } from '../providers';
import { queueHoldOperation, runHoldOperation } from './hold-operation';
import { heldDeposit } from './deposit-lifecycle';
import { recordTokenCharge, runTokenCharge } from './token-charge';

/** The next thing to do to collect a booking's extras, decided under its lock. */
type Step = { kind: 'operation'; id: number } | { kind: 'charge'; id: number } | { kind: 'done' };

/** Guards the loop: each step settles something, so a handful always suffices. */
const MAX_STEPS = 8;

/**
 * The `payments.collect-extras` job: after a trip with extras (12), takes them without the renter —
 * first from the held deposit (a capture of up to what is due; the acquirer releases the rest), then
 * what is beyond it from the booking's saved card — and completes the booking (13). A charge the
 * card refuses ends in 14 with the acquirer's reason, and the renter pays on the acquirer's page; a
 * booking with neither deposit nor usable card waits at 12 for the renter's page. Each acquirer
 * call is recorded as intended before it is made and run by its own job should this one die, so a
 * repeated or doubled run asks for nothing twice.
 */
export async function collectExtras(bookingId: number, now = new Date()): Promise<void> {
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const next = await inTransaction(() => nextStep(bookingId, now));
    if (next.kind === 'done') return;
    if (next.kind === 'operation') await runHoldOperation(next.id, now);
    else {
      const payment = await runTokenCharge(next.id, now);
      // Undecided at the acquirer: its callback or the token-charge job settles it; try again later.
      if (payment?.status === 'pending') throw new Error(`charge by token ${next.id} is not decided yet`);
    }
  }
  throw new Error(`collecting the extras of booking ${bookingId} did not finish in ${MAX_STEPS} steps`);
}

async function nextStep(bookingId: number, now: Date): Promise<Step> {
  const db = await getDb();
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking || booking.status !== BOOKING_STATUS.extrasDue || !booking.extrasCollectingAt) return { kind: 'done' };
  const due = booking.extrasKop - booking.extrasPaidKop;
  if (due <= 0) return finish(booking, now);
  // Past its time (the acquirer down for hours): the renter's page opens instead.
  if (!collectingExtras(booking.extrasCollectingAt, now)) return handToRenter(booking, now);
  const held = await heldDeposit(booking.id);
  if (held) {
    const operations = await db.select().from(paymentOperations).where(eq(paymentOperations.paymentId, held.id));
    const pending = operations.find((operation) => operation.status === 'pending');
    if (pending) return { kind: 'operation', id: pending.id };
    // One capture per hold: refused (and the hold still there), the rest goes to the card.
    if (!operations.some((operation) => operation.kind === 'capture' && operation.status === 'failed')) {
      const operation = await queueHoldOperation(held, 'capture', Math.min(due, held.amountKop), 'extras', now);
      return { kind: 'operation', id: operation.id };
    }
  }
  const [charge] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), eq(payments.purpose, 'extras'), eq(payments.via, 'token')))
    .orderBy(desc(payments.id))
    .limit(1);
  if (charge?.status === 'pending') return { kind: 'charge', id: charge.id };
  // One try of the saved card per trip: refused, the booking is already at 14 (on-payment-settled).
  if (!charge) {
    const [card] = booking.cardId ? await db.select().from(paymentCards).where(and(eq(paymentCards.id, booking.cardId), isNull(paymentCards.removedAt))) : [];
    if (card && paymentProvider().chargeToken && card.provider === paymentProvider().name) {
      const payment = await recordTokenCharge({ booking, card, purpose: 'extras', amountKop: due, now });
      return { kind: 'charge', id: payment.id };
    }
  }
  // Nothing left to take it from: the renter pays on the page.
  return handToRenter(booking, now);
}

/** The collection ends without everything in: the renter is told, and pays the rest on the page. */
async function handToRenter(booking: Booking, now: Date): Promise<Step> {
  const db = await getDb();
  const [waiting] = await db.update(bookings).set({ extrasCollectingAt: null, updatedAt: now }).where(eq(bookings.id, booking.id)).returning();
  await notifyBooking(waiting!, 'extras_due');
  return { kind: 'done' };
}

/** Everything due is collected: the booking completes, and what is left of a hold is released. */
async function finish(booking: Booking, now: Date): Promise<Step> {
  const { booking: moved } = await applyTransition(booking, 'extras_succeeded', SYSTEM, {
    now,
    details: { collected: booking.extrasPaidKop },
    patch: { closedAt: now, extrasCollectingAt: null },
  });
  await syncBookingJobs(moved, now);
  await notifyBooking(moved, 'completed');
  return { kind: 'done' };
}
