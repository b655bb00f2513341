import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type Payment, payments } from '@/lib/server/db/schema';
import { PAYMENT_EXPIRE_JOB } from '@/lib/server/jobs/job-names';
import { cancelJob } from '@/lib/server/jobs/schedule-job';
import { providerNamed } from './providers';
import { expireJobKey } from './settle-payment';

/**
 * Closes a booking's open payment pages (a cancelled booking, an unpaid one cancelled by the
 * system): each pending payment becomes `cancelled` and is withdrawn at its acquirer, whose page
 * then takes no card. In the caller's transaction (the booking's, holding its lock). A payment the
 * acquirer had already taken is refunded when its callback arrives (settle-payment.ts).
 * `onPaymentSettled` is not called: the caller is the one moving the booking.
 */
export function cancelPendingPayments(bookingId: number, now = new Date()): Promise<Payment[]> {
  return inTransaction(async () => {
    const db = await getDb();
    const cancelled = await db
      .update(payments)
      .set({ status: 'cancelled', failureCode: 'cancelled', settledAt: now })
      .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'pending')))
      .returning();
    for (const payment of cancelled) {
      await cancelJob(PAYMENT_EXPIRE_JOB, expireJobKey(payment.id));
      await providerNamed(payment.provider).cancelCheckout(payment.providerRef);
    }
    return cancelled;
  });
}
