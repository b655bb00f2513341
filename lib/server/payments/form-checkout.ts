import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { isPaymentReference } from '@/lib/payments/reference';
import { getDb } from '@/lib/server/db/client';
import { bookings, payments } from '@/lib/server/db/schema';
import type { Checkout } from './provider';

export type FormCheckout = Extract<Checkout, { kind: 'form' }>;

/** What our form page shows: the acquirer's form to post, or that the payment is no longer open. */
export type FormPayment = { state: 'open'; checkout: FormCheckout; bookingId: number } | { state: 'closed'; bookingId: number };

/**
 * The payment behind `/pay/form/{ref}`, for the person asking: only the renter whose booking it is
 * finds it; anyone else, a malformed reference and a reference of nobody's get null (the same 404).
 * A pending payment with time left gives the form its acquirer asked us to post (kept in
 * `provider_data` when the payment was opened); a pending one that is not a form checkout is not
 * this page's (null); a settled or lapsed one says it is closed, with the way back to its booking.
 */
export async function formPaymentFor(renterId: number, reference: unknown, now = new Date()): Promise<FormPayment | null> {
  if (!isPaymentReference(reference)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(payments.providerRef, reference), eq(bookings.renterId, renterId)))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!row) return null;
  const { payment } = row;
  const checkout = (payment.providerData as { checkout?: Checkout } | null)?.checkout;
  if (payment.status !== 'pending') return { state: 'closed', bookingId: payment.bookingId };
  if (checkout?.kind !== 'form') return null;
  if (now.getTime() >= payment.expiresAt.getTime()) return { state: 'closed', bookingId: payment.bookingId };
  return { state: 'open', checkout, bookingId: payment.bookingId };
}
