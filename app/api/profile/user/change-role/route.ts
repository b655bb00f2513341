import { changeRoleContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { changeRole } from '@/lib/server/accounts/change-role';
import { toApiUser } from '@/lib/server/accounts/to-api-user';

// POST /api/profile/user/change-role — renter ⇄ host; the spec's clients read data.data.user
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(changeRoleContract, async ({ body, session, locale }) => {
  const user = await changeRole(session.user, body.accept_agreement === true);
  return { data: { user: await toApiUser(user, locale) } };
});
