import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { checkoutExpiresAt } from '@/lib/bookings/deadlines';
import { AppError } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/locales';
import type { PaymentPurpose } from '@/lib/payments/payment-states';
import { href } from '@/lib/routes';
import { siteUrl } from '@/lib/seo/site-url';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type Booking, type Payment, payments } from '@/lib/server/db/schema';
import { PAYMENT_EXPIRE_JOB } from '@/lib/server/jobs/job-names';
import { cancelJob, scheduleJob } from '@/lib/server/jobs/schedule-job';
import { checkoutDescription } from './checkout-description';
import type { Checkout } from './provider';
import { paymentProvider, providerNamed } from './providers';
import { expireJobKey } from './settle-payment';

export type OpenCheckoutInput = {
  booking: Booking;
  purpose: PaymentPurpose;
  amountKop: number;
  locale: Locale;
  now: Date;
  /** Ask the acquirer to keep the card (a rental: the deposit and extras go to it). */
  saveCard?: boolean;
  /** The renter's consent to keep the card for their next bookings too. */
  rememberCard?: boolean;
};

const newReference = () => `kp-${randomBytes(10).toString('hex')}`;

/**
 * The page to send the renter to, from the checkout recorded when the payment was opened: the
 * acquirer's URL, or — for a form the browser must post (WayForPay, LiqPay) — our page that posts
 * it (`/pay/form/{ref}`, lib/server/payments/form-checkout.ts).
 */
const redirectOf = (payment: Payment, locale: Locale): string | null => {
  const checkout = (payment.providerData as { checkout?: Checkout } | null)?.checkout;
  if (checkout?.kind === 'redirect') return checkout.url;
  if (checkout?.kind === 'form') return href('pay-form-ref', { locale, params: { ref: payment.providerRef } });
  return null;
};

/**
 * Opens the acquirer's payment page for a booking (the renter pressed Pay, or Hold the deposit: a
 * hold rather than a charge): a pending `payments` row, the acquirer's order, and the `payments.expire` run at the page's lapse (30 minutes), all
 * in the caller's transaction (the booking's, holding its lock). A payment page already open for
 * the same booking and purpose, at the same acquirer, for the same amount and with time left, is
 * reused: a double click opens the same page. One that no longer fits (the amount changed, its time
 * ran out before its expiry ran) is withdrawn first.
 */
export function openCheckout({ booking, purpose, amountKop, locale, now, saveCard = false, rememberCard = false }: OpenCheckoutInput): Promise<{ paymentId: number; redirectUrl: string }> {
  return inTransaction(async () => {
    const db = await getDb();
    const [open] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.purpose, purpose), eq(payments.status, 'pending')))
      .for('update');
    const provider = paymentProvider();
    // A saved card being charged (or a hold by token in flight) is not withdrawn for a page: both
    // could take the money. It is decided within moments; the renter asks again then.
    if (open?.via === 'token') throw new AppError('payment_in_progress');
    if (open) {
      const url = redirectOf(open, locale);
      const fits = open.provider === provider.name && open.amountKop === amountKop && now.getTime() < open.expiresAt.getTime();
      if (url && fits) {
        // The consent is the latest press's: asked again with the box changed, the page keeps the answer.
        if (open.rememberCard !== rememberCard) await db.update(payments).set({ rememberCard }).where(eq(payments.id, open.id));
        return { paymentId: open.id, redirectUrl: url };
      }
      await withdrawCheckout(open, now);
    }

    const reference = newReference();
    const expiresAt = checkoutExpiresAt(now);
    const [payment] = await db
      .insert(payments)
      .values({
        bookingId: booking.id,
        purpose,
        provider: provider.name,
        providerRef: reference,
        amountKop,
        mode: purpose === 'deposit' ? 'hold' : 'charge',
        rememberCard: saveCard && rememberCard,
        expiresAt,
        createdAt: now,
      })
      .returning();
    const origin = siteUrl();
    const checkout = await provider.createCheckout({
      reference,
      amountKop,
      currency: 'UAH',
      description: await checkoutDescription(booking, purpose, locale),
      locale,
      customerRef: String(booking.renterId),
      returnUrl: new URL(href('booking-id', { locale, params: { id: booking.id } }), origin).toString(),
      callbackUrl: new URL(`/api/payments/callback/${provider.name}`, origin).toString(),
      expiresAt,
      mode: purpose === 'deposit' ? 'hold' : 'charge',
      saveCard,
    });
    const [opened] = await db.update(payments).set({ providerData: { checkout } }).where(eq(payments.id, payment!.id)).returning();
    await scheduleJob(PAYMENT_EXPIRE_JOB, { key: expireJobKey(payment!.id), runAt: expiresAt, payload: { paymentId: payment!.id } });
    return { paymentId: payment!.id, redirectUrl: redirectOf(opened!, locale)! };
  });
}

/**
 * Withdraws a pending payment page the renter will not use (a new page, or their saved card, takes
 * its place), in the caller's transaction: closed here and at the acquirer. Paid after all in the
 * meantime, its callback finds it closed and the money is refunded (settle-payment.ts).
 */
export async function withdrawCheckout(open: Payment, now: Date): Promise<void> {
  const db = await getDb();
  await db.update(payments).set({ status: 'cancelled', failureCode: 'superseded', settledAt: now }).where(eq(payments.id, open.id));
  await cancelJob(PAYMENT_EXPIRE_JOB, expireJobKey(open.id));
  await providerNamed(open.provider).cancelCheckout(open.providerRef);
}
