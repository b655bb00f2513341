import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addMinutes } from 'date-fns';
import { siteUrl } from '@/lib/seo/site-url';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type Booking, bookings, type Payment, type PaymentCard, paymentCards, payments } from '@/lib/server/db/schema';
import { PAYMENT_TOKEN_CHARGE_JOB } from '@/lib/server/jobs/job-names';
import { scheduleJob } from '@/lib/server/jobs/schedule-job';
import { checkoutDescription } from '../checkout-description';
import type { OrderStatus } from '../provider';
import { paymentProvider, providerNamed } from '../providers';
import { lockPayment, settleLocked } from '../settle-payment';

/** How long a charge by token may stay undecided at the acquirer before the stuck-payment poller asks. */
const TOKEN_ORDER_MINUTES = 30;
/** How long past its time a charge the acquirer leaves undecided is asked about before it is closed. */
const UNDECIDED_GIVE_UP_MS = 24 * 3_600_000;
/** The fallback run of a charge, should the process that recorded it die before asking. */
const FALLBACK_AFTER_MINUTES = 2;

type TokenOrder = { booking: Booking; card: PaymentCard; purpose: 'rental' | 'deposit' | 'extras'; amountKop: number; now: Date };

/**
 * Records a charge (rental, extras) or hold (deposit) of the booking's saved card as intended — a
 * pending payment `via` 'token' under a new reference — and queues its fallback run, in the caller's
 * transaction. The caller asks the acquirer after commit (`runTokenCharge`); should it die first,
 * the job asks. Both ask under the same reference, which the acquirer answers once.
 */
export async function recordTokenCharge({ booking, card, purpose, amountKop, now }: TokenOrder): Promise<Payment> {
  const db = await getDb();
  const provider = paymentProvider();
  const [payment] = await db
    .insert(payments)
    .values({
      bookingId: booking.id,
      purpose,
      provider: provider.name,
      providerRef: `kp-${randomBytes(10).toString('hex')}`,
      amountKop,
      mode: purpose === 'deposit' ? 'hold' : 'charge',
      via: 'token',
      cardId: card.id,
      cardMask: card.panMasked,
      expiresAt: addMinutes(now, TOKEN_ORDER_MINUTES),
      createdAt: now,
    })
    .returning();
  await scheduleJob(PAYMENT_TOKEN_CHARGE_JOB, { key: `token-charge-${payment!.id}`, runAt: addMinutes(now, FALLBACK_AFTER_MINUTES), payload: { paymentId: payment!.id } });
  return payment!;
}

/** The acquirer's answer to a charge by token, as a settlement. */
function reportOf(payment: Payment, status: OrderStatus) {
  // A hold is placed when it is held, or captured already; one the acquirer reads as released was
  // never ours to rely on (the car would leave against nothing): it counts as refused.
  const placed = payment.mode === 'hold' ? status.state === 'held' || (status.state === 'succeeded' && (status.capturedKop ?? 0) > 0) : status.state === 'succeeded';
  if (payment.mode === 'hold' && status.state === 'voided') return { outcome: 'failed' as const, amountKop: status.amountKop, currency: status.currency, failureCode: 'hold_voided', card: null, data: status.data };
  if (!placed && status.state !== 'failed') return null;
  return {
    outcome: placed ? (payment.mode === 'hold' ? ('held' as const) : ('succeeded' as const)) : ('failed' as const),
    amountKop: status.amountKop,
    currency: status.currency,
    failureCode: status.failureCode,
    card: status.card ?? null,
    data: status.data,
  };
}

/**
 * Asks the acquirer to charge (or hold) a recorded token payment and settles it by the answer, in a
 * transaction of its own. Not inside one while it asks (the sandbox calls back over HTTP). Safe to
 * run twice and alongside the acquirer's callback: the reference is one order there, and a payment
 * no longer pending is left alone. A card removed meanwhile charges nothing: the payment fails.
 * Returns the payment as it stands after.
 */
export async function runTokenCharge(paymentId: number, now = new Date()): Promise<Payment | null> {
  const db = await getDb();
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || payment.via !== 'token') return payment ?? null;
  if (payment.status !== 'pending') return closedCharge(payment, now);
  const [card] = payment.cardId ? await db.select().from(paymentCards).where(eq(paymentCards.id, payment.cardId)) : [];
  const provider = providerNamed(payment.provider);
  let report;
  if (!card || card.removedAt || !provider.chargeToken) {
    report = { outcome: 'failed' as const, amountKop: payment.amountKop, currency: 'UAH', failureCode: !provider.chargeToken ? 'not_supported' : 'card_removed', data: {} };
  } else {
    const booking = await bookingOf(payment);
    const status = await provider.chargeToken({
      reference: payment.providerRef,
      token: card.token,
      amountKop: payment.amountKop,
      currency: 'UAH',
      description: await checkoutDescription(booking, payment.purpose as 'rental' | 'deposit' | 'extras', booking.locale as 'uk' | 'en'),
      mode: payment.mode as 'charge' | 'hold',
      customerRef: String(booking.renterId),
      callbackUrl: new URL(`/api/payments/callback/${provider.name}`, siteUrl()).toString(),
    });
    report = reportOf(payment, status);
    if (!report) {
      // Not decided yet: its callback or the next try settles it — for a day past its time. Then it
      // is closed as lapsed (the booking moves on as for a declined card); money the acquirer takes
      // for it after all is refunded, a hold released (settle-payment.ts).
      if (now.getTime() < payment.expiresAt.getTime() + UNDECIDED_GIVE_UP_MS) return payment;
      report = { outcome: 'expired' as const, amountKop: null, currency: null, failureCode: 'undecided', card: null, data: status.data };
    }
  }
  const settled = report;
  return inTransaction(async () => {
    const locked = await lockPayment(payment.id);
    if (!locked) return null;
    // Closed meanwhile (the booking cancelled): settling still gives back what the acquirer took or
    // blocked for it after all — refunded, or the hold released — once.
    if (locked.status === 'pending' && card && settled.outcome !== 'failed') await (await getDb()).update(paymentCards).set({ lastUsedAt: now }).where(eq(paymentCards.id, card.id));
    return (await settleLocked(locked, settled, now)).payment;
  });
}

/**
 * A charge by token we closed (its booking cancelled) while the acquirer may have been asked: it
 * is never asked to charge again, only what became of the order — money it took or blocked after
 * all goes back, once (settle-payment.ts).
 */
async function closedCharge(payment: Payment, now: Date): Promise<Payment> {
  if (payment.status !== 'cancelled' && payment.status !== 'expired') return payment;
  const status = await providerNamed(payment.provider).orderStatus(payment.providerRef);
  const report = reportOf(payment, status);
  if (!report || report.outcome === 'failed') return payment;
  return inTransaction(async () => {
    const locked = await lockPayment(payment.id);
    return locked ? (await settleLocked(locked, report, now)).payment : payment;
  });
}

/** The `payments.token-charge` job: a charge whose recording process died before asking; a still undecided one fails the try. */
export async function runTokenChargeJob(paymentId: number, now: Date): Promise<void> {
  const payment = await runTokenCharge(paymentId, now);
  if (payment?.status === 'pending') throw new Error(`charge by token ${paymentId} is not decided yet`);
}

async function bookingOf(payment: Payment): Promise<Booking> {
  const db = await getDb();
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, payment.bookingId));
  return booking!;
}
