import { profileUpdateContract } from '@/lib/accounts/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { toApiUser } from '@/lib/server/accounts/to-api-user';
import { updateProfile } from '@/lib/server/accounts/update-profile';

// POST /api/profile/update — name, e-mail, phone, city, languages
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(profileUpdateContract, async ({ body, session, locale }) => ({
  user: await toApiUser(await updateProfile(session.user, body), locale),
}));
