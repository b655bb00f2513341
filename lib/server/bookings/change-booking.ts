import 'server-only';
import { answerDeadline, payDeadline } from '@/lib/bookings/deadlines';
import { ownerShare } from '@/lib/bookings/earnings';
import type { Period } from '@/lib/cars/periods';
import { AppError } from '@/lib/errors/app-error';
import { inTransaction } from '@/lib/server/db/client';
import type { Booking, StoredChange, User } from '@/lib/server/db/schema';
import { lockBookingFor } from './booking-access';
import { syncBookingJobs } from './booking-jobs';
import { notifyBooking } from './notify-booking';
import { assertPeriodStillOpen, lockBookedCar, moveHeldPeriod, pricePeriodChange } from './price-period';
import { applyTransition, unlessAllowed } from './transition';

type PeriodInput = { start: Date; end: Date; delivery_address?: string };

/**
 * The renter changes a request the owner has not answered (1 → 1): new dates, delivery or message,
 * checked and priced as a new request, the held hours moved, the owner's deadline counted again.
 */
export function editRequest(actor: User, bookingId: number, input: PeriodInput & { message?: string }, now = new Date()): Promise<Booking> {
  return inTransaction(async () => {
    const { booking, actor: party } = await lockBookingFor(actor, bookingId);
    const period: Period = { start: input.start, end: input.end };
    const delivery = input.delivery_address ?? null;
    const asked = { start: period.start.toISOString(), end: period.end.toISOString(), delivery_address: delivery, message: input.message ?? null };
    const early = await unlessAllowed(booking, 'edit_request', party, { now, input: asked });
    if (early) return early;
    const car = await lockBookedCar(booking);
    const priced = await pricePeriodChange(booking, car, period, delivery, now);
    const result = await applyTransition(booking, 'edit_request', party, {
      now,
      input: asked,
      details: { before: { start: booking.startAt.toISOString(), end: booking.endAt.toISOString(), total: booking.totalKop }, total: priced.quote.total },
      patch: {
        startAt: period.start,
        endAt: period.end,
        deliveryAddress: delivery,
        message: input.message ?? booking.message,
        lines: priced.quote.lines,
        terms: priced.terms,
        totalKop: priced.quote.total,
        commissionKop: priced.share.commissionKop,
        earningsKop: priced.share.earningsKop,
        answerBy: answerDeadline(now, period.start),
      },
    });
    // The same edit repeated (a retry) changes nothing more: no second move, mail or deadline.
    if (result.replayed) return result.booking;
    await moveHeldPeriod(booking, period);
    await syncBookingJobs(result.booking, now);
    await notifyBooking(result.booking, 'request_edited', { skip: actor.id });
    return result.booking;
  });
}

/**
 * Either party proposes new dates or delivery for a confirmed booking not yet paid (2 or 7 → 15),
 * priced now; the booking keeps its hours and price until the other party accepts. Changing a paid
 * booking means cancelling and booking again (the money would have to move: the payments issue).
 */
export function proposeChange(actor: User, bookingId: number, input: PeriodInput, now = new Date()): Promise<Booking> {
  return inTransaction(async () => {
    const { booking, actor: party } = await lockBookingFor(actor, bookingId);
    const period: Period = { start: input.start, end: input.end };
    const delivery = input.delivery_address ?? null;
    const asked = { start: period.start.toISOString(), end: period.end.toISOString(), delivery_address: delivery };
    const early = await unlessAllowed(booking, 'propose_change', party, { now, input: asked });
    if (early) return early;
    if (party.role !== 'renter' && party.role !== 'owner') throw new AppError('booking_action_unavailable', { params: { status: booking.status } });
    const car = await lockBookedCar(booking);
    const priced = await pricePeriodChange(booking, car, period, delivery, now);
    const change: StoredChange = {
      by: party.role,
      start: period.start.toISOString(),
      end: period.end.toISOString(),
      delivery_address: delivery,
      lines: priced.quote.lines,
      total_kop: priced.quote.total,
      terms: priced.terms,
      proposed_at: now.toISOString(),
    };
    const result = await applyTransition(booking, 'propose_change', party, {
      now,
      input: asked,
      details: { total: change.total_kop },
      patch: { change, statusBeforeChange: booking.status },
    });
    if (!result.replayed) await notifyBooking(result.booking, 'change_proposed', { skip: actor.id });
    return result.booking;
  });
}

/**
 * The answer to a change proposal (15): the other party accepts — the booking takes the new dates,
 * delivery and price, its hours move (125 if someone took them meanwhile), the pay deadline is
 * counted from the new start — or declines; the proposer may withdraw it (decline). Either way the
 * booking goes back to the status it was in (2 or 7).
 */
export function answerChange(actor: User, bookingId: number, accept: boolean, now = new Date()): Promise<Booking> {
  return inTransaction(async () => {
    const { booking, actor: party } = await lockBookingFor(actor, bookingId);
    const change = booking.change;
    if (!accept || !change) {
      const result = await applyTransition(booking, 'decline_change', party, { now, input: { accept }, patch: { change: null, statusBeforeChange: null } });
      if (!result.replayed) await notifyBooking(result.booking, 'change_answered', { skip: actor.id });
      return result.booking;
    }
    const early = await unlessAllowed(booking, 'accept_change', party, { now, input: { accept } });
    if (early) return early;
    const car = await lockBookedCar(booking);
    const period: Period = { start: new Date(change.start), end: new Date(change.end) };
    // The price is the one the proposal showed (a later price change of the car never reaches
    // it); what may have changed since is whether the hours are free and the start still ahead.
    await assertPeriodStillOpen(booking, car, period, now);
    const share = ownerShare(change.total_kop, booking.commissionBp);
    const result = await applyTransition(booking, 'accept_change', party, {
      now,
      input: { accept },
      details: { before: { start: booking.startAt.toISOString(), end: booking.endAt.toISOString(), total: booking.totalKop }, total: change.total_kop },
      patch: {
        startAt: period.start,
        endAt: period.end,
        deliveryAddress: change.delivery_address,
        lines: change.lines,
        terms: change.terms,
        totalKop: change.total_kop,
        commissionKop: share.commissionKop,
        earningsKop: share.earningsKop,
        payBy: payDeadline(now, period.start),
        change: null,
        statusBeforeChange: null,
      },
    });
    if (result.replayed) return result.booking;
    await moveHeldPeriod(booking, period);
    await syncBookingJobs(result.booking, now);
    await notifyBooking(result.booking, 'change_answered', { skip: actor.id });
    return result.booking;
  });
}
