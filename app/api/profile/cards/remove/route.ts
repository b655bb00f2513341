import { cardRemoveContract } from '@/lib/payments/cabinet-contracts';
import { apiRoute } from '@/lib/server/api/route';
import { removeSavedCard } from '@/lib/server/payments/cards/remove-card';

// POST /api/profile/cards/remove — forgets one of the caller's saved cards (idempotent)
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(cardRemoveContract, async ({ body, session }) => {
  const card = await removeSavedCard(session.user.id, body.card_id);
  return { card_id: card.id, removed: true as const };
});
