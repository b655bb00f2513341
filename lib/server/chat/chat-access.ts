import 'server-only';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { chatIsOpen, masksContacts } from '@/lib/chat/chat-rules';
import { AppError } from '@/lib/errors/app-error';
import { getDb } from '@/lib/server/db/client';
import { type Booking, bookingEvents, bookings, reports, type User } from '@/lib/server/db/schema';

export type ChatRole = 'renter' | 'owner' | 'operator';

/** What a booking's conversation lets this person do. */
export type ChatAccess = { booking: Booking; role: ChatRole; canWrite: boolean; masking: boolean };

/**
 * Steps by which one party says the other got it wrong: an operator may then read what they said to
 * each other. Only a party's own step counts — an operator cannot open a conversation by taking a
 * step themselves (sending an agreement back is an operator's step too).
 */
const DISPUTE_ACTIONS = ['dispute_start_mileage', 'dispute_end_mileage', 'reject_contract'];

/**
 * Whether an operator may read the conversation: the booking is disputed (a mileage or agreement
 * dispute in its history) or one party has reported the other. Otherwise the conversation is the
 * two parties' own, even for staff.
 */
async function operatorMayRead(booking: Booking): Promise<boolean> {
  const db = await getDb();
  const [disputed] = await db
    .select({ id: bookingEvents.id })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, booking.id), inArray(bookingEvents.action, DISPUTE_ACTIONS), ne(bookingEvents.actor, 'operator'), ne(bookingEvents.actor, 'system')))
    .limit(1);
  if (disputed) return true;
  const [reported] = await db
    .select({ id: reports.id })
    .from(reports)
    // An open report only: one dismissed long ago opens nothing.
    .where(
      and(
        eq(reports.status, 'open'),
        or(and(eq(reports.reporterId, booking.renterId), eq(reports.targetId, booking.ownerId)), and(eq(reports.reporterId, booking.ownerId), eq(reports.targetId, booking.renterId))),
      ),
    )
    .limit(1);
  return Boolean(reported);
}

/**
 * The booking's conversation as `user` may use it: its renter or owner (a company's account acts as
 * the owner) read and write while it is open; an operator reads a disputed or reported one. Anyone
 * else — and an operator without a reason — gets `not_found`, as for a booking that does not exist.
 * `lock` takes the booking row's lock (a send): sends of one booking queue, so their ids commit in
 * order (a poll asking for what is newer than an id never skips one) and the status stands.
 */
export async function chatAccessFor(user: User, bookingId: number, now: Date, options: { lock?: boolean } = {}): Promise<ChatAccess> {
  const db = await getDb();
  const query = db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [booking] = options.lock ? await query.for('no key update') : await query;
  if (!booking || user.deletedAt) throw new AppError('not_found');
  const party: ChatRole | null = booking.renterId === user.id ? 'renter' : booking.ownerId === user.id ? 'owner' : null;
  if (party) return { booking, role: party, canWrite: chatIsOpen(booking, now), masking: masksContacts(booking) };
  if (user.isStaff && (await operatorMayRead(booking))) return { booking, role: 'operator', canWrite: false, masking: masksContacts(booking) };
  throw new AppError('not_found');
}
