import { deleteRequestContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { requestDeletion } from '@/lib/server/accounts/deletion';

// POST /api/profile/delete-request — deletion within 2 business days
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(deleteRequestContract, async ({ session, locale }) => ({
  deletion_due_at: (await requestDeletion(session.user, locale)).toISOString(),
}));
