import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type Payment, payments } from '@/lib/server/db/schema';
import { settleByProviderStatus } from './expire-payment';
import { lockPayment } from './settle-payment';

/**
 * For a renter back on the booking page while a payment of it is still pending (its callback lost
 * or late): asks the acquirer and settles each such payment by its answer (or as expired once its
 * page's time is up). Returns those payments as they are now. Each is settled in a transaction of
 * its own (a savepoint inside the caller's); a payment settled meanwhile by its callback is left
 * alone.
 */
export async function refreshPendingPayment(bookingId: number, now = new Date()): Promise<Payment[]> {
  const db = await getDb();
  const pending = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'pending')));
  for (const { id } of pending) {
    await inTransaction(async () => {
      const payment = await lockPayment(id);
      if (payment?.status === 'pending') await settleByProviderStatus(payment, now);
    });
  }
  if (!pending.length) return [];
  return (await getDb()).select().from(payments).where(inArray(payments.id, pending.map(({ id }) => id)));
}
