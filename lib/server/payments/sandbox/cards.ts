import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { type SandboxAcquirerCard, sandboxAcquirerCards } from '@/lib/server/db/schema';
import type { CardToken } from '../provider';

/** What a saved card's token is for: charges without the cardholder, or payouts to an owner. */
export type SandboxCardPurpose = 'payment' | 'payout';

/**
 * A new token: 128 random bits, nothing derived from the card, so it cannot be guessed or turned
 * back into a number. The prefix only says whose token it is, as real acquirers' ids do.
 */
const newToken = () => `sbxtok_${randomBytes(16).toString('hex')}`;

/**
 * Tokenises a card for a customer, in the deciding transaction. The same card saved again by the
 * same customer for the same purpose gets the token it already has (as WayForPay's recToken for one
 * card), so a renter who pays twice with one card has one saved card, not two.
 */
export async function issueSandboxCard(customerRef: string, purpose: SandboxCardPurpose, panMasked: string, cardLast4: string): Promise<SandboxAcquirerCard> {
  const db = await getDb();
  const [existing] = await db
    .select()
    .from(sandboxAcquirerCards)
    .where(and(eq(sandboxAcquirerCards.customerRef, customerRef), eq(sandboxAcquirerCards.purpose, purpose), eq(sandboxAcquirerCards.panMasked, panMasked), isNull(sandboxAcquirerCards.revokedAt)));
  if (existing) return existing;
  const [card] = await db.insert(sandboxAcquirerCards).values({ token: newToken(), customerRef, purpose, panMasked, cardLast4 }).returning();
  return card!;
}

export async function findSandboxCard(token: string): Promise<SandboxAcquirerCard | null> {
  const db = await getDb();
  const [card] = await db.select().from(sandboxAcquirerCards).where(eq(sandboxAcquirerCards.token, token));
  return card ?? null;
}

export async function sandboxCardById(id: number | null): Promise<SandboxAcquirerCard | null> {
  if (id === null) return null;
  const db = await getDb();
  const [card] = await db.select().from(sandboxAcquirerCards).where(eq(sandboxAcquirerCards.id, id));
  return card ?? null;
}

/** A card as the interface reports it: the token and the mask, never more. */
export const sandboxCardToken = (card: SandboxAcquirerCard | null): CardToken | null => (card ? { token: card.token, panMasked: card.panMasked } : null);

/**
 * Revokes a saved card's token (a renter removed the card, an owner changed their payout card):
 * from now on it charges and pays nothing (`token_revoked`). Idempotent; true when the token was
 * active until now. The sandbox's counterpart of WayForPay's token removal; call it in the same
 * transaction that forgets the card on our side.
 */
export async function revokeSandboxCard(token: string, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const revoked = await db
    .update(sandboxAcquirerCards)
    .set({ revokedAt: now })
    .where(and(eq(sandboxAcquirerCards.token, token), isNull(sandboxAcquirerCards.revokedAt)))
    .returning({ id: sandboxAcquirerCards.id });
  return revoked.length > 0;
}
