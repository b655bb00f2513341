import 'server-only';
import { and, eq } from 'drizzle-orm';
import { BOOKING_STATUS, type BookingStatus } from '@/lib/bookings/status';
import { mayTransition } from '@/lib/bookings/transitions';
import { AppError } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/locales';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type Booking, payments, type User } from '@/lib/server/db/schema';
import { openCheckout } from '@/lib/server/payments/open-checkout';
import { lockBookingFor } from './booking-access';
import { applyTransition } from './transition';

/**
 * The renter pays a confirmed booking (2, or 7 after a failed try → 5): a payment page is opened at
 * the acquirer for the rental and delivery, and the renter is sent there. Pressed twice, the same
 * page opens again; the page speaks the renter's language of the moment. The acquirer's callback moves the booking on (on-payment-settled.ts).
 */
export function payBooking(actor: User, bookingId: number, locale: Locale, now = new Date()): Promise<{ booking: Booking; redirectUrl: string }> {
  return inTransaction(async () => {
    const { booking, actor: party } = await lockBookingFor(actor, bookingId);
    // Past the pay deadline the booking is being cancelled (spec §9): no payment page opens.
    if (booking.payBy && now > booking.payBy && mayTransition(booking.status as BookingStatus, 'pay', party.role)) throw new AppError('deadline_passed', { params: { step: 'pay' } });
    const result = await applyTransition(booking, 'pay', party, { now });
    const checkout = await openCheckout({ booking: result.booking, purpose: 'rental', amountKop: result.booking.totalKop, locale, now });
    return { booking: result.booking, redirectUrl: checkout.redirectUrl };
  });
}

/**
 * The renter pays the extras left after the trip (12, or 14 after a failed try → 12): the payment
 * page for `extras_kop`. Pressed again while a page is open, the same page opens.
 */
export function payExtras(actor: User, bookingId: number, locale: Locale, now = new Date()): Promise<{ booking: Booking; redirectUrl: string }> {
  return inTransaction(async () => {
    const { booking, actor: party } = await lockBookingFor(actor, bookingId);
    // At 12 the step leads back to 12: recorded once per page opened, not per press.
    const open = booking.status === BOOKING_STATUS.extrasDue && (await pendingPayment(booking.id, 'extras'));
    const current = open && party.role === 'renter' ? booking : (await applyTransition(booking, 'pay_extras', party, { now })).booking;
    const checkout = await openCheckout({ booking: current, purpose: 'extras', amountKop: current.extrasKop, locale, now });
    return { booking: current, redirectUrl: checkout.redirectUrl };
  });
}

async function pendingPayment(bookingId: number, purpose: 'rental' | 'extras'): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.purpose, purpose), eq(payments.status, 'pending')));
  return !!row;
}
