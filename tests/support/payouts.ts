import { eq } from 'drizzle-orm';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import { paymentReceived } from '@/lib/ledger/postings';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { bookings, type User } from '@/lib/server/db/schema';
import { postLedger, shareOutWhenOver } from '@/lib/server/ledger/post-ledger';
import { createPayingBooking } from './payments';

let paymentSeq = 0;

/**
 * A booking of a new owner's car whose renter has paid `totalKop` (status 6, the money in the
 * ledger on the booking's account, as a settled payment leaves it): the owner's expected share is
 * pending. `finish` then ends the trip (13), and the share-out moves their share into their
 * balance — the ledger's own mechanism, run before that transaction commits.
 */
export async function paidBooking(options: { totalKop?: number; owner?: { user: User; token: string }; now?: Date } = {}) {
  const { totalKop = 140_000, now = new Date() } = options;
  const setup = await createPayingBooking({ totalKop, now });
  const db = await getDb();
  if (options.owner) await db.update(bookings).set({ ownerId: options.owner.user.id }).where(eq(bookings.id, setup.booking.id));
  const owner = options.owner ?? setup.owner;
  await inTransaction(async () => {
    await (await getDb()).update(bookings).set({ status: BOOKING_STATUS.paid, paidKop: totalKop, paidAt: now }).where(eq(bookings.id, setup.booking.id));
    paymentSeq += 1;
    await postLedger({
      key: `payment:test-${setup.booking.id}-${paymentSeq}`,
      kind: 'payment',
      at: now,
      bookingId: setup.booking.id,
      entries: paymentReceived({ provider: 'sandbox', bookingId: setup.booking.id, amountKop: totalKop }),
    });
  });
  const finish = () =>
    inTransaction(async () => {
      await (await getDb()).update(bookings).set({ status: BOOKING_STATUS.completed, closedAt: now }).where(eq(bookings.id, setup.booking.id));
      // Any movement of the booking's money asks for the share-out; a finished booking gets it at commit.
      await shareOutWhenOver(setup.booking.id, now);
    });
  return { ...setup, owner, finish };
}

/** An owner with `totalKop` paid for a booking of theirs that is over: its share is available. */
export async function ownerWithEarnings(totalKop = 140_000, owner?: { user: User; token: string }) {
  const booking = await paidBooking({ totalKop, owner });
  await booking.finish();
  return booking;
}
