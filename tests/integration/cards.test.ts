import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as listRoute } from '@/app/api/profile/cards/list/route';
import { POST as removeRoute } from '@/app/api/profile/cards/remove/route';
import type { TSavedCard } from '@/lib/payments/cabinet-contracts';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type PaymentCard, paymentCards } from '@/lib/server/db/schema';
import { saveCard } from '@/lib/server/payments/cards/save-card';
import { findSandboxCard, issueSandboxCard } from '@/lib/server/payments/sandbox/cards';
import { api } from '@/tests/support/accounts';
import type { ErrorBody } from '@/tests/support/call-route';
import { createSignedInUser } from '@/tests/support/factories';

// Saved cards in /cabinet/payments: listed to their owner only, removed once and for good — a
// removed card is not remembered again when the acquirer reports its token later, unless the
// renter says so again — and nobody can remove anyone else's.

type Person = Awaited<ReturnType<typeof createSignedInUser>>;

/** A card the sandbox tokenised for `person` and we kept, as settling a payment does. */
async function cardOf(person: Person, options: { remembered?: boolean; purpose?: 'payment' | 'payout'; last4?: string; now?: Date } = {}): Promise<PaymentCard> {
  const { remembered = true, purpose = 'payment', last4 = '4242', now = new Date() } = options;
  return inTransaction(async () => {
    const issued = await issueSandboxCard(String(person.user.id), purpose, `424242******${last4}`, last4);
    return saveCard({ userId: person.user.id, provider: 'sandbox', purpose, card: { token: issued.token, panMasked: issued.panMasked }, remembered, now });
  });
}

const list = (token: string) => api<{ data: { cards: TSavedCard[] } } & ErrorBody>(listRoute, {}, { token });
const remove = (token: string, cardId: number) => api<{ data: { card_id: number; removed: true } } & ErrorBody>(removeRoute, { card_id: cardId }, { token });

async function row(id: number): Promise<PaymentCard> {
  const [card] = await (await getDb()).select().from(paymentCards).where(eq(paymentCards.id, id));
  return card!;
}

describe('saved cards', () => {
  it('lists one’s own remembered payment cards only, the last used first, by their last four digits', async () => {
    const renter = await createSignedInUser({ role: 1 });
    const other = await createSignedInUser({ role: 1 });
    const older = await cardOf(renter, { last4: '4444', now: new Date(Date.now() - 86_400_000) });
    const newer = await cardOf(renter, { last4: '4242' });
    await cardOf(renter, { last4: '0002', remembered: false }); // kept for one booking only
    await cardOf(renter, { last4: '9995', purpose: 'payout' }); // the owner's side
    await cardOf(other, { last4: '3220' });

    const res = await list(renter.token);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.cards.map((card) => [card.id, card.last_four, card.pan_masked])).toEqual([
      [newer.id, '4242', '424242******4242'],
      [older.id, '4444', '424242******4444'],
    ]);
    expect((await list(other.token)).json.data.cards.map((card) => card.last_four)).toEqual(['3220']);
    expect((await api<ErrorBody>(listRoute, {})).status).toBe(401);
  });

  it('removes a card for good: twice is the same answer, and the sandbox token is revoked', async () => {
    const renter = await createSignedInUser({ role: 1 });
    const card = await cardOf(renter);

    const first = await remove(renter.token, card.id);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.data).toEqual({ card_id: card.id, removed: true });
    const removed = await row(card.id);
    expect(removed.removedAt).not.toBeNull();
    expect(removed.remembered).toBe(false);
    expect((await findSandboxCard(card.token))?.revokedAt).not.toBeNull();
    expect((await list(renter.token)).json.data.cards).toEqual([]);

    const again = await remove(renter.token, card.id);
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual({ card_id: card.id, removed: true });
    expect((await row(card.id)).removedAt).toEqual(removed.removedAt);
  });

  it('refuses another person’s card, a payout card and an unknown id with the same 404, changing nothing', async () => {
    const renter = await createSignedInUser({ role: 1 });
    const other = await createSignedInUser({ role: 1 });
    const theirs = await cardOf(other);
    const payout = await cardOf(renter, { purpose: 'payout', last4: '5556' });
    for (const id of [theirs.id, payout.id, 2_000_000_000]) {
      const res = await remove(renter.token, id);
      expect(res.status, String(id)).toBe(404);
      expect(res.json.error.code).toBe('not_found');
    }
    expect(await row(theirs.id)).toMatchObject({ removedAt: null, remembered: true });
    expect(await row(payout.id)).toMatchObject({ removedAt: null });
    expect((await findSandboxCard(theirs.token))?.revokedAt).toBeNull();
    expect((await api<ErrorBody>(removeRoute, { card_id: theirs.id })).status).toBe(401);
  });

  it('does not remember a removed card again when its token comes back, unless the renter consents again', async () => {
    const renter = await createSignedInUser({ role: 1 });
    const card = await cardOf(renter);
    await remove(renter.token, card.id);

    // The same token reported by a later payment without "remember this card": it serves that payment only.
    const back = await inTransaction(() => saveCard({ userId: renter.user.id, provider: 'sandbox', purpose: 'payment', card: { token: card.token, panMasked: card.panMasked }, remembered: false, now: new Date() }));
    expect(back.id).toBe(card.id);
    expect(back.remembered).toBe(false);
    expect((await list(renter.token)).json.data.cards).toEqual([]);

    // With the consent given again it is a saved card once more.
    await inTransaction(() => saveCard({ userId: renter.user.id, provider: 'sandbox', purpose: 'payment', card: { token: card.token, panMasked: card.panMasked }, remembered: true, now: new Date() }));
    expect((await list(renter.token)).json.data.cards.map((saved) => saved.id)).toEqual([card.id]);
  });
});
