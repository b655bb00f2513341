import 'server-only';
import { depositAfterTransition } from '@/lib/server/payments/deposits/deposit-lifecycle';
import { desc, eq } from 'drizzle-orm';
import { type BookingStatus, FINAL_STATUSES, holdsCar } from '@/lib/bookings/status';
import { type BookingAction, mayTransition, nextStatus, type TransitionContext } from '@/lib/bookings/transitions';
import { AppError } from '@/lib/errors/app-error';
import { getDb } from '@/lib/server/db/client';
import { type Booking, bookingEvents, bookings, carPeriods } from '@/lib/server/db/schema';
import { shareOutWhenOver } from '@/lib/server/ledger/post-ledger';
import type { ActingParty } from './booking-access';

export type TransitionOptions = {
  now: Date;
  /** Columns that change with the status (mileage, contract, money…), written in the same statement. */
  patch?: Partial<Omit<typeof bookings.$inferInsert, 'id' | 'status'>>;
  reason?: string | null;
  details?: Record<string, unknown>;
  /**
   * What the actor asked for (a mileage, a reason…): a request repeated with the same input after
   * it was applied (a retry on a flaky network) returns the booking as it is instead of a refusal.
   */
  input?: Record<string, unknown>;
  context?: TransitionContext;
};

/**
 * For a step whose input is judged before it is applied (a mileage, new dates, a reason): when the
 * table does not give it to this actor now, answers as applyTransition would — the booking as it is
 * for the same request repeated, else `booking_action_unavailable` — so a party asking for a step
 * that is not theirs hears that, not a verdict on their input. Null when the step may go ahead.
 */
export async function unlessAllowed(booking: Booking, action: BookingAction, actor: ActingParty, options: TransitionOptions): Promise<Booking | null> {
  if (mayTransition(booking.status as BookingStatus, action, actor.role, options.context ?? contextOf(booking))) return null;
  return (await applyTransition(booking, action, actor, options)).booking;
}

export const contextOf = (booking: Booking): TransitionContext => ({
  statusBeforeChange: booking.statusBeforeChange as BookingStatus | null,
  extrasDueKop: booking.extrasKop,
  changeProposedBy: booking.change?.by ?? null,
});

/** JSON with its keys sorted: jsonb hands an object back in its own key order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );

/** Whether the booking's last event is this very request, already applied. */
async function alreadyApplied(booking: Booking, action: BookingAction, actor: ActingParty, input: Record<string, unknown>): Promise<boolean> {
  const db = await getDb();
  const [last] = await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id)).orderBy(desc(bookingEvents.id)).limit(1);
  return (
    !!last &&
    last.action === action &&
    last.actor === actor.role &&
    last.actorId === actor.userId &&
    last.toStatus === booking.status &&
    canonical(last.details?.input ?? {}) === canonical(input)
  );
}

/**
 * Moves a locked booking by the transition table (lib/bookings/transitions.ts) and records it:
 * the status and the columns that change with it in one UPDATE, the car's period released when the
 * new status no longer holds the car, and one event-log row (who, when, from, to, why) — all in the
 * caller's transaction. An action the table does not allow this actor now is refused with
 * `booking_action_unavailable` naming the current status; the same request repeated after it was
 * applied returns the booking unchanged (`replayed`), so every action is safe to retry.
 */
export async function applyTransition(
  booking: Booking,
  action: BookingAction,
  actor: ActingParty,
  options: TransitionOptions,
): Promise<{ booking: Booking; replayed: boolean }> {
  const from = booking.status as BookingStatus;
  const context = options.context ?? contextOf(booking);
  const input = options.input ?? {};
  if (!mayTransition(from, action, actor.role, context)) {
    if (actor.role !== 'system' && (await alreadyApplied(booking, action, actor, input))) return { booking, replayed: true };
    throw new AppError('booking_action_unavailable', { params: { status: from } });
  }
  const to = nextStatus(from, action, context);
  // A step that leads back to its own status (a corrected mileage, an edited request) is allowed
  // again, so the same request repeated is told apart by its input.
  if (to === from && actor.role !== 'system' && (await alreadyApplied(booking, action, actor, input))) return { booking, replayed: true };
  const db = await getDb();
  const [updated] = await db
    .update(bookings)
    .set({ ...options.patch, status: to, updatedAt: options.now })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (holdsCar(from) !== holdsCar(to)) {
    // Re-holding never happens by the table; releasing frees the hours in this same transaction.
    await db.update(carPeriods).set({ holds: holdsCar(to) }).where(eq(carPeriods.bookingId, booking.id));
  }
  await db.insert(bookingEvents).values({
    bookingId: booking.id,
    actorId: actor.userId,
    actor: actor.role,
    action,
    fromStatus: from,
    toStatus: to,
    reason: options.reason ?? null,
    details: { ...options.details, ...(Object.keys(input).length ? { input } : {}) },
    createdAt: options.now,
  });
  // A booking that is over shares out the money it holds, once everything this transaction does
  // to that money (a cancellation's refund) is booked.
  if (FINAL_STATUSES.includes(to)) await shareOutWhenOver(booking.id, options.now);
  // The deposit follows the status: collected from at 12, released once nothing keeps it.
  const after = to === from ? updated! : await depositAfterTransition(updated!, from, to, options.now);
  return { booking: after, replayed: false };
}
