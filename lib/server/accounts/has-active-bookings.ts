import 'server-only';
import { and, inArray, or, eq } from 'drizzle-orm';
import { OPEN_STATUSES } from '@/lib/bookings/status';
import { getDb } from '@/lib/server/db/client';
import { bookings, type User } from '@/lib/server/db/schema';

/**
 * Whether an account still has bookings or trips that block its deletion (spec §8 "Please complete
 * or cancel your current bookings and trips"): any open booking (lib/bookings/status.ts — a request,
 * anything up to an unpaid extra after the trip) where the account is the renter or the owner.
 */
export async function hasActiveBookings(user: User): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(or(eq(bookings.renterId, user.id), eq(bookings.ownerId, user.id)), inArray(bookings.status, [...OPEN_STATUSES])))
    .limit(1);
  return !!row;
}
