import { confirmCodeContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { findUserById } from '@/lib/server/accounts/find-user';
import { toApiUser } from '@/lib/server/accounts/to-api-user';
import { confirmCode } from '@/lib/server/verification/codes';

// POST /api/verification/confirm-code — confirms the e-mail or phone
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(confirmCodeContract, async ({ body, session, locale }) => {
  await confirmCode(session.user, body.channel, body.code);
  return { user: await toApiUser((await findUserById(session.user.id))!, locale) };
});
