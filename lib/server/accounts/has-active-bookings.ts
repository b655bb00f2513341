import 'server-only';
import type { User } from '@/lib/server/db/schema';

/**
 * Whether an account still has bookings or trips that block its deletion (spec §8 "Please complete
 * or cancel your current bookings and trips"). Bookings arrive with roadmap step 4, which adds its
 * query here; until then no account has any.
 */
export async function hasActiveBookings(_user: User): Promise<boolean> {
  return false;
}
