import { emailChangeConfirmContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { confirmEmailChange } from '@/lib/server/accounts/email-change';
import { toApiUser } from '@/lib/server/accounts/to-api-user';

// POST /api/profile/email-change/confirm — the code from the new address completes the change
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(emailChangeConfirmContract, async ({ body, session, locale }) => ({
  user: await toApiUser(await confirmEmailChange(session.user, body.code), locale),
}));
