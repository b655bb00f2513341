import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { type Booking, bookings, type Payment } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';
import { queueRefund } from '../request-refund';

/**
 * Money taken for a booking's extras (a capture from its deposit, a charge by token or on the page),
 * counted on the locked booking in the caller's transaction. Whatever goes beyond what was still
 * due — a page paid while a late capture landed — is given back to the card it came from at once
 * (`overpaid`), so the renter never pays the extras twice. Returns the booking as it is after.
 */
export async function recordExtrasPaid(booking: Booking, payment: Payment, takenKop: number, now: Date): Promise<Booking> {
  const due = Math.max(0, booking.extrasKop - booking.extrasPaidKop);
  const excess = Math.max(0, takenKop - due);
  if (excess > 0) {
    log.warn({ bookingId: booking.id, paymentId: payment.id, takenKop, due }, 'extras paid twice over: refunding the excess');
    await queueRefund(payment, excess, OVERPAID_REASON);
  }
  const db = await getDb();
  const [updated] = await db
    .update(bookings)
    .set({
      paidKop: sql`${bookings.paidKop} + ${takenKop}`,
      extrasPaidKop: sql`${bookings.extrasPaidKop} + ${takenKop - excess}`,
      refundedKop: sql`${bookings.refundedKop} + ${excess}`,
      updatedAt: now,
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  return updated!;
}

/** The refund reason of extras paid beyond what was due. */
export const OVERPAID_REASON = 'overpaid';
