import 'server-only';
import { and, eq } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import { getDb } from '@/lib/server/db/client';
import { type Booking, type Payment, payments } from '@/lib/server/db/schema';
import { recordTokenCharge } from '../deposits/token-charge';
import { withdrawCheckout } from '../open-checkout';
import { paymentProvider } from '../providers';
import { activeCardOf } from './save-card';

export type SavedCardCharge = { booking: Booking; userId: number; cardId: number; purpose: 'rental' | 'extras'; amountKop: number; now: Date };

/**
 * The renter chose one of their saved cards to pay with (no acquirer's page): records the charge of
 * it, in the caller's transaction (the booking's, locked); the caller asks the acquirer after commit
 * (`runTokenCharge`). A page left open for the same payment is withdrawn first; a charge of the card
 * already pending (a double click) is the one answered. Only the renter's own saved, not removed,
 * card: any other id is `card_not_found`.
 */
export async function chargeSavedCard({ booking, userId, cardId, purpose, amountKop, now }: SavedCardCharge): Promise<Payment> {
  const card = await activeCardOf(userId, cardId, 'payment');
  // A token is good only at the acquirer that issued it.
  if (!card?.remembered || card.provider !== paymentProvider().name) throw new AppError('card_not_found');
  const db = await getDb();
  const [open] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), eq(payments.purpose, purpose), eq(payments.status, 'pending')))
    .for('update');
  if (open?.via === 'token' && open.cardId === card.id && open.amountKop === amountKop) return open;
  if (open?.via === 'token') throw new AppError('payment_in_progress');
  if (open) await withdrawCheckout(open, now);
  const payment = await recordTokenCharge({ booking, card, purpose, amountKop, now });
  // The card paid for this booking is the one its deposit is held on and extras charged to.
  return payment;
}
