import 'server-only';
import { and, avg, count, eq } from 'drizzle-orm';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import type { BookingActor } from '@/lib/bookings/transitions';
import { AppError } from '@/lib/errors/app-error';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type Booking, bookings, cars, type Review, reviews, type User, users } from '@/lib/server/db/schema';
import { lockBookingFor, readBookingFor } from './booking-access';
import { notifyBooking } from './notify-booking';

type Direction = 'renter_to_owner' | 'owner_to_renter';
const directionOf = (role: BookingActor): Direction | null => (role === 'renter' ? 'renter_to_owner' : role === 'owner' ? 'owner_to_renter' : null);

/** The booking's reviews, by direction. */
export async function reviewsOf(bookingId: number): Promise<Partial<Record<Direction, Review>>> {
  const db = await getDb();
  const rows = await db.select().from(reviews).where(eq(reviews.bookingId, bookingId));
  return Object.fromEntries(rows.map((row) => [row.direction, row]));
}

/**
 * The car's rating and count, and its owner's rating on every car they list, from the renters'
 * reviews — kept on the cars so the catalog sorts without a join (docs/catalog.md).
 */
async function refreshRatings(booking: Booking): Promise<void> {
  const db = await getDb();
  const byRenters = eq(reviews.direction, 'renter_to_owner');
  const [carStats] = await db.select({ rating: avg(reviews.rating), n: count() }).from(reviews).where(and(eq(reviews.carId, booking.carId), byRenters));
  await db.update(cars).set({ rating: carStats?.rating === null ? null : Number(carStats?.rating), reviewCount: carStats?.n ?? 0 }).where(eq(cars.id, booking.carId));
  const [ownerStats] = await db.select({ rating: avg(reviews.rating) }).from(reviews).where(and(eq(reviews.subjectId, booking.ownerId), byRenters));
  await db.update(cars).set({ ownerRating: ownerStats?.rating === null ? null : Number(ownerStats?.rating) }).where(eq(cars.ownerId, booking.ownerId));
}

/**
 * After a completed trip (13), the renter rates the car and its owner and the owner rates the
 * renter: a rating 1–5 and an optional comment, once each (a second try is `already_reviewed`).
 * The ratings the catalog sorts by move in the same transaction.
 */
export function reviewBooking(actor: User, bookingId: number, input: { rating: number; comment?: string }, now = new Date()): Promise<Booking> {
  return inTransaction(async () => {
    const { booking, actor: party } = await lockBookingFor(actor, bookingId);
    const direction = directionOf(party.role);
    if (!direction || booking.status !== BOOKING_STATUS.completed) throw new AppError('booking_action_unavailable', { params: { status: booking.status } });
    const db = await getDb();
    await db.insert(reviews).values({
      bookingId: booking.id,
      carId: booking.carId,
      authorId: actor.id,
      subjectId: direction === 'renter_to_owner' ? booking.ownerId : booking.renterId,
      direction,
      rating: input.rating,
      comment: input.comment || null,
      createdAt: now,
    });
    if (direction === 'renter_to_owner') await refreshRatings(booking);
    await refreshPersonRating(direction === 'renter_to_owner' ? booking.ownerId : booking.renterId);
    // The person reviewed is told; the author is skipped.
    await notifyBooking(booking, 'review_received', { skip: actor.id });
    return booking;
  });
}

/** A person's rating and count, over every review left about them (as a host or as a renter). */
async function refreshPersonRating(userId: number): Promise<void> {
  const db = await getDb();
  const [stats] = await db.select({ rating: avg(reviews.rating), n: count() }).from(reviews).where(eq(reviews.subjectId, userId));
  await db.update(users).set({ rating: stats?.rating === null ? null : Number(stats?.rating), reviewCount: stats?.n ?? 0 }).where(eq(users.id, userId));
}

export type ReviewedStatus = { booking_id: number; reviewed: boolean; dismissed: boolean; ask: boolean };

/**
 * Spec §7 `reviewed-status`: whether the renter has reviewed a completed booking and is still to be
 * asked on their next visit; `force` dismisses the request for good (the renter chose "not now" —
 * they may still review from the booking page). Other parties get the same answer about their own
 * review, with `ask` false.
 */
export async function reviewedStatus(actor: User, bookingId: number, force: boolean, now = new Date()): Promise<ReviewedStatus> {
  const { booking, role } = await readBookingFor(actor, bookingId);
  const direction = directionOf(role);
  const mine = direction ? (await reviewsOf(booking.id))[direction] : undefined;
  let dismissedAt = booking.reviewDismissedAt;
  if (force && role === 'renter' && booking.status === BOOKING_STATUS.completed && !mine && !dismissedAt) {
    const db = await getDb();
    await db.update(bookings).set({ reviewDismissedAt: now }).where(eq(bookings.id, booking.id));
    dismissedAt = now;
  }
  const ask = role === 'renter' && booking.status === BOOKING_STATUS.completed && !mine && !dismissedAt;
  return { booking_id: booking.id, reviewed: !!mine, dismissed: !!dismissedAt, ask };
}
