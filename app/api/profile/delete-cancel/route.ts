import { deleteCancelContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { cancelDeletion } from '@/lib/server/accounts/deletion';
import { findUserById } from '@/lib/server/accounts/find-user';
import { toApiUser } from '@/lib/server/accounts/to-api-user';

// POST /api/profile/delete-cancel — keeps the account
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(deleteCancelContract, async ({ session, locale }) => {
  await cancelDeletion(session.user);
  return { user: await toApiUser((await findUserById(session.user.id))!, locale) };
});
