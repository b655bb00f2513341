import 'server-only';
import { eq } from 'drizzle-orm';
import type { BookingActor } from '@/lib/bookings/transitions';
import { AppError } from '@/lib/errors/app-error';
import { getDb } from '@/lib/server/db/client';
import { type Booking, bookings, type User } from '@/lib/server/db/schema';

/** Who is acting on a booking: the role they act in, and the person (none for the system). */
export type ActingParty = { role: BookingActor; userId: number | null };

export const SYSTEM: ActingParty = { role: 'system', userId: null };

/**
 * The role `user` has on `booking`: its renter, the car's owner, or an operator; null for anyone
 * else. A party who is also staff acts as the party (an operator's powers are for other people's
 * bookings).
 */
export function partyOf(user: User, booking: Pick<Booking, 'renterId' | 'ownerId'>): BookingActor | null {
  if (user.deletedAt) return null;
  if (booking.renterId === user.id) return 'renter';
  if (booking.ownerId === user.id) return 'owner';
  return user.isStaff ? 'operator' : null;
}

/** The booking row, locked for the rest of the open transaction (call inside inTransaction). */
export async function lockBooking(bookingId: number): Promise<Booking | null> {
  const db = await getDb();
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return row ?? null;
}

/**
 * The booking `user` is a party to (or an operator), locked, with the role they act in. Anyone
 * else gets `not_found`, exactly as for a booking that does not exist: ids are not a way to probe.
 */
export async function lockBookingFor(user: User, bookingId: number): Promise<{ booking: Booking; actor: ActingParty }> {
  const booking = await lockBooking(bookingId);
  const role = booking && partyOf(user, booking);
  if (!booking || !role) throw new AppError('not_found');
  return { booking, actor: { role, userId: user.id } };
}

/** The same, without a lock (reads). */
export async function readBookingFor(user: User, bookingId: number): Promise<{ booking: Booking; role: BookingActor }> {
  const db = await getDb();
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const role = booking && partyOf(user, booking);
  if (!booking || !role) throw new AppError('not_found');
  return { booking, role };
}
