import { publicProfileContract } from '@/lib/accounts/contracts';
import { AppError } from '@/lib/errors/app-error';
import { apiRoute } from '@/lib/server/api/route';
import { getPublicProfile } from '@/lib/server/accounts/public-profile';

// POST /api/profile/public — what anyone may see of a person
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(publicProfileContract, async ({ body, locale }) => {
  const profile =
    (await getPublicProfile(body.id, 'host', locale)) ?? (await getPublicProfile(body.id, 'legal', locale)) ?? (await getPublicProfile(body.id, 'user', locale));
  if (!profile) throw new AppError('user_not_found');
  return profile;
});
