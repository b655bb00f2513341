import { cardListContract } from '@/lib/payments/cabinet-contracts';
import { apiRoute } from '@/lib/server/api/route';
import { listSavedCards } from '@/lib/server/payments/cards/list-cards';

// POST /api/profile/cards/list — the caller's saved cards for paying
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(cardListContract, async ({ session }) => ({ cards: await listSavedCards(session.user.id) }));
