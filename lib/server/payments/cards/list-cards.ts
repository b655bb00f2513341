import 'server-only';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TSavedCard } from '@/lib/payments/cabinet-contracts';
import { cardLastFour } from '@/lib/payments/pan-masked';
import { getDb } from '@/lib/server/db/client';
import { paymentCards } from '@/lib/server/db/schema';
import { time } from '../history/payment-view';

/**
 * A renter's saved cards (docs/cabinet-payments.md "Saved cards"): cards for paying that they asked
 * us to remember at checkout and have not removed, the last used first. A card kept only for one
 * booking's deposit and extras (no consent) is not theirs to manage here, and payout cards are the
 * owner's side.
 */
export async function listSavedCards(userId: number): Promise<TSavedCard[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.userId, userId), eq(paymentCards.purpose, 'payment'), eq(paymentCards.remembered, true), isNull(paymentCards.removedAt)))
    .orderBy(desc(sql`coalesce(${paymentCards.lastUsedAt}, ${paymentCards.createdAt})`), desc(paymentCards.id));
  return rows.map((card) => ({
    id: card.id,
    provider: card.provider,
    pan_masked: card.panMasked,
    last_four: cardLastFour(card.panMasked),
    created: time(card.createdAt),
    last_used: card.lastUsedAt ? time(card.lastUsedAt) : null,
  }));
}
