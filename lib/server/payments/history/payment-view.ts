import 'server-only';
import type { TRenterPayment } from '@/lib/payments/cabinet-contracts';
import { cardLastFour } from '@/lib/payments/pan-masked';
import type { PaymentPurpose, PaymentStatus, RefundStatus } from '@/lib/payments/payment-states';
import { toKyivDateTime } from '@/lib/time/kyiv-clock';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import type { Payment, PaymentOperation } from '@/lib/server/db/schema';
import type { PaymentRefund } from '../request-refund';

export const time = (at: Date) => ({ at: at.toISOString(), local: toKyivDateTime(at) });

/** A payment that took money from the card: a charge paid, or a hold of which part or all was taken. */
export const tookMoney = (payment: Pick<Payment, 'status'>) => payment.status === 'succeeded' || payment.status === 'captured';

/** What a payment took: the charge, or of a hold what was captured. */
export const takenKop = (payment: Pick<Payment, 'status' | 'amountKop' | 'capturedKop'>) =>
  payment.status === 'succeeded' ? payment.amountKop : payment.status === 'captured' ? (payment.capturedKop ?? 0) : 0;

/** A hold's three amounts: blocked (once placed), taken from it, and given back. */
export function holdOf(payment: Pick<Payment, 'status' | 'amountKop' | 'capturedKop'>, pending: PaymentOperation | undefined): NonNullable<TRenterPayment['hold']> {
  const placed = payment.status === 'held' || payment.status === 'captured' || payment.status === 'voided';
  const captured = payment.status === 'captured' ? (payment.capturedKop ?? 0) : 0;
  const released = payment.status === 'voided' ? payment.amountKop : payment.status === 'captured' ? payment.amountKop - captured : 0;
  return { held: placed ? payment.amountKop : 0, captured, released, pending: (pending?.kind as 'capture' | 'void' | undefined) ?? null };
}

/** Statuses in which a card took or blocked money: it is named even when the acquirer gave no mask ("XXXX"). */
const CARD_MOVED_MONEY: readonly string[] = ['succeeded', 'held', 'captured', 'voided'];

/**
 * The card a payment names: the mask the acquirer reported on it, else its saved card's. A payment
 * that moved no money (open, lapsed, withdrawn, declined) names one only if the acquirer said which.
 */
export function cardOf(payment: Pick<Payment, 'status' | 'cardMask'>, savedMask: string | null | undefined): TRenterPayment['card'] {
  const mask = payment.cardMask ?? savedMask ?? null;
  if (!mask && !CARD_MOVED_MONEY.includes(payment.status)) return null;
  return { pan_masked: mask, last_four: cardLastFour(mask) };
}

/** One payment as the renter's list shows it. */
export function paymentView(payment: Payment, refunds: readonly PaymentRefund[], pending: PaymentOperation | undefined, savedMask: string | null | undefined, locale: Locale): TRenterPayment {
  const own = refunds.filter((refund) => refund.paymentId === payment.id).sort((a, b) => a.id - b.id);
  return {
    id: payment.id,
    purpose: payment.purpose as PaymentPurpose,
    status: payment.status as PaymentStatus,
    amount: payment.amountKop,
    via: payment.via as 'page' | 'token',
    failure_code: payment.failureCode,
    card: cardOf(payment, savedMask),
    provider: payment.provider,
    reference: payment.providerRef,
    created: time(payment.createdAt),
    settled: payment.settledAt ? time(payment.settledAt) : null,
    hold: payment.purpose === 'deposit' ? holdOf(payment, pending) : null,
    refunds: own.map((refund) => ({
      id: refund.id,
      amount: refund.amountKop,
      status: refund.status as RefundStatus,
      reason: refund.reason,
      created: time(refund.createdAt),
      settled: refund.settledAt ? time(refund.settledAt) : null,
    })),
    refunded: own.filter((refund) => refund.status === 'succeeded').reduce((sum, refund) => sum + refund.amountKop, 0),
    receipt: tookMoney(payment) ? href('cabinet-payments-receipt-id', { locale, params: { id: payment.id } }) : null,
  };
}
