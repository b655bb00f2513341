import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { type PaymentCard, paymentCards } from '@/lib/server/db/schema';
import type { CardToken } from '../provider';

export type SaveCardInput = {
  userId: number;
  provider: string;
  purpose: 'payment' | 'payout';
  card: CardToken;
  /** The person's consent to offer the card again (a renter's "remember this card"); never withdrawn here. */
  remembered: boolean;
  now: Date;
};

/**
 * Keeps a card the acquirer tokenised for a person, in the caller's transaction: one row per
 * person, acquirer, purpose and token, whatever the callbacks repeat. Seen again (the acquirer gives
 * the same card the same token), the row is brought back if it had been removed, its mask
 * refreshed, and consent only ever added — a later payment without "remember" does not forget a
 * card the person asked us to keep.
 */
export async function saveCard({ userId, provider, purpose, card, remembered, now }: SaveCardInput): Promise<PaymentCard> {
  const db = await getDb();
  const [row] = await db
    .insert(paymentCards)
    .values({ userId, provider, purpose, token: card.token, panMasked: card.panMasked, remembered, createdAt: now, lastUsedAt: now })
    .onConflictDoUpdate({
      target: [paymentCards.userId, paymentCards.provider, paymentCards.purpose, paymentCards.token],
      set: {
        panMasked: sql`coalesce(excluded.pan_masked, ${paymentCards.panMasked})`,
        remembered: sql`${paymentCards.remembered} or excluded.remembered`,
        removedAt: null,
        lastUsedAt: now,
      },
    })
    .returning();
  return row!;
}

/** A person's card by id, if it is theirs, for that purpose, and not removed. */
export async function activeCardOf(userId: number, cardId: number, purpose: 'payment' | 'payout'): Promise<PaymentCard | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.id, cardId), eq(paymentCards.userId, userId), eq(paymentCards.purpose, purpose), sql`${paymentCards.removedAt} is null`));
  return row ?? null;
}
