import 'server-only';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { BookingActor } from '@/lib/bookings/transitions';
import type { BookingStatus } from '@/lib/bookings/status';
import { getDb } from '@/lib/server/db/client';
import { type Booking, paymentCards, payments } from '@/lib/server/db/schema';
import { paymentProvider } from '../providers';
import { DEPOSIT_STATUSES, depositHoldAt } from './deposit-lifecycle';

export type DepositHoldView = {
  amount: number;
  rate: number | null;
  state: 'scheduled' | 'held' | 'issue' | 'captured' | 'released';
  holdAt: Date | null;
  captured: number;
  issue: string | null;
  card: string | null;
};

/**
 * The deposit's hold as the booking page shows it: to be held on the saved card (when), held,
 * refused (why: the renter holds it on the page), or — after the trip — taken in part for the
 * extras or released. Null before payment or without a deposit.
 */
export async function depositHoldView(booking: Booking, now: Date): Promise<DepositHoldView | null> {
  if (!booking.depositKop) return null;
  const db = await getDb();
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), eq(payments.purpose, 'deposit')))
    .orderBy(desc(payments.id));
  const held = rows.find((row) => row.status === 'held');
  const captured = rows.find((row) => row.status === 'captured');
  const base = { amount: booking.depositKop, rate: booking.depositRateKop, captured: captured?.capturedKop ?? 0, issue: null, holdAt: null };
  if (held) return { ...base, state: 'held', card: held.cardMask };
  if (captured) return { ...base, state: 'captured', card: captured.cardMask };
  const keeps = DEPOSIT_STATUSES.includes(booking.status as BookingStatus);
  if (!keeps) return rows.some((row) => row.status === 'voided') ? { ...base, state: 'released', card: rows.find((row) => row.status === 'voided')!.cardMask } : null;
  if (booking.depositIssue) return { ...base, state: 'issue', issue: booking.depositIssue, card: null };
  return { ...base, state: 'scheduled', holdAt: depositHoldAt(booking, now), card: null };
}

/** The renter's remembered cards, when they may pay now; nobody else's, and none for anyone else. */
export async function savedCardsFor(booking: Booking, role: BookingActor, actions: readonly string[]): Promise<{ id: number; pan_masked: string | null }[]> {
  if (role !== 'renter' || !(actions.includes('pay') || actions.includes('pay_extras'))) return [];
  const db = await getDb();
  return db
    .select({ id: paymentCards.id, pan_masked: paymentCards.panMasked })
    .from(paymentCards)
    // A token is good only at the acquirer that issued it: cards of another are not offered.
    .where(
      and(
        eq(paymentCards.userId, booking.renterId),
        eq(paymentCards.purpose, 'payment'),
        eq(paymentCards.provider, paymentProvider().name),
        eq(paymentCards.remembered, true),
        isNull(paymentCards.removedAt),
      ),
    )
    .orderBy(desc(paymentCards.lastUsedAt));
}
