import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { isPaymentReference } from '@/lib/payments/reference';
import { getDb } from '@/lib/server/db/client';
import { bookings, payments } from '@/lib/server/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { cardCheckFormFor } from './card-checks';
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

/** A posted form our page sends someone on with: a payment's, or a card check's (an owner's payout card). */
export type FormPage = { state: 'open'; checkout: FormCheckout; back: Back } | { state: 'closed'; back: Back };
type Back = { route: 'booking-id'; id: number } | { route: 'cabinet-payments' };

/**
 * What `/pay/form/{ref}` shows this person: their payment's form (or that it is closed, with the
 * way back to its booking), else their open card check's form (WayForPay's Verify, for an owner's
 * payout card: back to /cabinet/payments). Anyone else's reference, or none, is null (404).
 */
export async function formCheckoutFor(userId: number, reference: unknown, locale: Locale, now = new Date()): Promise<FormPage | null> {
  const payment = await formPaymentFor(userId, reference, now);
  if (payment) {
    const back = { route: 'booking-id' as const, id: payment.bookingId };
    return payment.state === 'open' ? { state: 'open', checkout: payment.checkout, back } : { state: 'closed', back };
  }
  const check = await cardCheckFormFor(userId, reference, locale, now);
  return check ? { state: 'open', checkout: check, back: { route: 'cabinet-payments' } } : null;
}
