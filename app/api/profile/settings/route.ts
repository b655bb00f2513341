import { settingsUpdateContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { toApiUser } from '@/lib/server/accounts/to-api-user';
import { updateSettings } from '@/lib/server/accounts/update-profile';

// POST /api/profile/settings — newsletter and notification opt-outs
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(settingsUpdateContract, async ({ body, session, locale }) => ({
  user: await toApiUser(await updateSettings(session.user, body), locale),
}));
