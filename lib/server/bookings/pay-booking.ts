import 'server-only';
import { and, eq } from 'drizzle-orm';
import { BOOKING_STATUS, type BookingStatus } from '@/lib/bookings/status';
import { mayTransition } from '@/lib/bookings/transitions';
import { AppError } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/locales';
import { depositInKop, MAX_HOLD_KOP } from '@/lib/payments/deposit';
import { collectingExtras } from '@/lib/payments/extras-collection';
import { href } from '@/lib/routes';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { type Booking, payments, type User } from '@/lib/server/db/schema';
import { chargeSavedCard } from '@/lib/server/payments/cards/charge-saved-card';
import { DEPOSIT_STATUSES, heldDeposit } from '@/lib/server/payments/deposits/deposit-lifecycle';
import { depositRates } from '@/lib/server/payments/deposits/deposit-rates';
import { runTokenCharge } from '@/lib/server/payments/deposits/token-charge';
import { openCheckout } from '@/lib/server/payments/open-checkout';
import { lockBookingFor } from './booking-access';
import { applyTransition } from './transition';

/** How the renter pays: on the acquirer's page (and whether to keep the card for next time), or with a saved card. */
export type PayChoice = { cardId?: number | null; rememberCard?: boolean };

type PayAnswer = { booking: Booking; redirectUrl: string };

/**
 * A charge of a saved card recorded in the booking's transaction is asked of the acquirer once that
 * commits; the renter goes back to the booking page, where the answer already shows.
 */
async function chargeThenReturn(work: () => Promise<{ booking: Booking; chargeId: number | null; redirectUrl: string | null }>, locale: Locale): Promise<PayAnswer> {
  const done = await inTransaction(work);
  // Asked at once; should the acquirer not answer now, the charge is recorded and its job asks
  // again — the renter sees it on the booking page, not an error.
  if (done.chargeId) await runTokenCharge(done.chargeId).catch((error: unknown) => log.warn({ err: error, paymentId: done.chargeId }, 'charge by saved card not decided at once; its job will ask again'));
  return { booking: done.booking, redirectUrl: done.redirectUrl ?? href('booking-id', { locale, params: { id: done.booking.id } }) };
}

/**
 * The renter pays a confirmed booking (2, or 7 after a failed try → 5): on the acquirer's page, which
 * is asked to keep the card (the deposit is held on it 24 hours before the start and the extras
 * charged to it — a term of booking a car; `rememberCard` is the separate consent to offer it for
 * next bookings), or with a saved card chosen instead. The deposit is fixed in hryvnias here, at the
 * operator's rate for a dollar or euro deposit. Pressed twice, the same page (or charge) answers;
 * the page speaks the renter's language of the moment. The acquirer's answer moves the booking on
 * (on-payment-settled.ts).
 */
export function payBooking(actor: User, bookingId: number, locale: Locale, now = new Date(), choice: PayChoice = {}): Promise<PayAnswer> {
  return chargeThenReturn(async () => {
    const { booking, actor: party } = await lockBookingFor(actor, bookingId);
    // Past the pay deadline the booking is being cancelled (spec §9): no payment page opens.
    if (booking.payBy && now > booking.payBy && mayTransition(booking.status as BookingStatus, 'pay', party.role)) throw new AppError('deadline_passed', { params: { step: 'pay' } });
    const deposit = depositInKop(booking.depositMinor, booking.depositCurrency, await depositRates());
    // A dollar or euro deposit at a high rate can exceed what one hold may block.
    if (deposit && deposit.kop > MAX_HOLD_KOP) throw new AppError('deposit_too_large');
    const paying = mayTransition(booking.status as BookingStatus, 'pay', party.role);
    const result = await applyTransition(booking, 'pay', party, { now, patch: paying ? { depositKop: deposit?.kop ?? null, depositRateKop: deposit?.rateKop ?? null } : {} });
    const amountKop = result.booking.totalKop;
    if (choice.cardId) {
      const charge = await chargeSavedCard({ booking: result.booking, userId: actor.id, cardId: choice.cardId, purpose: 'rental', amountKop, now });
      return { booking: result.booking, chargeId: charge.id, redirectUrl: null };
    }
    const checkout = await openCheckout({ booking: result.booking, purpose: 'rental', amountKop, locale, now, saveCard: true, rememberCard: choice.rememberCard ?? false });
    return { booking: result.booking, chargeId: null, redirectUrl: checkout.redirectUrl };
  }, locale);
}

/**
 * The renter pays what is left of the extras after the trip (12, or 14 after a failed try → 12) —
 * on the page, or with a saved card. Not while they are being taken from the deposit or the saved
 * card (`extras_being_collected`): the renter would pay twice. Pressed again while a page is open,
 * the same page opens.
 */
export function payExtras(actor: User, bookingId: number, locale: Locale, now = new Date(), choice: PayChoice = {}): Promise<PayAnswer> {
  return chargeThenReturn(async () => {
    const { booking, actor: party } = await lockBookingFor(actor, bookingId);
    if (party.role === 'renter' && collectingExtras(booking.extrasCollectingAt, now)) throw new AppError('extras_being_collected');
    // At 12 the step leads back to 12: recorded once per page opened, not per press.
    const open = booking.status === BOOKING_STATUS.extrasDue && (await pendingPayment(booking.id, 'extras'));
    const current = open && party.role === 'renter' ? booking : (await applyTransition(booking, 'pay_extras', party, { now })).booking;
    const amountKop = current.extrasKop - current.extrasPaidKop;
    if (choice.cardId) {
      const charge = await chargeSavedCard({ booking: current, userId: actor.id, cardId: choice.cardId, purpose: 'extras', amountKop, now });
      return { booking: current, chargeId: charge.id, redirectUrl: null };
    }
    const checkout = await openCheckout({ booking: current, purpose: 'extras', amountKop, locale, now });
    return { booking: current, chargeId: null, redirectUrl: checkout.redirectUrl };
  }, locale);
}

/**
 * The renter holds the deposit on the acquirer's page (their saved card could not be used, or they
 * would rather): a hold, not a charge, of the booking's deposit in hryvnias. Only the renter, only
 * while the booking keeps a deposit and none is held (`deposit_not_needed`).
 */
export function holdDepositOnPage(actor: User, bookingId: number, locale: Locale, now = new Date()): Promise<PayAnswer> {
  return inTransaction(async () => {
    const { booking, actor: party } = await lockBookingFor(actor, bookingId);
    if (party.role !== 'renter') throw new AppError('booking_action_unavailable', { params: { status: booking.status } });
    if (!booking.depositKop || !DEPOSIT_STATUSES.includes(booking.status as BookingStatus) || (await heldDeposit(booking.id))) throw new AppError('deposit_not_needed');
    const checkout = await openCheckout({ booking, purpose: 'deposit', amountKop: booking.depositKop, locale, now, saveCard: false });
    return { booking, redirectUrl: checkout.redirectUrl };
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
