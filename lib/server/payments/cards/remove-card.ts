import 'server-only';
import { and, eq } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type PaymentCard, paymentCards } from '@/lib/server/db/schema';
import { revokeSandboxCard } from '../sandbox/cards';

/**
 * The acquirer's side of forgetting a card, in the same transaction. The sandbox revokes the token
 * (it then charges nothing). WayForPay documents no call that removes a `recToken`: our record is
 * what stops it being used (every charge by token checks `removed_at`).
 */
async function revokeAtAcquirer(card: PaymentCard, now: Date): Promise<void> {
  if (card.provider === 'sandbox') await revokeSandboxCard(card.token, now);
}

/**
 * A renter removes one of their cards for paying (docs/cabinet-payments.md "Saved cards"): it is
 * no longer offered, nor charged for any booking (`removed_at`), and the consent to remember it is
 * withdrawn too (`remembered` false) — so when the acquirer reports the same token again (the same
 * card paid with later), `saveCard` brings the row back for that payment only and it is not
 * remembered again without a new "remember this card". Another person's card, a payout card and
 * an unknown id are `not_found` alike; removing a removed card answers as the first time.
 */
export async function removeSavedCard(userId: number, cardId: number, now: Date = new Date()): Promise<PaymentCard> {
  return inTransaction(async () => {
    const db = await getDb();
    const [card] = await db
      .select()
      .from(paymentCards)
      .where(and(eq(paymentCards.id, cardId), eq(paymentCards.userId, userId), eq(paymentCards.purpose, 'payment')))
      .for('update');
    if (!card) throw new AppError('not_found');
    if (card.removedAt && !card.remembered) return card;
    const [removed] = await db
      .update(paymentCards)
      .set({ removedAt: card.removedAt ?? now, remembered: false })
      .where(eq(paymentCards.id, card.id))
      .returning();
    await revokeAtAcquirer(card, now);
    return removed!;
  });
}
